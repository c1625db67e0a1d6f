import { createHash, randomBytes } from 'node:crypto';
import type { CheckoutDetails } from '@shop/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type OrderAddress, sandboxOrders } from '../../../db/schema.ts';
import type { SandboxWebhook } from '../../http-transport.ts';
import type * as Port from '../payment-provider.ts';
// The sandbox imitates Razorpay's protocol (ids, signatures, webhooks, checkout.js), so the shop's code path
// is the one it runs in production: it signs and reads with Razorpay's own helpers.
import { isGenuinePayment, paymentSignature, webhookSignature } from '../razorpay/signatures.ts';
import { EVENT_ID_HEADER, parseWebhook, SIGNATURE_HEADER, webhookEnvelope } from '../razorpay/webhook.ts';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

/** What the hosted checkout hands back on success, with Razorpay's names. */
export interface SandboxPaymentResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/**
 * A stand-in for Razorpay that needs no network: it keeps its orders in its own table, its hosted checkout is a
 * page the shop serves (checkout-page.ts), and it signs payments and webhooks with Razorpay's formulas.
 */
export class SandboxProvider implements Port.PaymentProvider {
  readonly name = 'sandbox';
  readonly checkoutOptions: Port.CheckoutOptions = {
    key: SANDBOX_KEY_ID,
    scriptUrl: '/payments/sandbox/checkout.js',
  };

  // Refunds already made, by the caller's reference: a retried refund answers the first one.
  readonly #refunds = new Map<string, Port.ProviderRefund>();
  #deliver: ((webhook: SandboxWebhook) => void) | undefined;

  constructor(
    private readonly db: Db,
    private readonly keySecret: string,
    private readonly webhookSecret: string,
  ) {}

  async createOrder(input: { amount: number; receipt: string; notes: Record<string, string> }) {
    const id = `order_${randomId()}`;
    await this.db.insert(sandboxOrders).values({ id, amountPaise: input.amount, receipt: input.receipt });
    return { id, amount: input.amount };
  }

  /** Like Razorpay, an order's amount is fixed once a payment has been attempted. */
  async setOrderAmount(orderId: string, amount: number): Promise<void> {
    const [changed] = await this.db
      .update(sandboxOrders)
      .set({ amountPaise: amount })
      .where(and(eq(sandboxOrders.id, orderId), eq(sandboxOrders.status, 'created')))
      .returning({ id: sandboxOrders.id });
    if (!changed) throw new Error(`sandbox: order ${orderId} has a payment; its amount cannot change`);
  }

  async fetchOrder(orderId: string): Promise<Port.ProviderOrder> {
    const row = await this.#order(orderId);
    const paid = row.status === 'paid' || row.status === 'refunded';
    return {
      id: row.id,
      amount: row.amountPaise,
      amountPaid: paid ? (row.paidAmountPaise ?? row.amountPaise) : 0,
      status: paid ? 'paid' : row.status === 'failed' ? 'attempted' : 'created',
      customer: {
        name: row.customer?.name,
        email: row.customer?.email,
        contact: row.customer?.contact,
        shippingAddress: row.customer?.shippingAddress as OrderAddress | undefined,
        billingAddress: row.customer?.shippingAddress as OrderAddress | undefined,
      },
    };
  }

  async fetchPayment(paymentId: string): Promise<Port.ProviderPayment> {
    const [row] = await this.db.select().from(sandboxOrders).where(eq(sandboxOrders.paymentId, paymentId));
    if (!row) throw new Error(`sandbox: no payment ${paymentId}`);
    return {
      id: paymentId,
      orderId: row.id,
      amount: row.paidAmountPaise ?? row.amountPaise,
      status: row.status === 'refunded' ? 'refunded' : row.status === 'paid' ? 'captured' : 'failed',
      method: 'card',
    };
  }

  async fetchOrderPayments(orderId: string): Promise<Port.ProviderPayment[]> {
    const row = await this.#order(orderId);
    return row.paymentId ? [await this.fetchPayment(row.paymentId)] : [];
  }

  /**
   * Refunds part or all of a payment as Razorpay does: never beyond what was paid, once per reference, pending
   * at first and then completed with the `refund.processed` webhook a moment later.
   */
  async refund(paymentId: string, request: Port.RefundRequest): Promise<Port.ProviderRefund> {
    const refundId = `rfnd_${createHash('sha256').update(request.reference).digest('base64url').slice(0, 14)}`;
    const replay = this.#refunds.get(request.reference);
    if (replay) return replay;
    const [row] = await this.db
      .update(sandboxOrders)
      .set({
        refundedPaise: sql`${sandboxOrders.refundedPaise} + ${request.amount}`,
        status: sql`case when ${sandboxOrders.refundedPaise} + ${request.amount} >= coalesce(${sandboxOrders.paidAmountPaise}, ${sandboxOrders.amountPaise}) then 'refunded' else ${sandboxOrders.status} end`,
      })
      .where(
        and(
          eq(sandboxOrders.paymentId, paymentId),
          inArray(sandboxOrders.status, ['paid', 'refunded']),
          sql`${sandboxOrders.refundedPaise} + ${request.amount} <= coalesce(${sandboxOrders.paidAmountPaise}, ${sandboxOrders.amountPaise})`,
        ),
      )
      .returning({ orderId: sandboxOrders.id });
    if (!row || request.amount <= 0) {
      throw new Error('sandbox: the refund amount provided is greater than amount captured');
    }
    const refund: Port.ProviderRefund = {
      id: refundId,
      paymentId,
      amount: request.amount,
      status: 'pending',
    };
    this.#refunds.set(request.reference, refund);
    this.#send('refund.processed', {
      refund: {
        entity: {
          id: refundId,
          entity: 'refund',
          amount: request.amount,
          currency: 'INR',
          payment_id: paymentId,
          receipt: request.reference,
          notes: request.notes ?? {},
          status: 'processed',
          speed_processed: 'normal',
        },
      },
      payment: { entity: { id: paymentId, order_id: row.orderId, status: 'refunded' } },
    });
    return refund;
  }

  /** Where the sandbox sends its webhooks (the shop's own endpoint), set by its routes. */
  deliverWebhooksTo(deliver: (webhook: SandboxWebhook) => void): void {
    this.#deliver = deliver;
  }

  #send(event: string, payload: object): void {
    if (!this.#deliver) return;
    const { body, signature, eventId } = this.signedWebhook(event, payload);
    this.#deliver({
      body,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signature,
        [EVENT_ID_HEADER]: eventId,
      },
    });
  }

  /** The hosted checkout's Pay button: records the shopper's details and returns the signed result. */
  async pay(orderId: string, details: CheckoutDetails): Promise<SandboxPaymentResult> {
    const row = await this.#order(orderId);
    if (row.status === 'paid' || row.status === 'refunded') throw new Error('This order is already paid');
    const paymentId = `pay_${randomId()}`;
    await this.db
      .update(sandboxOrders)
      .set({ status: 'paid', paymentId, customer: details, paidAmountPaise: row.amountPaise })
      .where(eq(sandboxOrders.id, orderId));
    this.#send('payment.captured', {
      payment: { entity: { id: paymentId, order_id: orderId, amount: row.amountPaise, status: 'captured' } },
    });
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: paymentSignature(this.keySecret, orderId, paymentId),
    };
  }

  /** The hosted checkout's Fail button: an attempt that the bank declined, as Razorpay reports it. */
  async fail(orderId: string): Promise<{ error: Record<string, string | Record<string, string>> }> {
    await this.#order(orderId);
    const paymentId = `pay_${randomId()}`;
    await this.db.update(sandboxOrders).set({ status: 'failed' }).where(eq(sandboxOrders.id, orderId));
    const error = {
      code: 'BAD_REQUEST_ERROR',
      description: 'Your payment could not be completed as the bank declined it.',
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_failed',
    };
    this.#send('payment.failed', {
      payment: {
        entity: {
          id: paymentId,
          order_id: orderId,
          status: 'failed',
          error_code: error.code,
          error_description: error.description,
          error_source: error.source,
          error_step: error.step,
          error_reason: error.reason,
        },
      },
    });
    return { error: { ...error, metadata: { order_id: orderId, payment_id: paymentId } } };
  }

  /** A webhook body and its signature, as Razorpay would deliver them. */
  signedWebhook(event: string, payload: object): { body: string; signature: string; eventId: string } {
    const eventId = `evt_${randomId()}`;
    const body = webhookEnvelope(event, payload, 'acc_sandbox');
    return { body, signature: webhookSignature(this.webhookSecret, body), eventId };
  }

  async orderSummary(orderId: string) {
    return this.#order(orderId);
  }

  verifyReturn({ providerOrderId, paymentId, signature }: Port.ShopperReturn): boolean {
    return isGenuinePayment(this.keySecret, { orderId: providerOrderId, paymentId, signature });
  }

  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Port.WebhookDelivery {
    return parseWebhook(this.webhookSecret, rawBody, headers);
  }

  async #order(orderId: string) {
    const [row] = await this.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
    if (!row) throw new Error(`sandbox: no order ${orderId}`);
    return row;
  }
}

/** Razorpay-style id body: 14 base62 characters. */
function randomId(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return Array.from(randomBytes(14), (byte) => alphabet[byte % 62]).join('');
}
