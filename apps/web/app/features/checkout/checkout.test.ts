import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '#app/i18n/messages/en/checkout.ts';
import hi from '#app/i18n/messages/hi/checkout.ts';
import { type CartItem, PAYMENT_ORDER_KEY } from '#app/lib/session/session-store.ts';
import {
  checkoutLines,
  checkoutPayload,
  describePaymentError,
  type PaidOrder,
  type PaymentError,
  runCheckout,
  thankYouState,
} from './checkout.ts';

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  _id: 'p1',
  slug: 'kumkumadi-glow-face-serum',
  name: 'Kumkumadi Glow Face Serum',
  image: 'products/kumkumadi.webp',
  quantity: 2,
  mrp: 74900,
  salePrice: 64900,
  size: { _id: 's-base', title: '15 ml' },
  isBase: true,
  ...overrides,
});

describe('checkoutLines', () => {
  it('sends the base size as baseSize and any other size as size', () => {
    expect(
      checkoutLines([item(), item({ _id: 'p2', size: { _id: 's-30', title: '30 ml' }, isBase: false })]),
    ).toEqual([
      { product: 'p1', qty: 2, baseSize: 's-base' },
      { product: 'p2', qty: 2, size: 's-30' },
    ]);
  });
});

describe('checkoutPayload', () => {
  it('carries product ids, sizes and quantities, and no price, name or picture from the stored cart', () => {
    const payload = checkoutPayload([item({ mrp: 1, salePrice: 1 })], false);
    expect(payload).toEqual({ products: [{ product: 'p1', qty: 2, baseSize: 's-base' }] });
    expect(JSON.stringify(payload)).not.toMatch(/mrp|salePrice|price|name|image|slug/i);
  });

  it('marks a bundle, and only a bundle', () => {
    expect(checkoutPayload([item()], true)).toMatchObject({ isBundle: true });
    expect(checkoutPayload([item()], false)).not.toHaveProperty('isBundle');
  });

  it('sends the PIN code the shopper checked, so the server can refuse one it cannot deliver to', () => {
    expect(checkoutPayload([item()], false, '411001')).toMatchObject({ pincode: '411001' });
    expect(checkoutPayload([item()], false, null)).not.toHaveProperty('pincode');
  });
});

const paidOrder = (overrides: Partial<PaidOrder> = {}): PaidOrder => ({
  _id: 'o1',
  orderId: 'VN-1001',
  totalAmount: 129800,
  claimToken: null,
  user: { mobile: '9876543210' },
  products: [{ product: { sku: 'KGS-15' } }, { product: { sku: 'BAO-100' } }],
  ...overrides,
});

describe('thankYouState', () => {
  it('carries the order, its SKUs and the amount with two decimals', () => {
    expect(thankYouState(paidOrder())).toEqual({
      _id: 'o1',
      orderId: 'VN-1001',
      skus: ['KGS-15', 'BAO-100'],
      amount: '1298.00',
      amountPaise: 129800,
    });
  });

  it("offers a guest order's claim only with both the claim token and the number", () => {
    expect(thankYouState(paidOrder({ claimToken: 'c1' })).claim).toEqual({
      token: 'c1',
      mobile: '9876543210',
    });
    expect(thankYouState(paidOrder({ claimToken: 'c1', user: { mobile: null } }))).not.toHaveProperty(
      'claim',
    );
  });
});

describe('describePaymentError', () => {
  it("lists every field of the provider's error, with a stand-in for what is missing", () => {
    const error: PaymentError = {
      code: 'BAD_REQUEST_ERROR',
      description: 'Card declined',
      reason: 'payment_failed',
      metadata: { order_id: 'order_1' },
    };
    expect(describePaymentError(error, en.failure)).toEqual([
      'Code: BAD_REQUEST_ERROR',
      'Description: Card declined',
      'Source: unknown',
      'Step: unknown',
      'Reason: payment_failed',
      'Order ID: order_1',
      'Payment ID: -',
    ]);
  });

  it("labels the provider's values in the page's language", () => {
    expect(describePaymentError({ code: 'BAD_REQUEST_ERROR' }, hi.failure)).toEqual([
      'कोड: BAD_REQUEST_ERROR',
      'विवरण: भुगतान नहीं हो पाया',
      'स्रोत: पता नहीं',
      'चरण: पता नहीं',
      'कारण: पता नहीं',
      'ऑर्डर आईडी: -',
      'पेमेंट आईडी: -',
    ]);
  });
});

describe('runCheckout', () => {
  let requests: { url: string; body: unknown }[];
  let storage: Map<string, string>;
  let checkoutOptions: Record<string, any> | undefined;
  let failedHandler: ((response: { error: PaymentError }) => void) | undefined;

  /** Answers the API calls in turn: create the payment order, then verify the payment. */
  function answer(...responses: unknown[]) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        return { json: async () => responses.shift() };
      }),
    );
  }

  beforeEach(() => {
    requests = [];
    storage = new Map();
    checkoutOptions = undefined;
    failedHandler = undefined;
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
      },
      // The gateway's checkout: records how it was opened; the test plays the shopper.
      Razorpay: class {
        constructor(options: Record<string, any>) {
          checkoutOptions = options;
        }
        on(_event: string, callback: (response: { error: PaymentError }) => void) {
          failedHandler = callback;
          return this;
        }
        open() {}
      },
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const created = {
    status: 200,
    message: 'OK',
    body: { id: 'order_1', amount: 129800, currency: 'INR', key: 'rzp', orderId: 'VN-1001' },
  };

  it('creates the payment order from ids and quantities, opens the checkout and verifies the payment', async () => {
    answer(created, { status: 200, message: 'OK', body: paidOrder() });
    const onOpened = vi.fn();
    const outcome = runCheckout({ items: [item()], isBundle: false, token: 't1', onOpened });
    await vi.waitFor(() => expect(checkoutOptions).toBeDefined());
    expect(requests[0]).toEqual({
      url: '/api/v1/orders/create-razorpay-order',
      body: { products: [{ product: 'p1', qty: 2, baseSize: 's-base' }] },
    });
    expect(storage.get(PAYMENT_ORDER_KEY)).toBe('order_1');
    expect(checkoutOptions).toMatchObject({ order_id: 'order_1', amount: 129800, currency: 'INR' });
    expect(onOpened).toHaveBeenCalledTimes(1);

    await checkoutOptions?.handler({
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_1',
      razorpay_signature: 'sig',
    });
    expect(await outcome).toEqual({ kind: 'paid', order: paidOrder() });
    expect(requests[1]).toEqual({
      url: '/api/v1/orders/verify-payment-signature',
      body: { razorpayPaymentId: 'pay_1', razorpayOrderId: 'order_1', razorpaySignature: 'sig' },
    });
  });

  it('passes on a declined attempt and ends as dismissed when the shopper closes the checkout', async () => {
    answer(created);
    const onFailed = vi.fn();
    const outcome = runCheckout({ items: [item()], isBundle: true, token: null, onFailed });
    await vi.waitFor(() => expect(checkoutOptions).toBeDefined());
    expect(requests[0]?.body).toMatchObject({ isBundle: true });
    failedHandler?.({ error: { code: 'BAD_REQUEST_ERROR' } });
    expect(onFailed).toHaveBeenCalledWith({ code: 'BAD_REQUEST_ERROR' });
    checkoutOptions?.modal.ondismiss();
    expect(await outcome).toEqual({ kind: 'dismissed' });
  });

  it("ends with the server's message when the payment order cannot be created", async () => {
    answer({ status: 400, message: 'Neem Face Wash is out of stock' });
    expect(await runCheckout({ items: [item()], isBundle: false, token: null })).toEqual({
      kind: 'error',
      message: 'Neem Face Wash is out of stock',
    });
    expect(checkoutOptions).toBeUndefined();
  });

  it('ends with an error when the payment cannot be verified', async () => {
    answer(created, { status: 400, message: 'Payment verification failed' });
    const outcome = runCheckout({ items: [item()], isBundle: false, token: null });
    await vi.waitFor(() => expect(checkoutOptions).toBeDefined());
    await checkoutOptions?.handler({
      razorpay_payment_id: 'p',
      razorpay_order_id: 'o',
      razorpay_signature: 's',
    });
    expect(await outcome).toEqual({ kind: 'error', message: 'Payment verification failed' });
  });
});
