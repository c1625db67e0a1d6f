import { createHash } from 'node:crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { describe, expect, it } from 'vitest';
import { RazorpayProvider } from './razorpay-provider.ts';
import { paymentSignature, signaturesMatch, webhookSignature } from './signatures.ts';

describe('payment signatures', () => {
  const secret = 'test_key_secret_123';

  it('signs payments exactly as Razorpay’s own SDK verifies them', () => {
    const signature = paymentSignature(secret, 'order_ABC123', 'pay_XYZ789');
    expect(
      validatePaymentVerification({ order_id: 'order_ABC123', payment_id: 'pay_XYZ789' }, signature, secret),
    ).toBe(true);
  });

  it('signs webhooks exactly as Razorpay’s own SDK verifies them', () => {
    const body = '{"event":"payment.captured","payload":{}}';
    expect(validateWebhookSignature(body, webhookSignature(secret, body), secret)).toBe(true);
  });

  it('the Razorpay gateway accepts a genuine signature and refuses altered ones', () => {
    const gateway = new RazorpayProvider({ keyId: 'rzp_test_x', keySecret: secret, webhookSecret: 'whsec' });
    const signature = paymentSignature(secret, 'order_1', 'pay_1');
    expect(gateway.verifyReturn({ providerOrderId: 'order_1', paymentId: 'pay_1', signature })).toBe(true);
    expect(gateway.verifyReturn({ providerOrderId: 'order_2', paymentId: 'pay_1', signature })).toBe(false);
    expect(
      gateway.verifyReturn({
        providerOrderId: 'order_1',
        paymentId: 'pay_1',
        signature: signature.slice(1),
      }),
    ).toBe(false);
    expect(
      gateway.verifyReturn({ providerOrderId: 'order_1', paymentId: 'pay_1', signature: 'zz'.repeat(32) }),
    ).toBe(false);
    expect(gateway.verifyWebhookSignature('{}', webhookSignature('whsec', '{}'))).toBe(true);
    expect(gateway.verifyWebhookSignature('{ }', webhookSignature('whsec', '{}'))).toBe(false);
  });

  it('compares without caring about hex case and never throws on junk', () => {
    const expected = createHash('sha256').update('x').digest('hex');
    expect(signaturesMatch(expected, expected.toUpperCase())).toBe(true);
    expect(signaturesMatch(expected, '')).toBe(false);
    expect(signaturesMatch(expected, 'not hex at all')).toBe(false);
  });
});
