import { beforeAll, describe, expect, it } from 'vitest';
import { buy, call, line, orderRow as orderRowIn, stockOf as stockIn } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { postRaw } from '../../../test/test-app.ts';
import { webhookSignature } from '../../adapters/payments/razorpay/signatures.ts';
import { loadSecrets } from '../../secrets.ts';

const { t, take } = shopForFile();
let webhookSecret: string;
beforeAll(async () => {
  webhookSecret = (await loadSecrets(t.app.config)).sandboxWebhookSecret;
});

const stockOf = (sizeId: string) => stockIn(t.app, sizeId);
const orderRow = (id: string) => orderRowIn(t.app, id);

function deliver(
  event: string,
  payment: object,
  {
    eventId = `evt_${Math.random()}`,
    secret = webhookSecret,
    createdAt = Math.floor(Date.now() / 1000),
  } = {},
) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    payload: { payment: { entity: payment } },
    created_at: createdAt,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(secret, body),
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
}

describe('POST /payments/webhook', () => {
  it('refuses a body whose signature does not match', async () => {
    const bad = await deliver(
      'payment.captured',
      { id: 'pay_x', order_id: 'order_x' },
      { secret: 'someone-else' },
    );
    expect(bad.statusCode).toBe(401);
    const unsigned = await postRaw(
      t.app,
      '/payments/webhook',
      'application/json',
      '{"event":"payment.captured"}',
    );
    expect(unsigned.statusCode).toBe(401);
  });

  it('completes an order whose browser never came back, and the late verify finds it done', async () => {
    const size = take();
    const before = (await stockOf(size.sizeId)) as number;
    const { result, created, verifyPayload } = await buy(t.app, [line(size)]);
    const response = await deliver('payment.captured', {
      id: result.razorpay_payment_id,
      order_id: result.razorpay_order_id,
    });
    expect(response.statusCode).toBe(200);
    expect((await orderRow(created._id))?.paymentStatus).toBe('PAID');
    const late = await call(t.app, 'POST', '/orders/verify-payment-signature', { payload: verifyPayload });
    expect(late.statusCode).toBe(200);
    expect(late.json.body._id).toBe(created._id);
    expect(await stockOf(size.sizeId)).toBe(before - 1);
  });

  it('changes nothing when it arrives after the browser’s verify', async () => {
    const size = take();
    const before = (await stockOf(size.sizeId)) as number;
    const { result, created, verifyPayload } = await buy(t.app, [line(size)]);
    await call(t.app, 'POST', '/orders/verify-payment-signature', { payload: verifyPayload });
    const paidAt = (await orderRow(created._id))?.paidAt;
    expect(
      (await deliver('order.paid', { id: result.razorpay_payment_id, order_id: result.razorpay_order_id }))
        .statusCode,
    ).toBe(200);
    expect((await orderRow(created._id))?.paidAt).toEqual(paidAt);
    expect(await stockOf(size.sizeId)).toBe(before - 1);
  });

  it('ignores a repeated delivery of the same event, whatever event id the unsigned header claims', async () => {
    const size = take();
    const { result } = await buy(t.app, [line(size)]);
    const payment = { id: result.razorpay_payment_id, order_id: result.razorpay_order_id };
    await deliver('payment.captured', payment, { eventId: 'evt_repeat_1' });
    const repeat = await deliver('payment.captured', payment, { eventId: 'evt_repeat_1' });
    expect(repeat.json()).toMatchObject({ status: 200, message: 'Event already processed' });
    const replayed = await deliver('payment.captured', payment, { eventId: 'evt_forged_fresh_id' });
    expect(replayed.json()).toMatchObject({ status: 200, message: 'Event already processed' });
  });

  it('drops a signed event older than the gateway’s retry window, and changes nothing', async () => {
    const size = take();
    const { result, created } = await buy(t.app, [line(size)]);
    const stale = await deliver(
      'payment.captured',
      { id: result.razorpay_payment_id, order_id: result.razorpay_order_id },
      { createdAt: Math.floor(Date.now() / 1000) - 3 * 24 * 60 * 60 },
    );
    expect(stale.json()).toMatchObject({ status: 200, message: 'Event too old: ignored' });
    expect((await orderRow(created._id))?.paymentStatus).toBe('PENDING');
  });

  it('records a failed attempt; the order can still be paid after', async () => {
    const size = take();
    const created = await call(t.app, 'POST', '/orders/create-razorpay-order', {
      payload: { products: [line(size)] },
    });
    const failed = await call(t.app, 'POST', `/payments/sandbox/orders/${created.json.body.id}/fail`);
    expect(failed.json.body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: expect.any(String),
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: created.json.body.id, payment_id: expect.stringMatching(/^pay_/) },
    });
    await deliver('payment.failed', {
      id: failed.json.body.error.metadata.payment_id,
      order_id: created.json.body.id,
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'declined',
      error_source: 'bank',
      error_step: 'payment_authorization',
      error_reason: 'payment_failed',
    });
    const row = await orderRow(created.json.body._id);
    expect(row?.paymentStatus).toBe('FAILED');
    expect(row?.paymentFailure).toMatchObject({ code: 'BAD_REQUEST_ERROR', reason: 'payment_failed' });
  });
});

describe('opening an order at the provider', () => {
  it('records which provider holds its payment', async () => {
    const created = await call(t.app, 'POST', '/orders/create-razorpay-order', {
      payload: { products: [line(take())] },
    });
    const row = await orderRow(created.json.body._id);
    expect(row?.providerOrderId).toBe(created.json.body.id);
    expect(row?.paymentProvider).toBe('sandbox');
  });
});
