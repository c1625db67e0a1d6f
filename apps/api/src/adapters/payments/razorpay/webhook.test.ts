import { describe, expect, it } from 'vitest';
import { webhookSignature } from './signatures.ts';
import { parseWebhook, SIGNATURE_HEADER, WEBHOOK_MAX_AGE_SECONDS } from './webhook.ts';

const secret = 'whsec_test';
const now = () => Math.floor(Date.now() / 1000);
const signed = (body: object) => {
  const raw = JSON.stringify(body);
  return { raw, headers: { [SIGNATURE_HEADER]: webhookSignature(secret, raw) } };
};

describe("Razorpay's webhooks, read into the shop's events", () => {
  it('refuses a wrong or missing signature, and a signed body that is not JSON', () => {
    const { raw } = signed({ event: 'payment.captured' });
    expect(parseWebhook(secret, raw, { [SIGNATURE_HEADER]: webhookSignature('other', raw) })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(parseWebhook(secret, raw, {})).toEqual({ ok: false, reason: 'bad_signature' });
    expect(parseWebhook(secret, '{', { [SIGNATURE_HEADER]: webhookSignature(secret, '{') })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('marks an event older than the retry window stale', () => {
    const { raw, headers } = signed({
      event: 'order.paid',
      created_at: now() - WEBHOOK_MAX_AGE_SECONDS - 60,
    });
    expect(parseWebhook(secret, raw, headers)).toMatchObject({ ok: true, stale: true, type: 'order.paid' });
  });

  it('reads captures, failures and refunds, keyed by what the body signs', () => {
    const captured = signed({
      event: 'payment.captured',
      created_at: now(),
      payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1' } } },
    });
    expect(parseWebhook(secret, captured.raw, captured.headers)).toEqual({
      ok: true,
      stale: false,
      type: 'payment.captured',
      key: 'payment.captured:pay_1',
      event: { kind: 'payment_captured', providerOrderId: 'order_1', paymentId: 'pay_1' },
    });
    const failed = signed({
      event: 'payment.failed',
      created_at: now(),
      payload: { payment: { entity: { id: 'pay_2', order_id: 'order_2', error_code: 'BAD_REQUEST_ERROR' } } },
    });
    expect(parseWebhook(secret, failed.raw, failed.headers)).toMatchObject({
      event: {
        kind: 'payment_failed',
        providerOrderId: 'order_2',
        failure: { code: 'BAD_REQUEST_ERROR', description: null, paymentId: 'pay_2' },
      },
    });
    const refund = signed({
      event: 'refund.failed',
      created_at: now(),
      payload: { refund: { entity: { id: 'rfnd_1', receipt: 'r-1' } } },
    });
    expect(parseWebhook(secret, refund.raw, refund.headers)).toMatchObject({
      key: 'refund.failed:rfnd_1',
      event: { kind: 'refund_settled', providerRefundId: 'rfnd_1', receipt: 'r-1', status: 'failed' },
    });
    const other = signed({ event: 'order.notified', created_at: now(), payload: {} });
    expect(parseWebhook(secret, other.raw, other.headers)).toMatchObject({
      key: expect.stringMatching(/^body:[0-9a-f]{64}$/),
      event: { kind: 'ignored' },
    });
  });
});
