import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeRazorpayX, startFakeRazorpayX } from '../../../../test/fake-razorpayx.ts';
import { webhookSignature } from '../../payments/razorpay/signatures.ts';
import type { PayoutRequest } from '../payout-provider.ts';
import { RazorpayXClient } from './razorpayx-client.ts';
import { RazorpayXProvider } from './razorpayx-provider.ts';

const WEBHOOK_SECRET = 'a-webhook-secret-of-32-characters';

let fake: FakeRazorpayX;
beforeAll(async () => {
  fake = await startFakeRazorpayX();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.calls = [];
});

function provider(options: { keySecret?: string; timeoutMs?: number; apiUrl?: string } = {}) {
  const client = new RazorpayXClient({
    apiUrl: options.apiUrl ?? fake.url,
    keyId: fake.keyId,
    keySecret: options.keySecret ?? fake.keySecret,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return new RazorpayXProvider(client, fake.accountNumber, WEBHOOK_SECRET);
}

const request = (reference: string, overrides: Partial<PayoutRequest> = {}): PayoutRequest => ({
  amount: 89_900,
  reference,
  payee: { name: 'Asha Verma', phone: '9876543210', email: 'asha@example.in', shopReference: 'user-42' },
  to: { kind: 'upi', vpa: 'asha@okhdfcbank' },
  narration: 'Vanya refund ORD-2026-000123',
  notes: { order: 'ORD-2026-000123' },
  ...overrides,
});

describe('paying out through RazorpayX', () => {
  it('makes the contact, the fund account and the payout, with the idempotency key and UPI for a UPI id', async () => {
    const payout = await provider().pay(request('refund-1-1'));
    expect(payout).toMatchObject({ reference: 'refund-1-1', amount: 89_900, status: 'pending', utr: null });
    expect(payout.id).toMatch(/^pout_/);
    expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/contacts',
      'POST /v1/fund_accounts',
      'POST /v1/payouts',
    ]);
    const [contact, account, sent] = fake.calls;
    expect(contact?.body).toMatchObject({ name: 'Asha Verma', type: 'customer', reference_id: 'user-42' });
    expect(account?.body).toMatchObject({ account_type: 'vpa', vpa: { address: 'asha@okhdfcbank' } });
    expect(sent?.idempotencyKey).toBe('refund-1-1');
    expect(sent?.body).toMatchObject({
      account_number: fake.accountNumber,
      amount: 89_900,
      currency: 'INR',
      mode: 'UPI',
      purpose: 'refund',
      queue_if_low_balance: true,
      reference_id: 'refund-1-1',
      narration: 'Vanya refund ORD 2026 000123',
    });
  });

  it('pays a bank account by IMPS', async () => {
    await provider().pay(
      request('refund-2-1', {
        to: { kind: 'bank', name: 'Asha Verma', ifsc: 'HDFC0001234', accountNumber: '50100123456789' },
      }),
    );
    expect(fake.calls[1]?.body).toMatchObject({
      account_type: 'bank_account',
      bank_account: { name: 'Asha Verma', ifsc: 'HDFC0001234', account_number: '50100123456789' },
    });
    expect(fake.calls[2]?.body).toMatchObject({ mode: 'IMPS' });
  });

  it('asked twice with one reference, answers the one payout RazorpayX made', async () => {
    const first = await provider().pay(request('refund-3-1'));
    const again = await provider().pay(request('refund-3-1'));
    expect(again.id).toBe(first.id);
    expect([...fake.payouts.values()].filter((p) => p.reference_id === 'refund-3-1')).toHaveLength(1);
  });

  it('keys a reference too long for RazorpayX by its hash, the same on every retry', async () => {
    const reference = '5f0c2a1e-9b7d-4c3e-8a21-6d4f0e9b1c7a-1';
    const first = await provider().pay(request(reference));
    const again = await provider().pay(request(reference));
    expect(again.id).toBe(first.id);
    const keys = fake.calls.filter((call) => call.path === '/v1/payouts').map((call) => call.idempotencyKey);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(first.reference).toBe(reference);
  });

  it("surfaces RazorpayX's description of a refusal", async () => {
    await expect(
      provider().pay(
        request('refund-4-1', {
          to: { kind: 'bank', name: 'Asha Verma', ifsc: 'ABCD0000000', accountNumber: '50100123456789' },
        }),
      ),
    ).rejects.toMatchObject({
      name: 'PayoutProviderError',
      code: 'rejected',
      message: 'Invalid IFSC Code in request',
    });
    await provider().pay(request('refund-5-1'));
    await expect(provider().pay(request('refund-5-1', { amount: 100_000 }))).rejects.toMatchObject({
      code: 'rejected',
      message: 'Different request body sent for the same Idempotency Header',
    });
  });

  it('calls a refused key unauthorised, and a 5xx, no answer or no server a failure to retry', async () => {
    await expect(provider({ keySecret: 'wrong' }).pay(request('refund-6-1'))).rejects.toMatchObject({
      code: 'unauthorised',
      message: expect.stringContaining('The api key provided is invalid'),
    });
    fake.mode = 'server-error';
    await expect(provider().fetchPayout('pout_x')).rejects.toMatchObject({
      code: 'unavailable',
      status: 502,
    });
    fake.mode = 'hang';
    await expect(provider({ timeoutMs: 150 }).fetchPayout('pout_x')).rejects.toMatchObject({
      code: 'timeout',
    });
    await expect(provider({ apiUrl: 'http://127.0.0.1:9' }).fetchPayout('pout_x')).rejects.toMatchObject({
      code: 'unavailable',
    });
  });

  it("reads a payout's state in the shop's words, with its UTR or why it failed", async () => {
    const { id } = await provider().pay(request('refund-7-1'));
    const stored = fake.payouts.get(id) ?? {};
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ status: 'processing' }, { status: 'pending', failure: null }],
      [{ status: 'pending' }, { status: 'pending' }],
      [
        { status: 'processed', utr: 'HDFCN52026112800001' },
        { status: 'processed', utr: 'HDFCN52026112800001' },
      ],
      [
        {
          status: 'reversed',
          status_details: { description: 'Beneficiary account is closed', source: 'beneficiary_bank' },
        },
        { status: 'reversed', failure: 'Beneficiary account is closed' },
      ],
      [
        { status: 'failed', status_details: null, failure_reason: 'NPCI timed out' },
        { status: 'failed', failure: 'NPCI timed out' },
      ],
      [
        { status: 'rejected', status_details: null, failure_reason: null },
        { status: 'failed', failure: 'The payout was rejected' },
      ],
      [{ status: 'cancelled' }, { status: 'failed' }],
    ];
    for (const [change, expected] of cases) {
      Object.assign(stored, change);
      expect(await provider().fetchPayout(id)).toMatchObject(expected);
    }
  });
});

describe("RazorpayX's payout webhook", () => {
  const entity = (status: string, more: Record<string, unknown> = {}) => ({
    id: 'pout_00000000000001',
    entity: 'payout',
    fund_account_id: 'fa_00000000000001',
    amount: 89_900,
    currency: 'INR',
    status,
    utr: null,
    reference_id: 'refund-9-1',
    status_details: null,
    created_at: 1764300000,
    ...more,
  });
  const body = (event: string, payout: Record<string, unknown> | undefined) =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_00000000000001',
      event,
      contains: payout ? ['payout'] : [],
      payload: payout ? { payout: { entity: payout } } : {},
      created_at: 1764300123,
    });
  const signed = (raw: string) => ({ 'x-razorpay-signature': webhookSignature(WEBHOOK_SECRET, raw) });

  it('refuses a body whose signature is not the webhook secret’s, or has none', () => {
    const raw = body('payout.processed', entity('processed', { utr: 'UTR1' }));
    expect(
      provider().parseWebhook(raw, { 'x-razorpay-signature': webhookSignature('another-secret', raw) }),
    ).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(provider().parseWebhook(raw, {})).toEqual({ ok: false, reason: 'bad_signature' });
    expect(provider().parseWebhook(`${raw} `, signed(raw))).toEqual({ ok: false, reason: 'bad_signature' });
    expect(provider().parseWebhook('not json', signed('not json'))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('reads processed, reversed and failed, keyed by event, payout and status from the signed body', () => {
    const processed = body('payout.processed', entity('processed', { utr: 'HDFCN520261128' }));
    expect(provider().parseWebhook(processed, signed(processed))).toEqual({
      ok: true,
      type: 'payout.processed',
      key: 'payout.processed:pout_00000000000001:processed',
      event: {
        kind: 'payout',
        raisedAt: 1764300123,
        payout: {
          id: 'pout_00000000000001',
          reference: 'refund-9-1',
          amount: 89_900,
          status: 'processed',
          utr: 'HDFCN520261128',
          failure: null,
        },
      },
    });
    const reversed = body(
      'payout.reversed',
      entity('reversed', { status_details: { description: 'Beneficiary account is frozen' } }),
    );
    expect(provider().parseWebhook(reversed, signed(reversed))).toMatchObject({
      key: 'payout.reversed:pout_00000000000001:reversed',
      event: { payout: { status: 'reversed', failure: 'Beneficiary account is frozen' } },
    });
    const failed = body('payout.failed', entity('failed', { failure_reason: 'Invalid beneficiary VPA' }));
    expect(provider().parseWebhook(failed, signed(failed))).toMatchObject({
      event: { payout: { status: 'failed', failure: 'Invalid beneficiary VPA' } },
    });
  });

  it('reads the in-between events as pending or failed, and anything else as ignored', () => {
    for (const [event, status, expected] of [
      ['payout.queued', 'queued', 'pending'],
      ['payout.initiated', 'processing', 'pending'],
      ['payout.pending', 'pending', 'pending'],
      ['payout.rejected', 'rejected', 'failed'],
      ['payout.updated', 'processed', 'processed'],
    ] as const) {
      const raw = body(event, entity(status));
      expect(provider().parseWebhook(raw, signed(raw))).toMatchObject({
        ok: true,
        type: event,
        event: { kind: 'payout', payout: { status: expected } },
      });
    }
    const other = body('transaction.created', undefined);
    expect(provider().parseWebhook(other, signed(other))).toMatchObject({
      ok: true,
      type: 'transaction.created',
      key: expect.stringMatching(/^body:[0-9a-f]{64}$/),
      event: { kind: 'ignored' },
    });
  });
});
