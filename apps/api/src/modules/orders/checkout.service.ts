import {
  type CheckoutLine,
  type ConsentField,
  formatINR,
  type Language,
  type Message,
  msg,
  normaliseIndianMobile,
} from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../domain/errors.ts';
import { noMetrics, type ShopMetrics } from '../../domain/metrics.ts';
import { type Refusal, refusal } from '../../domain/refusal.ts';
import type { InventoryService } from '../catalog/inventory.service.ts';
import type { ConsentsService } from '../consents/consents.service.ts';
import type { CouponRefused, CouponsService } from '../coupons/coupons.service.ts';
import type { ShopSettingsService } from '../settings/shop-settings.service.ts';
import {
  type CheckoutRefusal,
  couponBase,
  mergeLines,
  priceCheckout,
  shippingAfterCoupon,
  totalAfterCoupon,
} from './checkout-pricing.ts';
import type { OrderQueriesService } from './order-queries.service.ts';
import type { OrderTransitions } from './order-transition.ts';
import { recordOrder } from './record-order.ts';

/** What the browser opens the gateway's checkout with. */
export interface PaymentOrder {
  id: string;
  amount: number;
  currency: 'INR';
  key: string;
  orderId: string;
  _id: string;
}

export interface CouponApplied {
  ok: true;
  amount: number;
  couponCode: string | null;
  couponDiscountAmount: number;
  message: Message;
}

/** Why an order cannot be opened: the cart as sent, or a PIN code no courier reaches. */
export type OpenRefusal = CheckoutRefusal | Refusal<'not_serviceable'>;

/** Why a coupon cannot change on an order: it is paid, its payment has started, or the coupon is refused. */
export type CouponChangeRefused = Refusal<'already_paid' | 'payment_started'> | CouponRefused;

/**
 * Whether a courier reaches a PIN code (the shipping module's delivery estimate); a shape of its own, since
 * shipping reads orders and orders must not import shipping.
 */
export interface ServedPincodes {
  isServed(pincode: string): Promise<boolean>;
}

/**
 * Opens orders for payment: prices the cart from the catalog, records the order and its lines, and opens it at
 * the gateway; until the shopper pays, applies or removes a coupon.
 */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentProvider,
    private readonly inventory: Pick<InventoryService, 'offers'>,
    private readonly coupons: Pick<CouponsService, 'evaluate'>,
    private readonly orderQueries: Pick<OrderQueriesService, 'requireByProviderOrder' | 'customerHistory'>,
    private readonly transitions: Pick<OrderTransitions, 'transition'>,
    private readonly settings: Pick<ShopSettingsService, 'shipping'>,
    private readonly metrics: Pick<ShopMetrics, 'orderCreated'> = noMetrics,
    private readonly deliveryEstimates?: ServedPincodes,
    private readonly consents?: Pick<ConsentsService, 'record'>,
  ) {}

  /**
   * Opens an order for the cart, for the logged-in `buyer` or a guest. The WhatsApp boxes are recorded with the
   * order for a logged-in buyer's number; a guest's number is typed into the hosted checkout later, so theirs
   * are not (docs/privacy.md#whatsapp).
   */
  async open(
    input: { products: CheckoutLine[]; isBundle: boolean; pincode?: string | undefined } & Partial<
      Record<ConsentField, boolean | undefined>
    >,
    buyer: { id: string; mobile: string } | undefined,
    language: Language = 'en',
  ): Promise<({ ok: true } & PaymentOrder) | OpenRefusal> {
    const requested = mergeLines(input.products);
    if (!requested.ok) return requested;
    // Before anything is recorded or paid; a slow or absent aggregator answers "served" and never blocks a sale.
    const { pincode } = input;
    if (pincode && this.deliveryEstimates && !(await this.deliveryEstimates.isServed(pincode))) {
      return refusal('not_serviceable', msg('shipping.notServed', { pincode }), {
        pincode: msg('shipping.notServedShort'),
      });
    }
    const offers = await this.inventory.offers(requested.lines.map((line) => line.sizeId));
    const priced = priceCheckout(requested.lines, offers, input.isBundle, await this.settings.shipping());
    if (!priced.ok) return priced;

    const order = await this.db.transaction(async (tx) => {
      const recorded = await recordOrder(tx, priced, buyer?.id ?? null);
      if (buyer && this.consents) {
        await this.consents.record(
          tx,
          { mobile: buyer.mobile, userId: buyer.id, orderId: recorded.id, language, source: 'checkout' },
          { whatsappUpdates: input.whatsappUpdates, whatsappMarketing: input.whatsappMarketing },
        );
      }
      return recorded;
    });
    let providerOrder: { id: string; amount: number };
    try {
      providerOrder = await this.gateway.createOrder({
        amount: priced.total,
        receipt: order.orderId,
        notes: { orderId: order.orderId, orderRef: order.id },
        lineItems: priced.lines.map(({ offer, qty, unitPrice }) => ({
          sku: offer.sku,
          name: `${offer.productName} (${offer.sizeTitle})`,
          price: unitPrice,
          offerPrice: offer.mrp,
          quantity: qty,
        })),
      });
    } catch (error) {
      await this.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
        if (locked) {
          await this.transitions.transition(
            tx,
            locked,
            'CANCELLED',
            { mover: 'SYSTEM' },
            {
              note: 'The payment gateway could not open a payment',
            },
          );
        }
      });
      throw new AppError(502, msg('payment.startFailed'), undefined, error);
    }
    await this.db
      .update(orders)
      .set({ providerOrderId: providerOrder.id, paymentProvider: this.gateway.name, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    this.metrics.orderCreated();
    return {
      ok: true,
      id: providerOrder.id,
      amount: priced.total,
      currency: 'INR',
      key: this.gateway.checkoutOptions.key,
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
  ): Promise<CouponApplied | CouponChangeRefused> {
    const order = await this.orderQueries.requireByProviderOrder(providerOrderId);
    if (order.paymentStatus === 'PAID' || order.orderStatus !== 'PENDING') {
      return refusal('already_paid', msg('payment.alreadyPaid'));
    }
    // The amount is fixed once the shopper has tried to pay: a coupon changed after it would record one amount
    // paid where another was collected.
    const atGateway = await this.gateway.fetchOrder(providerOrderId);
    if (atGateway.status !== 'created' || order.paymentStatus !== 'PENDING') {
      return refusal('payment_started', msg('coupon.paymentStarted'), {
        couponCode: msg('coupon.paymentStartedShort'),
      });
    }
    let discount = 0;
    let couponCode: string | null = null;
    if (code) {
      const mobile = contact ? normaliseIndianMobile(contact) : null;
      const customer = { userId: order.userId, mobile };
      const evaluated = await this.coupons.evaluate(
        code,
        { orderValue: couponBase(order), isBundle: order.isBundle, now: new Date() },
        order.userId || mobile
          ? (validCode) => this.orderQueries.customerHistory(customer, validCode, order.id)
          : undefined,
      );
      if (!evaluated.ok) return evaluated;
      discount = evaluated.discount;
      couponCode = evaluated.coupon.code;
    }
    const shippingPaise = shippingAfterCoupon(order, discount, await this.settings.shipping());
    const total = totalAfterCoupon({ ...order, shippingPaise }, discount);
    await this.db
      .update(orders)
      .set({
        couponCode,
        couponDiscountPaise: discount,
        shippingPaise,
        totalAmountPaise: total,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, order.id), eq(orders.orderStatus, 'PENDING')));
    await this.gateway.setOrderAmount?.(providerOrderId, total);
    return {
      ok: true,
      amount: total,
      couponCode,
      couponDiscountAmount: discount,
      message: couponCode
        ? msg('coupon.applied', { code: couponCode, amount: formatINR(discount) })
        : msg('coupon.removed'),
    };
  }
}
