import {
  COD_PAYMENT_METHOD,
  formatINR,
  type Message,
  msg,
  normaliseIndianMobile,
  readMessageRef,
} from '@shop/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type {
  PaymentFailure,
  PaymentProvider,
  ProviderOrder,
  ProviderPayment,
  ShopperReturn,
} from '../../adapters/payments/payment-provider.ts';
import type { Db } from '../../db/client.ts';
import { nextDocumentNumber } from '../../db/document-numbers.ts';
import { orderLines, orders } from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { noMetrics, type ShopMetrics } from '../../domain/metrics.ts';
import { type Refusal, refusal } from '../../domain/refusal.ts';
import type { TokenService } from '../auth/token.service.ts';
import type { InventoryService } from '../catalog/inventory.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { couponBase } from './checkout-pricing.ts';
import type { OrderQueriesService } from './order-queries.service.ts';
import { checkMove } from './order-state-machine.ts';
import type { OrderTransitions } from './order-transition.ts';
import type { OrderDto, OrderRow } from './orders.dto.ts';
import { refundAndCancel } from './unfulfilled-payment.ts';

/**
 * Why a payment did not make its order paid. `foreign_payment`, `not_captured` and `not_started`: the payment
 * cannot complete this order, which stays as it was. `sold_out`, `coupon_refused`, `order_cancelled` (not paid
 * in time, and cancelled before the payment came) and `amount_mismatch`: the
 * order could not be had as paid for, so the payment was refunded just now; `refunded`: it was refunded before.
 */
export type PaymentRefused = Refusal<
  | 'foreign_payment'
  | 'not_captured'
  | 'not_started'
  | 'sold_out'
  | 'coupon_refused'
  | 'order_cancelled'
  | 'amount_mismatch'
  | 'refunded'
  | 'too_late'
>;

export type PaymentCompletion = { ok: true; order: OrderRow } | PaymentRefused;

/** The browser's verify call, answered. */
export type PaymentVerification =
  | { ok: true; order: OrderDto; claimToken: string | null }
  | PaymentRefused
  | Refusal<'bad_signature'>;

// Rolls back the completing transaction when the paid order can no longer be had as priced.
class Unfulfillable extends Error {
  constructor(readonly outcome: Refusal<'sold_out' | 'coupon_refused' | 'order_cancelled'>) {
    super(outcome.message);
  }
}

/**
 * How an order becomes paid: `complete` is the one way, used by the browser's verify call and by the gateway's
 * webhook alike, and it pays an order at most once; an order that cannot be had as paid for is refunded.
 */
export class PaymentCompletionService {
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentProvider,
    private readonly tokens: Pick<TokenService, 'orderClaim'>,
    private readonly inventory: Pick<InventoryService, 'take' | 'productTranslations'>,
    private readonly coupons: Pick<CouponsService, 'redeem'>,
    private readonly users: Pick<UsersService, 'findContact'>,
    private readonly orderQueries: Pick<
      OrderQueriesService,
      'requireByProviderOrder' | 'customerHistory' | 'dto'
    >,
    private readonly transitions: Pick<OrderTransitions, 'transition'>,
    private readonly onStockChange: () => void,
    private readonly metrics: Pick<ShopMetrics, 'paymentOutcome'> = noMetrics,
    /** Work owed once an order is paid (drawing its invoice), added in the transaction that pays it. */
    private readonly afterPaid: (tx: Db, orderDbId: string) => Promise<void> = async () => {},
    /**
     * A COD order's payment online (docs/cod.md#paying-online-instead) turns it prepaid: modules/cod's, given
     * here as a function since orders must not import cod.
     */
    private readonly codPrepaid?: (order: OrderRow, payment: ProviderPayment) => Promise<PaymentCompletion>,
  ) {}

  /**
   * The browser's return from the hosted checkout: checks the signature, then completes the order. A guest
   * order stays unattached, whatever number was typed into the checkout: only a claim token comes back, with
   * which this browser may add the order to the account of that number once it proves the number by OTP.
   */
  async verify(shopperReturn: ShopperReturn): Promise<PaymentVerification> {
    const order = await this.orderQueries.requireByProviderOrder(shopperReturn.providerOrderId);
    if (!this.gateway.verifyReturn(shopperReturn)) {
      return refusal('bad_signature', msg('payment.badSignature'));
    }
    const completed = await this.complete(order.id, shopperReturn.paymentId);
    if (!completed.ok) return completed;
    const paid = completed.order;
    const claimToken =
      paid.userId === null && paid.contactMobile
        ? await this.tokens.orderClaim({ orderId: paid.id, mobile: paid.contactMobile })
        : null;
    return { ok: true, order: await this.orderQueries.dto(paid), claimToken };
  }

  /**
   * Marks an order paid exactly once, taking its units out of stock in the same transaction. Safe to call any
   * number of times, concurrently, from the verify call and the webhook: the row lock makes the second caller
   * see PAID.
   */
  async complete(orderDbId: string, paymentId: string): Promise<PaymentCompletion> {
    const [current] = await this.db.select().from(orders).where(eq(orders.id, orderDbId));
    if (!current) throw new NotFoundError(msg('order.notFound'));
    const settled = settledOutcome(current);
    if (settled) return settled;
    if (!current.providerOrderId) return refusal('not_started', msg('payment.notStarted'));

    const payment = await this.gateway.fetchPayment(paymentId);
    if (payment.orderId !== current.providerOrderId) {
      return refusal('foreign_payment', msg('payment.otherOrder'));
    }
    if (payment.status !== 'captured' && payment.status !== 'authorized') {
      return refusal('not_captured', msg('payment.notThrough'));
    }
    // Placed already, with its stock and coupon taken: its payment changes how it is paid, not whether it is sold.
    if (current.paymentMethod === COD_PAYMENT_METHOD && this.codPrepaid)
      return this.codPrepaid(current, payment);
    if (payment.amount !== current.totalAmountPaise) {
      // Never leave money collected against an order that says otherwise: give it back, and say so.
      const message = msg('payment.amountMismatch', {
        paid: formatINR(payment.amount),
        total: formatINR(current.totalAmountPaise),
      });
      await this.#refundAndCancel(current, paymentId, payment.amount, 'amount_mismatch', message);
      return refusal('amount_mismatch', message);
    }
    const providerOrder = await this.gateway.fetchOrder(current.providerOrderId);
    const buyer = await this.#buyer(current, providerOrder);

    let becamePaid = false;
    try {
      const order = await this.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, orderDbId)).for('update');
        if (!locked) throw new NotFoundError(msg('order.notFound'));
        if (locked.paymentStatus !== 'PENDING' && locked.paymentStatus !== 'FAILED') return locked;
        // An order cancelled meanwhile (not paid in time) cannot be placed: the payment goes back.
        if (!checkMove(locked, 'PLACED', 'SYSTEM').ok) {
          throw new Unfulfillable(refusal('order_cancelled', msg('payment.cancelledMeanwhile')));
        }
        if (locked.couponCode) {
          const redeemed = await this.coupons.redeem(
            locked.couponCode,
            {
              orderValue: couponBase(locked),
              isBundle: locked.isBundle,
              // Dates are judged as when the coupon was applied (the order's last change before payment): a
              // coupon that expired while the shopper was paying still holds. Limits are judged now.
              now: locked.updatedAt,
            },
            (code) => this.orderQueries.customerHistory(buyer, code, locked.id, tx),
            tx,
          );
          if (!redeemed.ok) throw new Unfulfillable(redeemed);
        }
        const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderDbId));
        const taken = await this.inventory.take(lines, tx);
        if (!taken.ok) {
          const line = lines[taken.line];
          const what = line?.sizeId ? `${line.name} (${line.sizeTitle})` : line?.name;
          const named = line && [
            { name: line.name, translations: await this.inventory.productTranslations(line.productId, tx) },
          ];
          throw new Unfulfillable(
            refusal('sold_out', msg('payment.soldOut', { item: String(what) }), undefined, named),
          );
        }
        const shipping = providerOrder.customer.shippingAddress ?? null;
        const paidAt = new Date();
        const placed = await this.transitions.transition(
          tx,
          locked,
          'PLACED',
          { mover: 'SYSTEM' },
          {
            at: paidAt,
            set: {
              paymentStatus: 'PAID',
              providerPaymentId: paymentId,
              paymentMethod: (payment.method ?? 'online').toUpperCase(),
              paidAt,
              invoiceNumber: await nextDocumentNumber(tx, 'INVOICE', paidAt),
              invoicedAt: paidAt,
              userId: buyer.userId,
              contactName: buyer.name,
              contactMobile: buyer.mobile,
              contactEmail: buyer.email,
              shippingAddress: shipping,
              billingAddress: providerOrder.customer.billingAddress ?? shipping,
              paymentFailure: null,
              updatedAt: new Date(),
            },
          },
        );
        // Judged before the coupon and the stock were taken (above), so only a bug lands here.
        if (!placed.ok) throw new Error(`order ${locked.id} could not be placed: ${placed.message}`);
        const paid = placed.order;
        await this.afterPaid(tx, paid.id);
        becamePaid = true;
        return paid;
      });
      this.onStockChange();
      if (becamePaid) this.metrics.paymentOutcome('paid');
      return settledOutcome(order) ?? { ok: true, order };
    } catch (error) {
      if (!(error instanceof Unfulfillable)) throw error;
      const { reason, named } = error.outcome;
      const why = error.outcome.written?.message ?? error.outcome.message;
      const message = msg('payment.refundingSorry', {
        reason: why,
        amount: formatINR(current.totalAmountPaise),
      });
      await this.#refundAndCancel(current, paymentId, current.totalAmountPaise, reason, message);
      return refusal(reason, message, undefined, named);
    }
  }

  /** A declined attempt: recorded for the shopper and support; the order can still be paid by a retry. */
  async markFailed(providerOrderId: string, failure: PaymentFailure): Promise<void> {
    this.metrics.paymentOutcome('failed');
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

  #refundAndCancel(order: OrderRow, paymentId: string, amount: number, reason: string, message: Message) {
    const { db, gateway, metrics, transitions } = this;
    return refundAndCancel({ db, gateway, metrics, transitions }, order, paymentId, amount, reason, message);
  }

  /**
   * Who bought: the signed-in shopper, else nobody yet. The contact details typed into the hosted checkout are
   * kept on the order, but a typed number proves nothing, so a guest order waits for its claim (`verify`).
   */
  async #buyer(order: OrderRow, providerOrder: ProviderOrder) {
    const contact = providerOrder.customer;
    const mobile = contact.contact ? normaliseIndianMobile(contact.contact) : null;
    const user = order.userId ? await this.users.findContact(order.userId) : undefined;
    return {
      userId: order.userId,
      name: contact.name ?? user?.name ?? null,
      mobile: mobile ?? user?.mobile ?? null,
      email: contact.email ?? user?.email ?? null,
    };
  }
}

/** An order paid or refunded before: paying it again changes nothing. */
function settledOutcome(order: OrderRow): PaymentCompletion | undefined {
  if (order.paymentStatus === 'PAID' || order.paymentStatus === 'PARTIALLY_REFUNDED')
    return { ok: true, order };
  if (order.paymentStatus === 'REFUNDED') {
    const told = order.paymentFailure?.message;
    return refusal(
      'refunded',
      (told && readMessageRef(told)) ?? order.paymentFailure?.description ?? msg('payment.refunded'),
    );
  }
  return undefined;
}
