import { brand, type CodPrepayOffer, type ConsentField, rupeesWithDecimals } from '@shop/shared';
import { reportCheckoutStarted } from '#app/features/consent/index.ts';
import { rememberedPincode } from '#app/features/delivery-estimate/index.ts';
import { get, post } from '#app/lib/api.ts';
import { type CartItem, PAYMENT_ORDER_KEY } from '#app/lib/session/session-store.ts';

/** What the hosted checkout hands back on success (Razorpay's names). */
export interface PaymentSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** Razorpay's `payment.failed` error (docs/product.md#error-states shows every field). */
export interface PaymentError {
  code?: string;
  description?: string;
  source?: string;
  step?: string;
  reason?: string;
  metadata?: { order_id?: string; payment_id?: string };
}

interface RazorpayInstance {
  on(event: 'payment.failed', callback: (response: { error: PaymentError }) => void): RazorpayInstance;
  open(): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

export interface PaidOrder {
  _id: string;
  orderId: string;
  totalAmount: number;
  /** A guest order's claim: proving the checkout's number by OTP adds the order to that account. */
  claimToken: string | null;
  user: { mobile: string | null };
  products: { product: { sku: string } }[];
}

/** Navigation state of /thank-you (docs/product.md#thank-you-page): order _id, orderId, SKUs and the amount with 2 decimals. */
export interface ThankYouState {
  _id: string;
  orderId: string;
  skus: string[];
  amount: string;
  /** The same amount in paise, for display in the shop's one money format. */
  amountPaise: number;
  /** Guest orders only: what the thank-you page needs to offer the OTP step that claims the order. */
  claim?: { token: string; mobile: string };
  /** Cash on delivery (docs/cod.md): nothing is paid yet; the number the confirmation message went to. */
  cod?: { mobile: string | null; offer?: CodPrepayOffer };
}

export function thankYouState(order: PaidOrder): ThankYouState {
  return {
    _id: order._id,
    orderId: order.orderId,
    skus: order.products.map((line) => line.product.sku),
    amount: rupeesWithDecimals(order.totalAmount),
    amountPaise: order.totalAmount,
    ...(order.claimToken && order.user.mobile
      ? { claim: { token: order.claimToken, mobile: order.user.mobile } }
      : {}),
  };
}

/** The WhatsApp boxes ticked before paying online: only a `true` is sent, so an unticked box withdraws nothing. */
export type WhatsappChoices = Partial<Record<ConsentField, true>>;

/** docs/product.md#checkout: a line is the product, its quantity, and `baseSize` for the base size or `size` otherwise. */
export function checkoutLines(items: CartItem[]) {
  return items.map((item) =>
    item.isBase
      ? { product: item._id, qty: item.quantity, baseSize: item.size._id }
      : { product: item._id, qty: item.quantity, size: item.size._id },
  );
}

/**
 * What the browser sends to create the payment order: product ids, sizes and quantities only. The server prices
 * everything from its own records, so nothing the shopper could edit in the stored cart reaches the total.
 */
/** `pincode`, the one the shopper checked delivery to, lets the server refuse an unserviceable one before payment. */
export function checkoutPayload(
  items: CartItem[],
  isBundle: boolean,
  pincode: string | null = null,
  /** The WhatsApp boxes ticked (docs/messaging.md#consent). */
  choices: WhatsappChoices = {},
) {
  return {
    products: checkoutLines(items),
    ...(isBundle ? { isBundle: true } : {}),
    ...(pincode ? { pincode } : {}),
    ...choices,
  };
}

let scriptLoad: Promise<boolean> | undefined;

/** Loads the gateway's script (Razorpay's, or the sandbox's stand-in) once; false if it cannot load. */
export function loadCheckoutScript(): Promise<boolean> {
  if (typeof window !== 'undefined' && window.Razorpay) return Promise.resolve(true);
  scriptLoad ??= (async () => {
    const config = await get<{ checkoutScriptUrl: string }>('/payments/config', { quiet: true });
    const src = config?.body?.checkoutScriptUrl;
    if (!src) return false;
    return new Promise<boolean>((resolve) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve(Boolean(window.Razorpay));
      script.onerror = () => resolve(false);
      document.head.appendChild(script);
    });
  })().then((loaded) => {
    if (!loaded) scriptLoad = undefined; // let a later click try again
    return loaded;
  });
  return scriptLoad;
}

/**
 * How a checkout ended. An `error` carries the server's message (already in the page's language); a `failed`
 * names what went wrong in the browser, for the caller to say in the page's language.
 */
export type CheckoutOutcome =
  | { kind: 'paid'; order: PaidOrder }
  | { kind: 'dismissed' }
  | { kind: 'error'; message: string }
  | { kind: 'failed'; problem: 'script' | 'unconfirmed' | 'initiation'; detail?: string };

export interface CheckoutRequest {
  items: CartItem[];
  isBundle: boolean;
  /** The WhatsApp boxes a signed-in shopper ticked before paying. */
  choices?: WhatsappChoices;
  token: string | null;
  prefill?: { name?: string | null; email?: string | null; contact?: string | null };
  /** The hosted checkout's line under the shop's name, in the page's language: `Order VN-1234`. */
  describeOrder?: (orderId: string) => string;
  /** Called once the payment order exists and the hosted checkout is about to open (clears the busy flag). */
  onOpened?: () => void;
  /** A declined attempt; the hosted checkout stays open for another try, so the outcome is still to come. */
  onFailed?: (error: PaymentError) => void;
}

/**
 * docs/product.md#checkout: create the payment order on the server (which prices it), open the hosted checkout,
 * send its result for verification. Resolves with what happened; the caller updates its own screen.
 */
export async function runCheckout({
  items,
  isBundle,
  token,
  choices,
  ...opening
}: CheckoutRequest): Promise<CheckoutOutcome> {
  const created = await post<PaymentOrder>(
    '/orders/create-razorpay-order',
    checkoutPayload(items, isBundle, rememberedPincode(), token ? choices : {}),
    { token },
  );
  if (!created) return { kind: 'error', message: '' };
  if (created.status !== 200 || !created.body) return { kind: 'error', message: created.message };
  const order = created.body;
  // The total as the server priced it, never the cart's own arithmetic (docs/privacy.md#what-is-sent).
  reportCheckoutStarted(
    order.amount,
    items.reduce((count, item) => count + item.quantity, 0),
  );
  return openHostedCheckout(order, { token, ...opening });
}

/** What the server answers when it opens a payment at the gateway: the online checkout's and a COD order's pay-now. */
export interface PaymentOrder {
  id: string;
  amount: number;
  currency: string;
  key: string;
  orderId: string;
}

/**
 * Opens the gateway's hosted checkout for a payment order the server opened, and sends its result for
 * verification. Resolves with what happened; the caller updates its own screen.
 */
export async function openHostedCheckout(
  order: PaymentOrder,
  {
    token,
    prefill = {},
    describeOrder = (orderId) => orderId,
    onOpened,
    onFailed,
    showCoupons = true,
  }: Omit<CheckoutRequest, 'items' | 'isBundle'> & {
    /** A COD order paid online keeps the coupon it was placed with: the hosted checkout offers none. */
    showCoupons?: boolean;
  },
): Promise<CheckoutOutcome> {
  try {
    window.localStorage.setItem(PAYMENT_ORDER_KEY, order.id);
  } catch {}

  if (!(await loadCheckoutScript()) || !window.Razorpay) {
    return { kind: 'failed', problem: 'script' };
  }
  const Razorpay = window.Razorpay;

  return new Promise<CheckoutOutcome>((resolve) => {
    try {
      const checkout = new Razorpay({
        key: order.key,
        amount: order.amount,
        currency: order.currency,
        order_id: order.id,
        name: brand.name,
        description: describeOrder(order.orderId),
        one_click_checkout: true,
        show_coupons: showCoupons,
        prefill: { name: prefill.name ?? '', email: prefill.email ?? '', contact: prefill.contact ?? '' },
        theme: { color: '#47532f' },
        modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
        handler: async (response: PaymentSuccess) => {
          const verified = await post<PaidOrder>(
            '/orders/verify-payment-signature',
            {
              razorpayPaymentId: response.razorpay_payment_id,
              razorpayOrderId: response.razorpay_order_id,
              razorpaySignature: response.razorpay_signature,
            },
            { token },
          );
          if (verified?.status === 200 && verified.body) resolve({ kind: 'paid', order: verified.body });
          else if (verified) resolve({ kind: 'error', message: verified.message });
          else resolve({ kind: 'failed', problem: 'unconfirmed' });
        },
      });
      checkout.on('payment.failed', ({ error }) => onFailed?.(error));
      onOpened?.();
      checkout.open();
    } catch (error) {
      resolve({ kind: 'failed', problem: 'initiation', detail: (error as Error).message });
    }
  });
}

/** The words describePaymentError needs, from the page's catalog (`checkout:failure`). */
export type PaymentErrorLabels = Record<
  'code' | 'description' | 'source' | 'step' | 'reason' | 'orderId' | 'paymentId' | 'unknown' | 'declined',
  string
>;

/**
 * docs/product.md#error-states: the provider's code, description, source, step, reason, order id and payment id,
 * labelled in the page's language; the values are the provider's own.
 */
export function describePaymentError(error: PaymentError, labels: PaymentErrorLabels): string[] {
  return [
    `${labels.code}: ${error.code ?? labels.unknown}`,
    `${labels.description}: ${error.description ?? labels.declined}`,
    `${labels.source}: ${error.source ?? labels.unknown}`,
    `${labels.step}: ${error.step ?? labels.unknown}`,
    `${labels.reason}: ${error.reason ?? labels.unknown}`,
    `${labels.orderId}: ${error.metadata?.order_id ?? '-'}`,
    `${labels.paymentId}: ${error.metadata?.payment_id ?? '-'}`,
  ];
}
