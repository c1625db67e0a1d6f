import {
  BUNDLE_MIN_ITEMS,
  bundleTotals,
  cartTotals,
  couponDiscount,
  formatINR,
  MAX_LINE_QUANTITY,
  normaliseIndianMobile,
} from '@shop/shared';
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { GatewayOrder, PaymentGateway } from '../../adapters/payments/gateway.ts';
import type { Db } from '../../db/client.ts';
import { categories, orderLines, orders, productSizes, products, users } from '../../db/schema.ts';
import { AppError, ConflictError, NotFoundError, UserInputError } from '../../domain/errors.ts';
import { type CouponsService, couponRefusal } from '../coupons/coupons.service.ts';
import { type OrderDto, toOrderDto } from './orders.dto.ts';

export interface CheckoutLine {
  product: string;
  qty: number;
  baseSize?: string | undefined;
  size?: string | undefined;
}

/** Issues the token with which the browser that paid for a guest order may later claim it. */
export interface OrderClaims {
  orderClaim(claim: { orderId: string; mobile: string }): Promise<string>;
}

type OrderRow = typeof orders.$inferSelect;

/**
 * Thrown inside the completing transaction when the paid order can no longer be had as priced (a unit sold out
 * under us, the coupon was used up meanwhile); rolls it back, and the payment is refunded.
 */
class Unfulfillable extends Error {
  constructor(
    readonly code: 'sold_out' | 'coupon_refused',
    /** Completes "Sorry, ..." for the shopper. */
    readonly why: string,
  ) {
    super(why);
  }
}

/**
 * Orders and their payment. The browser names products, sizes and quantities; every price, discount and total
 * is computed here from the database. `complete` is the one way an order becomes paid, used by the browser's
 * verify call and by the gateway's webhook alike, and it pays an order at most once.
 */
export class OrdersService {
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
    private readonly claims: OrderClaims,
    private readonly coupons: CouponsService,
    private readonly onStockChange: () => void,
  ) {}

  async create(
    input: { products: CheckoutLine[]; isBundle: boolean },
    userId: string | undefined,
  ): Promise<{ id: string; amount: number; currency: 'INR'; key: string; orderId: string; _id: string }> {
    const requested = mergeLines(input.products);
    const sizeIds = requested.map((line) => line.sizeId);
    const rows = await this.db
      .select({
        size: productSizes,
        product: {
          id: products.id,
          name: products.name,
          slug: products.slug,
          image: products.image,
          status: products.status,
        },
        category: { status: categories.status, availableForBundle: categories.availableForBundle },
      })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(productSizes.id, sizeIds));
    const bySize = new Map(rows.map((row) => [row.size.id, row]));

    const priced = requested.map((line, index) => {
      const row = bySize.get(line.sizeId);
      const field = `products.${index}`;
      if (!row || row.product.id !== line.productId) {
        throw new UserInputError('One of the products in your cart is no longer available', {
          [field]: 'Unknown product or size',
        });
      }
      if (!row.product.status || !row.category.status) {
        throw new UserInputError(`${row.product.name} is no longer sold`, { [field]: 'No longer sold' });
      }
      if (row.size.stock <= 0) {
        throw new ConflictError(`${row.product.name} (${row.size.title}) is out of stock`, {
          [field]: 'Out of stock',
        });
      }
      if (row.size.stock < line.qty) {
        throw new ConflictError(`Only ${row.size.stock} left of ${row.product.name} (${row.size.title})`, {
          [field]: `Only ${row.size.stock} left`,
        });
      }
      if (input.isBundle && !row.category.availableForBundle) {
        throw new UserInputError(`${row.product.name} cannot be part of a bundle`, {
          [field]: 'Not for bundles',
        });
      }
      if (input.isBundle && line.qty !== 1) {
        throw new UserInputError('Each bundle item is one unit', { [field]: 'Bundle items are one each' });
      }
      return { ...line, row };
    });

    // SPEC §5: carts pay the sale price; bundles take the tier off the sum of MRPs.
    const pricingLines = priced.map(({ qty, row }) => ({
      mrp: row.size.mrpPaise,
      salePrice: input.isBundle ? null : row.size.salePricePaise,
      quantity: qty,
    }));
    if (input.isBundle && pricingLines.reduce((sum, line) => sum + line.quantity, 0) < BUNDLE_MIN_ITEMS) {
      throw new UserInputError(`A bundle needs at least ${BUNDLE_MIN_ITEMS} items`, {
        products: `Pick at least ${BUNDLE_MIN_ITEMS} items`,
      });
    }
    const bundle = input.isBundle ? bundleTotals(pricingLines) : undefined;
    const subtotal = bundle ? bundle.subtotal : cartTotals(pricingLines).total;
    const bundleDiscount = bundle?.saving ?? 0;
    const total = subtotal - bundleDiscount;
    if (total <= 0) throw new UserInputError('Your order total must be above zero');

    const order = await this.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select nextval('order_number_seq')::int as seq`)) as unknown as {
        rows: { seq: number }[];
      };
      const orderId = `ORD-${new Date().getFullYear()}-${String(rows[0]?.seq).padStart(6, '0')}`;
      const [created] = await tx
        .insert(orders)
        .values({
          orderId,
          userId: userId ?? null,
          isBundle: input.isBundle,
          subtotalPaise: subtotal,
          bundleDiscountPaise: bundleDiscount,
          totalAmountPaise: total,
        })
        .returning();
      if (!created) throw new Error('order insert returned no row');
      await tx.insert(orderLines).values(
        priced.map(({ qty, row }, position) => {
          const unit = input.isBundle ? row.size.mrpPaise : (row.size.salePricePaise ?? row.size.mrpPaise);
          return {
            orderId: created.id,
            productId: row.product.id,
            sizeId: row.size.id,
            productSlug: row.product.slug,
            sku: row.size.sku,
            name: row.product.name,
            sizeTitle: row.size.title,
            image: row.product.image,
            qty,
            mrpPaise: row.size.mrpPaise,
            salePricePaise: unit,
            lineTotalPaise: unit * qty,
            position,
          };
        }),
      );
      return created;
    });

    let providerOrder: { id: string; amount: number };
    try {
      providerOrder = await this.gateway.createOrder({
        amount: total,
        receipt: order.orderId,
        notes: { orderId: order.orderId, orderRef: order.id },
        lineItems: priced.map(({ qty, row }) => ({
          sku: row.size.sku,
          name: `${row.product.name} (${row.size.title})`,
          price: input.isBundle ? row.size.mrpPaise : (row.size.salePricePaise ?? row.size.mrpPaise),
          offerPrice: row.size.mrpPaise,
          quantity: qty,
        })),
      });
    } catch (error) {
      await this.db
        .update(orders)
        .set({ orderStatus: 'CANCELLED', updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      throw new AppError(
        502,
        'We could not start the payment. Please try again in a moment.',
        undefined,
        error,
      );
    }
    await this.db
      .update(orders)
      .set({ providerOrderId: providerOrder.id, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    return {
      id: providerOrder.id,
      amount: total,
      currency: 'INR',
      key: this.gateway.keyId,
      orderId: order.orderId,
      _id: order.id,
    };
  }

  /**
   * Applies (or, with null, removes) a coupon to an order not yet paid: one coupon per order, never with the
   * bundle discount (two offers do not combine), within its dates and above its minimum order value.
   */
  async applyCoupon(
    providerOrderId: string,
    code: string | null,
    contact?: string | null,
  ): Promise<{ amount: number; couponCode: string | null; couponDiscountAmount: number; message: string }> {
    const order = await this.#byProviderOrder(providerOrderId);
    if (order.paymentStatus === 'PAID' || order.orderStatus !== 'PENDING') {
      throw new ConflictError('This order is already paid');
    }
    // The amount is fixed once the shopper has tried to pay: a coupon changed after it would record one amount
    // paid where another was collected.
    const atGateway = await this.gateway.fetchOrder(providerOrderId);
    if (atGateway.status !== 'created' || order.paymentStatus !== 'PENDING') {
      throw new ConflictError('The payment has already started: the coupon can no longer change', {
        couponCode: 'Payment already started',
      });
    }
    const base = order.subtotalPaise - order.bundleDiscountPaise;
    let discount = 0;
    let couponCode: string | null = null;
    if (code) {
      const coupon = await this.coupons.find(code);
      const mobile = contact ? normaliseIndianMobile(contact) : null;
      const refusal = couponRefusal(coupon, {
        orderValue: base,
        isBundle: order.isBundle,
        now: new Date(),
        customer:
          order.userId || mobile
            ? await this.#history({ userId: order.userId, mobile }, coupon?.code ?? null, order.id, this.db)
            : null,
      });
      if (refusal || !coupon) {
        const { message, field } = refusal ?? {
          message: 'This coupon code is not valid',
          field: 'Invalid coupon',
        };
        throw new UserInputError(message, { couponCode: field });
      }
      discount = couponDiscount(coupon, base);
      couponCode = coupon.code;
    }
    const total = base - discount + order.shippingPaise;
    await this.db
      .update(orders)
      .set({ couponCode, couponDiscountPaise: discount, totalAmountPaise: total, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.orderStatus, 'PENDING')));
    await this.gateway.setOrderAmount?.(providerOrderId, total);
    return {
      amount: total,
      couponCode,
      couponDiscountAmount: discount,
      message: couponCode ? `${couponCode} applied: you save ${formatINR(discount)}` : 'Coupon removed',
    };
  }

  /** A customer's paid orders, by account or by number, leaving out the order being priced. */
  async #history(
    customer: { userId: string | null; mobile: string | null },
    couponCode: string | null,
    excludeOrderId: string,
    db: Db,
  ): Promise<{ paidOrders: number; paidOrdersWithCode: number }> {
    const who = [
      ...(customer.userId ? [eq(orders.userId, customer.userId)] : []),
      ...(customer.mobile ? [eq(orders.contactMobile, customer.mobile)] : []),
    ];
    if (who.length === 0) return { paidOrders: 0, paidOrdersWithCode: 0 };
    const [row] = await db
      .select({
        paidOrders: sql<number>`count(*)::int`,
        paidOrdersWithCode: sql<number>`(count(*) filter (where ${orders.couponCode} = ${couponCode ?? ''}))::int`,
      })
      .from(orders)
      .where(and(or(...who), eq(orders.paymentStatus, 'PAID'), ne(orders.id, excludeOrderId)));
    return { paidOrders: row?.paidOrders ?? 0, paidOrdersWithCode: row?.paidOrdersWithCode ?? 0 };
  }

  /**
   * The browser's return from the hosted checkout: checks the signature, then completes the order. A guest
   * order stays unattached, whatever number was typed into the checkout: only a claim token comes back, with
   * which this browser may add the order to the account of that number once it proves the number by OTP.
   */
  async verify(input: {
    razorpayOrderId: string;
    razorpayPaymentId: string;
    razorpaySignature: string;
  }): Promise<{ order: OrderDto; claimToken: string | null }> {
    const order = await this.#byProviderOrder(input.razorpayOrderId);
    const genuine = this.gateway.verifyPaymentSignature({
      orderId: input.razorpayOrderId,
      paymentId: input.razorpayPaymentId,
      signature: input.razorpaySignature,
    });
    if (!genuine) throw new UserInputError('Payment verification failed: the signature does not match');
    const completed = await this.complete(order.id, input.razorpayPaymentId);
    if (completed.paymentStatus !== 'PAID') {
      // Completed a moment ago by the webhook, which found it could not be had and refunded it.
      throw new ConflictError(
        completed.paymentFailure?.description ?? 'This payment has been refunded. Please contact us.',
      );
    }
    const claimToken =
      completed.userId === null && completed.contactMobile
        ? await this.claims.orderClaim({ orderId: completed.id, mobile: completed.contactMobile })
        : null;
    return { order: await this.#dto(completed), claimToken };
  }

  /** Attaches paid guest orders to the account whose owner proved the number they were placed with. */
  async claimGuestOrders(userId: string, mobile: string, orderIds: string[]): Promise<number> {
    if (orderIds.length === 0) return 0;
    const claimed = await this.db
      .update(orders)
      .set({ userId, updatedAt: new Date() })
      .where(
        and(
          inArray(orders.id, orderIds),
          isNull(orders.userId),
          eq(orders.contactMobile, mobile),
          ne(orders.paymentStatus, 'PENDING'),
        ),
      )
      .returning({ id: orders.id });
    return claimed.length;
  }

  /**
   * Marks an order paid exactly once, decrementing stock in the same transaction. Safe to call any number of
   * times, concurrently, from the verify call and the webhook: the row lock makes the second caller see PAID.
   */
  async complete(orderDbId: string, paymentId: string): Promise<OrderRow> {
    const [current] = await this.db.select().from(orders).where(eq(orders.id, orderDbId));
    if (!current) throw new NotFoundError('Order not found');
    if (current.paymentStatus === 'PAID' || current.paymentStatus === 'REFUNDED') return current;
    if (!current.providerOrderId) throw new ConflictError('This order has no payment started');

    const payment = await this.gateway.fetchPayment(paymentId);
    if (payment.orderId !== current.providerOrderId) {
      throw new UserInputError('Payment verification failed: the payment belongs to another order');
    }
    if (payment.status !== 'captured' && payment.status !== 'authorized') {
      throw new ConflictError('The payment has not gone through');
    }
    if (payment.amount !== current.totalAmountPaise) {
      // Never leave money collected against an order that says otherwise: give it back, and say so.
      const message = `The amount paid (${formatINR(payment.amount)}) does not match the order total (${formatINR(current.totalAmountPaise)}). Your payment will be refunded to your original payment method within 5-7 working days.`;
      await this.#refundAndCancel(current, paymentId, payment.amount, 'amount_mismatch', message);
      throw new ConflictError(message);
    }
    const providerOrder = await this.gateway.fetchOrder(current.providerOrderId);
    const buyer = await this.#buyer(current, providerOrder);

    try {
      const order = await this.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, orderDbId)).for('update');
        if (!locked) throw new NotFoundError('Order not found');
        if (locked.paymentStatus === 'PAID' || locked.paymentStatus === 'REFUNDED') return locked;
        if (locked.couponCode) await this.#redeemCoupon(locked, buyer, tx);
        const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderDbId));
        for (const line of lines) {
          if (!line.sizeId)
            throw new Unfulfillable('sold_out', `${line.name} sold out while you were paying`);
          // The guard in WHERE is what stops two buyers both getting the last unit.
          const [decremented] = await tx
            .update(productSizes)
            .set({ stock: sql`${productSizes.stock} - ${line.qty}`, updatedAt: new Date() })
            .where(and(eq(productSizes.id, line.sizeId), sql`${productSizes.stock} >= ${line.qty}`))
            .returning({ id: productSizes.id });
          if (!decremented) {
            throw new Unfulfillable(
              'sold_out',
              `${line.name} (${line.sizeTitle}) sold out while you were paying`,
            );
          }
          if (line.productId) {
            await tx
              .update(products)
              .set({ salesCount: sql`${products.salesCount} + ${line.qty}` })
              .where(eq(products.id, line.productId));
          }
        }
        const shipping = providerOrder.customer.shippingAddress ?? null;
        const [paid] = await tx
          .update(orders)
          .set({
            paymentStatus: 'PAID',
            orderStatus: 'PLACED',
            providerPaymentId: paymentId,
            paymentMethod: (payment.method ?? 'online').toUpperCase(),
            paidAt: new Date(),
            userId: buyer.userId,
            contactName: buyer.name,
            contactMobile: buyer.mobile,
            contactEmail: buyer.email,
            shippingAddress: shipping,
            billingAddress: providerOrder.customer.billingAddress ?? shipping,
            paymentFailure: null,
            updatedAt: new Date(),
          })
          .where(eq(orders.id, orderDbId))
          .returning();
        if (!paid) throw new Error('order update returned no row');
        return paid;
      });
      this.onStockChange();
      return order;
    } catch (error) {
      if (!(error instanceof Unfulfillable)) throw error;
      const message = `Sorry, ${error.why}. Your payment of ${formatINR(current.totalAmountPaise)} will be refunded to your original payment method within 5-7 working days.`;
      await this.#refundAndCancel(current, paymentId, current.totalAmountPaise, error.code, message);
      throw new ConflictError(message);
    }
  }

  /** Checks the coupon again now that the buyer is known, and counts its use; a refusal undoes the payment. */
  async #redeemCoupon(
    order: OrderRow,
    buyer: { userId: string | null; mobile: string | null },
    tx: Db,
  ): Promise<void> {
    const code = order.couponCode as string;
    const coupon = await this.coupons.lock(code, tx);
    const refusal = couponRefusal(coupon, {
      orderValue: order.subtotalPaise - order.bundleDiscountPaise,
      isBundle: order.isBundle,
      // Dates are judged as when the coupon was applied (the order's last change before payment): a coupon that
      // expired while the shopper was paying still holds. Limits are judged now.
      now: order.updatedAt,
      customer: await this.#history(buyer, code, order.id, tx),
    });
    if (refusal || !coupon) {
      throw new Unfulfillable(
        'coupon_refused',
        `the coupon ${code} could not be used: ${refusal?.message ?? 'it is no longer valid'}`,
      );
    }
    if (!(await this.coupons.redeem(coupon.id, tx))) {
      throw new Unfulfillable('coupon_refused', `the coupon ${code} was used up while you were paying`);
    }
  }

  async #refundAndCancel(
    order: OrderRow,
    paymentId: string,
    amount: number,
    reason: string,
    message: string,
  ): Promise<void> {
    await this.gateway.refund(paymentId, amount);
    await this.db
      .update(orders)
      .set({
        paymentStatus: 'REFUNDED',
        orderStatus: 'CANCELLED',
        providerPaymentId: paymentId,
        paymentFailure: { reason, description: message, paymentId },
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, order.id), ne(orders.paymentStatus, 'PAID')));
  }

  /** A declined attempt: recorded for the shopper and support; the order can still be paid by a retry. */
  async markFailed(providerOrderId: string, failure: Record<string, string | null>): Promise<void> {
    await this.db
      .update(orders)
      .set({ paymentStatus: 'FAILED', paymentFailure: failure, updatedAt: new Date() })
      .where(
        and(
          eq(orders.providerOrderId, providerOrderId),
          inArray(orders.paymentStatus, ['PENDING', 'FAILED']),
        ),
      );
  }

  async findByProviderOrder(providerOrderId: string): Promise<OrderRow | undefined> {
    const [order] = await this.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
    return order;
  }

  /** The caller's orders, newest first; checkouts never paid are left out. */
  async listForUser(userId: string): Promise<OrderDto[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), ne(orders.paymentStatus, 'PENDING')))
      .orderBy(desc(orders.createdAt));
    if (rows.length === 0) return [];
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderLines.position));
    return rows.map((row) =>
      toOrderDto(
        row,
        lines.filter((line) => line.orderId === row.id),
      ),
    );
  }

  /** One of the caller's orders; another shopper's id is simply not found. */
  async getForUser(userId: string, id: string): Promise<OrderDto> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId), ne(orders.paymentStatus, 'PENDING')));
    if (!row) throw new NotFoundError('Order not found');
    return this.#dto(row);
  }

  /** Items and amount of an order for the hosted checkout page. */
  async checkoutSummary(providerOrderId: string): Promise<OrderDto> {
    return this.#dto(await this.#byProviderOrder(providerOrderId));
  }

  async #dto(order: OrderRow): Promise<OrderDto> {
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position));
    return toOrderDto(order, lines);
  }

  async #byProviderOrder(providerOrderId: string): Promise<OrderRow> {
    const order = await this.findByProviderOrder(providerOrderId);
    if (!order) throw new NotFoundError('Order not found');
    return order;
  }

  /**
   * Who bought: the signed-in shopper, else nobody yet. The contact details typed into the hosted checkout are
   * kept on the order, but a typed number proves nothing, so a guest order waits for its claim (`verify`).
   */
  async #buyer(order: OrderRow, providerOrder: GatewayOrder) {
    const contact = providerOrder.customer;
    const mobile = contact.contact ? normaliseIndianMobile(contact.contact) : null;
    const [user] = order.userId
      ? await this.db.select().from(users).where(eq(users.id, order.userId))
      : [undefined];
    return {
      userId: order.userId,
      name: contact.name ?? user?.name ?? null,
      mobile: mobile ?? user?.mobile ?? null,
      email: contact.email ?? user?.email ?? null,
    };
  }
}

/** One order line per size; the same size twice in a request is one line with the quantities added. */
function mergeLines(lines: CheckoutLine[]): { productId: string; sizeId: string; qty: number }[] {
  const merged = new Map<string, { productId: string; sizeId: string; qty: number }>();
  lines.forEach((line, index) => {
    const sizeId = line.size ?? line.baseSize;
    if (!sizeId)
      throw new UserInputError('Each line needs a size', { [`products.${index}`]: 'Missing size' });
    const existing = merged.get(sizeId);
    if (existing) {
      if (existing.productId !== line.product) {
        throw new UserInputError('One of the products in your cart is no longer available', {
          [`products.${index}`]: 'Unknown product or size',
        });
      }
      existing.qty += line.qty;
      if (existing.qty > MAX_LINE_QUANTITY)
        throw new UserInputError(`You can buy at most ${MAX_LINE_QUANTITY} of an item`, {
          [`products.${index}`]: `At most ${MAX_LINE_QUANTITY}`,
        });
    } else {
      merged.set(sizeId, { productId: line.product, sizeId, qty: line.qty });
    }
  });
  return [...merged.values()];
}
