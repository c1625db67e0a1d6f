import Razorpay from 'razorpay';
import type { OrderAddress } from '../../../db/schema.ts';
import type {
  CheckoutOptions,
  PaymentProvider,
  ProviderLineItem,
  ProviderOrder,
  ProviderPayment,
  ProviderRefund,
  RefundRequest,
  ShopperReturn,
  WebhookDelivery,
} from '../payment-provider.ts';
import { isGenuinePayment, isGenuineWebhook } from './signatures.ts';
import { parseWebhook } from './webhook.ts';

const RAZORPAY_API = 'https://api.razorpay.com/v1';
// Magic Checkout: defines `window.Razorpay`, and collects the shopper's contact and addresses.
const CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/magic-checkout.js';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** For the calls the SDK cannot make (idempotent refunds); tests pass their own. */
  fetch?: typeof fetch;
}

interface RazorpayAddress {
  name?: string;
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  country?: string;
}

/**
 * Razorpay through its official SDK (orders, payments, refunds) and Magic Checkout, whose script collects the
 * shopper's contact and addresses and keeps them on the order as `customer_details`.
 */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay';
  readonly checkoutOptions: CheckoutOptions;
  readonly keyId: string;
  readonly #client: Razorpay;
  readonly #keySecret: string;
  readonly #webhookSecret: string;
  readonly #fetch: typeof fetch;

  constructor(options: RazorpayOptions) {
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.keyId = options.keyId;
    this.checkoutOptions = { key: options.keyId, scriptUrl: CHECKOUT_SCRIPT_URL };
    this.#keySecret = options.keySecret;
    this.#webhookSecret = options.webhookSecret;
    this.#client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  }

  async createOrder(input: {
    amount: number;
    receipt: string;
    notes: Record<string, string>;
    lineItems: ProviderLineItem[];
  }): Promise<{ id: string; amount: number }> {
    // Magic Checkout needs the line items and their total on the order.
    const order = await this.#client.orders.create({
      amount: input.amount,
      currency: 'INR',
      receipt: input.receipt,
      notes: input.notes,
      line_items_total: input.amount,
      line_items: input.lineItems.map((item) => ({
        sku: item.sku,
        variant_id: item.sku,
        name: item.name,
        price: item.offerPrice ?? item.price,
        offer_price: item.price,
        quantity: item.quantity,
        image_url: item.imageUrl,
      })),
    } as unknown as Parameters<Razorpay['orders']['create']>[0]);
    return { id: order.id, amount: Number(order.amount) };
  }

  async fetchOrder(orderId: string): Promise<ProviderOrder> {
    const order = (await this.#client.orders.fetch(orderId)) as unknown as {
      id: string;
      amount: number;
      amount_paid: number;
      status: ProviderOrder['status'];
      customer_details?: {
        name?: string;
        email?: string;
        contact?: string;
        shipping_address?: RazorpayAddress;
        billing_address?: RazorpayAddress;
      };
    };
    const details = order.customer_details ?? {};
    return {
      id: order.id,
      amount: Number(order.amount),
      amountPaid: Number(order.amount_paid),
      status: order.status,
      customer: {
        name: details.name,
        email: details.email,
        contact: details.contact,
        shippingAddress: toAddress(details.shipping_address, details.name),
        billingAddress: toAddress(details.billing_address, details.name),
      },
    };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment> {
    const payment = await this.#client.payments.fetch(paymentId);
    return {
      id: payment.id,
      orderId: String(payment.order_id),
      amount: Number(payment.amount),
      status: payment.status as ProviderPayment['status'],
      method: String(payment.method),
    };
  }

  async fetchOrderPayments(orderId: string): Promise<ProviderPayment[]> {
    const { items } = await this.#client.orders.fetchPayments(orderId);
    return items.map((payment) => ({
      id: payment.id,
      orderId: String(payment.order_id),
      amount: Number(payment.amount),
      status: payment.status as ProviderPayment['status'],
      method: String(payment.method),
    }));
  }

  /**
   * POST /v1/payments/{id}/refund with the X-Refund-Idempotency header, which the SDK cannot send: a retry with
   * the same reference answers the refund already made instead of refunding twice.
   */
  async refund(paymentId: string, request: RefundRequest): Promise<ProviderRefund> {
    const response = await this.#fetch(`${RAZORPAY_API}/payments/${encodeURIComponent(paymentId)}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${this.keyId}:${this.#keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
        'x-refund-idempotency': request.reference,
      },
      body: JSON.stringify({
        amount: request.amount,
        speed: 'normal',
        receipt: request.reference,
        notes: request.notes ?? {},
      }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => ({}))) as {
      id?: string;
      payment_id?: string;
      amount?: number;
      status?: ProviderRefund['status'];
      error?: { description?: string };
    };
    if (!response.ok || !body.id) {
      throw new Error(
        `Razorpay refund failed (${response.status}): ${body.error?.description ?? 'no refund id'}`,
      );
    }
    return {
      id: body.id,
      paymentId: body.payment_id ?? paymentId,
      amount: Number(body.amount ?? request.amount),
      status: body.status ?? 'pending',
    };
  }

  verifyReturn({ providerOrderId, paymentId, signature }: ShopperReturn): boolean {
    return isGenuinePayment(this.#keySecret, { orderId: providerOrderId, paymentId, signature });
  }

  verifyWebhookSignature(rawBody: string, signature: string): boolean {
    return isGenuineWebhook(this.#webhookSecret, rawBody, signature);
  }

  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookDelivery {
    return parseWebhook(this.#webhookSecret, rawBody, headers);
  }
}

function toAddress(address: RazorpayAddress | undefined, fallbackName?: string): OrderAddress | undefined {
  if (!address?.line1) return undefined;
  return {
    name: address.name ?? fallbackName ?? '',
    line1: address.line1,
    line2: address.line2 ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    zipcode: address.zipcode ?? '',
    country: address.country ?? 'India',
  };
}

/** The provider as the shop's settings configure it (PAYMENT_PROVIDER=razorpay). */
export function razorpayFromSettings(config: {
  RAZORPAY_KEY_ID?: string | undefined;
  RAZORPAY_KEY_SECRET?: string | undefined;
  RAZORPAY_WEBHOOK_SECRET?: string | undefined;
}): RazorpayProvider {
  return new RazorpayProvider({
    keyId: config.RAZORPAY_KEY_ID ?? '',
    keySecret: config.RAZORPAY_KEY_SECRET ?? '',
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
  });
}
