import { describe, expect, it } from 'vitest';
import { recordingFetch } from '../../../../test/recording-fetch.ts';
import { RazorpayProvider } from './razorpay-provider.ts';

describe('Razorpay refunds', () => {
  const answering = (status: number, body: object) => {
    const { calls, fetch } = recordingFetch(status, body);
    const gateway = new RazorpayProvider({
      keyId: 'rzp_test_key',
      keySecret: 'secret',
      webhookSecret: 'whsec',
      fetch,
    });
    return { gateway, calls };
  };

  it('posts an idempotent normal refund, with our reference as the key and the receipt', async () => {
    const { gateway, calls } = answering(200, {
      id: 'rfnd_FP8QHiV938haTz',
      entity: 'refund',
      amount: 50_000,
      payment_id: 'pay_29QQoUBi66xm2f',
      status: 'pending',
    });
    const refund = await gateway.refund('pay_29QQoUBi66xm2f', {
      amount: 50_000,
      reference: '5b0a2c1e-0d1f-4a3b-9c1d-2e3f4a5b6c7d',
      notes: { orderId: 'ORD-2026-000123' },
    });
    expect(refund).toEqual({
      id: 'rfnd_FP8QHiV938haTz',
      paymentId: 'pay_29QQoUBi66xm2f',
      amount: 50_000,
      status: 'pending',
    });
    const [call] = calls;
    expect(call?.url).toBe('https://api.razorpay.com/v1/payments/pay_29QQoUBi66xm2f/refund');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers['x-refund-idempotency']).toBe('5b0a2c1e-0d1f-4a3b-9c1d-2e3f4a5b6c7d');
    expect(headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`);
    expect(JSON.parse(String(call?.init.body))).toEqual({
      amount: 50_000,
      speed: 'normal',
      receipt: '5b0a2c1e-0d1f-4a3b-9c1d-2e3f4a5b6c7d',
      notes: { orderId: 'ORD-2026-000123' },
    });
  });

  it('throws Razorpay’s own description when it refuses', async () => {
    const { gateway } = answering(400, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The refund amount provided is greater than amount captured',
      },
    });
    await expect(gateway.refund('pay_1', { amount: 1, reference: 'ref-0123456789' })).rejects.toThrow(
      'Razorpay refund failed (400): The refund amount provided is greater than amount captured',
    );
  });
});
