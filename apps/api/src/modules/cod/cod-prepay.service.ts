import {
  COD_PAYMENT_METHOD,
  type CodPrepayOffer,
  deliveryTermsOf,
  englishText,
  formatINR,
  type Message,
  messageRef,
  msg,
  type OrderState,
} from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentProvider, ProviderPayment } from '../../adapters/payments/payment-provider.ts';
import type { Db } from '../../db/client.ts';
import { nextDocumentNumber } from '../../db/document-numbers.ts';
import { orderLines, orders } from '../../db/schema.ts';
import { AppError, NotFoundError } from '../../domain/errors.ts';
import { noMetrics, type ShopMetrics } from '../../domain/metrics.ts';
import { type Refusal, refusal } from '../../domain/refusal.ts';
import type { PaymentOrder } from '../orders/checkout.service.ts';
import { couponBase } from '../orders/checkout-pricing.ts';
import { type OrderTransitions, recordNote } from '../orders/order-transition.ts';
import type { OrderRow } from '../orders/orders.dto.ts';
import type { PaymentCompletion } from '../orders/payment-completion.service.ts';
import { refundAndCancel } from '../orders/unfulfilled-payment.ts';
import type { ShopSettingsService } from '../settings/shop-settings.service.ts';
import { liveShipment } from '../shipping/live-shipments.ts';
import { prepaidAgainstCod } from './cod-rules.ts';

/** Why a COD order cannot be paid online now: cancelled, on its way (or packed), or paid already. */
export type PrepayRefused = Refusal<'cancelled' | 'too_late' | 'already_paid'>;

/** The states before packing: the parcel has not left, so its price may still change. */
const BEFORE_PACKING: readonly OrderState[] = ['PLACED', 'CONFIRMED'];

/** A COD order's price paid online: the new total, its delivery charge, and what the shopper saves. */
export interface PrepayQuote {
  amountPaise: number;
  shippingPaise: number;
  savingPaise: number;
}

/**
 * docs/cod.md#paying-online-instead: a COD order not yet packed may be paid online, through the gateway, for its
 * total without the COD fee and without the delivery charge a prepaid order of its value would not pay. Paying
 * turns it into a prepaid order, invoiced at payment; a payment that comes too late is given back.
 */
export class CodPrepayService {
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentProvider,
    private readonly settings: Pick<ShopSettingsService, 'shipping' | 'payments'>,
    private readonly transitions: Pick<OrderTransitions, 'transition'>,
    /** Work owed once an order is paid (drawing its invoice), in the transaction that pays it. */
    private readonly afterPaid: (tx: Db, orderDbId: string) => Promise<void> = async () => {},
    private readonly metrics: Pick<ShopMetrics, 'paymentOutcome'> = noMetrics,
  ) {}

  /** What the order costs paid online now, judged as `GET /payments/options` judges a basket of its goods. */
  async quote(order: OrderRow): Promise<PrepayQuote> {
    const terms = deliveryTermsOf(await this.settings.shipping());
    const goodsPaise = couponBase(order) - order.couponDiscountPaise;
    const { savingPaise } = prepaidAgainstCod(terms, goodsPaise, {
      feePaise: order.codFeePaise,
      shippingPaise: order.shippingPaise,
    });
    return {
      amountPaise: order.totalAmountPaise - savingPaise,
      shippingPaise: order.shippingPaise - (savingPaise - order.codFeePaise),
      savingPaise,
    };
  }

  /** What the thank-you and confirmation pages offer: paying now (while it may be), and the confirmation window. */
  async offer(order: OrderRow): Promise<CodPrepayOffer> {
    const { codConfirmWithinHours } = await this.settings.payments();
    const payable = !prepayRefusal(order);
    const quote = payable ? await this.quote(order) : null;
    return {
      confirmWithinHours: codConfirmWithinHours,
      payNow: quote ? { amountPaise: quote.amountPaise, savingPaise: quote.savingPaise } : null,
    };
  }

  /**
   * `POST /orders/cod/:id/pay-online`: opens (or reopens) the gateway's order for the prepaid amount and answers
   * what the browser opens the checkout with, as the online checkout does, and the saving. An open gateway order for the same
   * amount is answered again; one paid already is too, its completion being on its way.
   */
  async open(
    orderDbId: string,
    userId: string,
  ): Promise<({ ok: true; savingPaise: number } & PaymentOrder) | PrepayRefused> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderDbId));
    if (!order || order.userId !== userId) throw new NotFoundError(msg('order.notFound'));
    const refused = prepayRefusal(order);
    if (refused) return refused;
    if (await liveShipment(this.db, order.id, 'FORWARD')) return tooLate(order);
    const { amountPaise, savingPaise } = await this.quote(order);
    const answer = (providerOrderId: string) => ({
      ok: true as const,
      id: providerOrderId,
      amount: amountPaise,
      currency: 'INR' as const,
      key: this.gateway.checkoutOptions.key,
      orderId: order.orderId,
      _id: order.id,
      savingPaise,
    });
    if (order.providerOrderId && order.paymentProvider === this.gateway.name) {
      const opened = await this.gateway.fetchOrder(order.providerOrderId);
      // A paid one is never replaced: its capture finds the order by this id.
      if (opened.amount === amountPaise || opened.status === 'paid') return answer(opened.id);
    }
    const lines = await this.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    let providerOrder: { id: string };
    try {
      providerOrder = await this.gateway.createOrder({
        amount: amountPaise,
        receipt: order.orderId,
        notes: { orderId: order.orderId, orderRef: order.id },
        lineItems: lines.map((line) => ({
          sku: line.sku,
          name: line.name,
          price: line.salePricePaise,
          offerPrice: line.mrpPaise,
          quantity: line.qty,
        })),
      });
    } catch (error) {
      throw new AppError(502, msg('payment.startFailed'), undefined, error);
    }
    // Only over the gateway order this call read: when two opens race (the thank-you page and the text's link),
    // the one that lost answers the winner's, so no shopper is ever shown a gateway order the shop forgot.
    const [kept] = await this.db
      .update(orders)
      .set({ providerOrderId: providerOrder.id, paymentProvider: this.gateway.name, updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, order.id),
          order.providerOrderId === null
            ? isNull(orders.providerOrderId)
            : eq(orders.providerOrderId, order.providerOrderId),
        ),
      )
      .returning({ providerOrderId: orders.providerOrderId });
    if (kept) return answer(providerOrder.id);
    const [now] = await this.db
      .select({ providerOrderId: orders.providerOrderId })
      .from(orders)
      .where(eq(orders.id, order.id));
    return answer(now?.providerOrderId ?? providerOrder.id);
  }

  /**
   * A captured payment of a COD order's gateway order (the shopper's return or the webhook, in any order, any
   * number of times): under the order's row lock, turns it prepaid once. A payment the order can no longer take
   * (cancelled, packed, another amount) is refunded in full and the order stays as it was.
   */
  async complete(current: OrderRow, payment: ProviderPayment): Promise<PaymentCompletion> {
    const quote = await this.quote(current);
    const outcome = await this.db.transaction(async (tx): Promise<Settled> => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, current.id)).for('update');
      if (!locked) throw new NotFoundError(msg('order.notFound'));
      // Prepaid already, by this payment's other arrival.
      if (locked.paymentMethod !== COD_PAYMENT_METHOD) return { done: locked };
      if (locked.paymentFailure?.paymentId === payment.id) return { refundedBefore: locked };
      if (locked.orderStatus === 'CANCELLED') return { refuse: 'order_cancelled' as const };
      if (prepayRefusal(locked)) return { refuse: 'too_late' as const };
      // Booked with the courier (claimBooking holds this same lock): the parcel's label already asks for cash.
      if (await liveShipment(tx, locked.id, 'FORWARD')) return { refuse: 'too_late' as const };
      if (payment.amount !== quote.amountPaise) return { refuse: 'amount_mismatch' as const };

      const paidAt = new Date();
      const [paid] = await tx
        .update(orders)
        .set({
          paymentMethod: (payment.method ?? 'online').toUpperCase(),
          paymentStatus: 'PAID',
          paymentProvider: this.gateway.name,
          providerPaymentId: payment.id,
          paidAt,
          invoiceNumber: await nextDocumentNumber(tx, 'INVOICE', paidAt),
          invoicedAt: paidAt,
          codFeePaise: 0,
          shippingPaise: quote.shippingPaise,
          totalAmountPaise: quote.amountPaise,
          // Paying is the shopper's confirmation; the expiry job only looks at COD orders unconfirmed.
          codConfirmedAt: locked.codConfirmedAt ?? paidAt,
          codConfirmedBy: locked.codConfirmedBy ?? 'SHOPPER',
          // The message's link has nothing left to do.
          codConfirmTokenHash: null,
          paymentFailure: null,
          updatedAt: paidAt,
        })
        .where(eq(orders.id, locked.id))
        .returning();
      if (!paid) throw new Error(`order ${locked.id} vanished under its row lock`);
      await recordNote(tx, locked.id, {
        actorId: locked.userId,
        actorRole: 'SHOPPER',
        note: prepaidNote(locked, quote),
        from: locked.orderStatus,
        at: paidAt,
        details: { paidPaise: quote.amountPaise, savedPaise: quote.savingPaise },
      });
      await this.afterPaid(tx, locked.id);
      return { done: paid, becamePaid: true };
    });
    if ('done' in outcome) {
      if (outcome.becamePaid) this.metrics.paymentOutcome('paid');
      return { ok: true, order: outcome.done };
    }
    if ('refundedBefore' in outcome) return refusal('refunded', msg('payment.refunded'));
    const { refuse } = outcome;
    const why =
      refuse === 'order_cancelled'
        ? msg('payment.cancelledMeanwhile')
        : refuse === 'too_late'
          ? msg('cod.prepayTooLate', { orderId: current.orderId })
          : msg('payment.amountMismatch', {
              paid: formatINR(payment.amount),
              total: formatINR(quote.amountPaise),
            });
    const message = msg('payment.refundingSorry', { reason: why, amount: formatINR(payment.amount) });
    if (refuse === 'order_cancelled') {
      // As for any payment captured on a cancelled order: all of it goes back, the order stays cancelled.
      const { db, gateway, metrics, transitions } = this;
      await refundAndCancel(
        { db, gateway, metrics, transitions },
        current,
        payment.id,
        payment.amount,
        refuse,
        message,
      );
    } else {
      await this.#refundKeepingCod(current, payment, refuse, message);
    }
    return refusal(refuse, message);
  }

  /** Gives back a payment the order cannot take; the order stays cash on delivery, as it was. */
  async #refundKeepingCod(order: OrderRow, payment: ProviderPayment, reason: string, message: Message) {
    await this.gateway.refund(payment.id, { amount: payment.amount, reference: `prepay-${payment.id}` });
    this.metrics.paymentOutcome('refunded');
    await this.db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({
          // Marks the payment as given back, so its other arrival changes nothing.
          paymentFailure: {
            reason,
            description: englishText(message),
            message: messageRef(message.code, message.params),
            paymentId: payment.id,
          },
          updatedAt: new Date(),
        })
        .where(eq(orders.id, order.id));
      await recordNote(tx, order.id, {
        actorRole: 'SYSTEM',
        note: `Online payment of ${formatINR(payment.amount)} refunded: ${englishText(message)}`,
        from: order.orderStatus,
      });
    });
  }
}

/** What the completing transaction found: the order prepaid (now or before), the payment refunded, or to refund. */
type Settled =
  | { done: OrderRow; becamePaid?: boolean }
  | { refundedBefore: OrderRow }
  | { refuse: 'order_cancelled' | 'too_late' | 'amount_mismatch' };

/** Why the order cannot be paid online now, or undefined when it can. */
export function prepayRefusal(order: OrderRow): PrepayRefused | undefined {
  const { orderId } = order;
  if (order.orderStatus === 'CANCELLED') return refusal('cancelled', msg('cod.prepayCancelled', { orderId }));
  if (order.paymentMethod !== COD_PAYMENT_METHOD)
    return refusal('already_paid', msg('cod.prepayPaid', { orderId }));
  // Collected by the courier (or remitted): the parcel has long left.
  if (order.paymentStatus !== 'COD_PENDING' || !BEFORE_PACKING.includes(order.orderStatus))
    return tooLate(order);
  return undefined;
}

function tooLate(order: OrderRow): PrepayRefused {
  return refusal('too_late', msg('cod.prepayTooLate', { orderId: order.orderId }));
}

/** The history's words: "Paid online: the COD fee of ₹49 was removed" (and the delivery charge, when it was). */
function prepaidNote(order: OrderRow, quote: PrepayQuote): string {
  const fee = formatINR(order.codFeePaise);
  const delivery = quote.savingPaise - order.codFeePaise;
  return delivery > 0
    ? `Paid online: the COD fee of ${fee} and the delivery charge of ${formatINR(delivery)} were removed`
    : `Paid online: the COD fee of ${fee} was removed`;
}
