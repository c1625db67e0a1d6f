import { describe, expect, it } from 'vitest';
import { appForFile } from '../../../../test/test-app.ts';
import type { SandboxWebhook } from '../../http-transport.ts';
import type { PayoutRequest } from '../payout-provider.ts';
import { PAYOUT_AUTO_STEP_MS, PayoutSandbox } from './payout-sandbox.ts';

const t = appForFile();

const request = (reference: string, vpa = 'asha@okhdfcbank', amount = 89_900): PayoutRequest => ({
  amount,
  reference,
  payee: { name: 'Asha Verma', phone: '9876543210', email: 'asha@example.in', shopReference: 'user-42' },
  to: { kind: 'upi', vpa },
  narration: 'Vanya refund ORD-2026-000123',
  notes: { order: 'ORD-2026-000123' },
});

/** A sandbox on the test's database whose webhooks are kept, not posted. */
function sandboxWithInbox(auto: boolean) {
  const sandbox = new PayoutSandbox(t.database.db, 'a-test-secret', { auto });
  const inbox: SandboxWebhook[] = [];
  sandbox.deliverWebhooksTo(async (webhook) => {
    inbox.push(webhook);
  });
  return { sandbox, inbox };
}

describe('the payout provider over the sandbox', () => {
  it('pays once for one reference, however often asked, and refuses another amount under it', async () => {
    const { sandbox } = sandboxWithInbox(false);
    const first = await sandbox.provider.pay(request('refund-101-1'));
    expect(first).toMatchObject({ reference: 'refund-101-1', amount: 89_900, status: 'pending', utr: null });
    expect(first.id).toMatch(/^pout_[A-Za-z0-9]{14}$/);
    const again = await sandbox.provider.pay(request('refund-101-1'));
    expect(again.id).toBe(first.id);
    expect((await sandbox.payouts()).filter((payout) => payout.reference === 'refund-101-1')).toHaveLength(1);
    await expect(
      sandbox.provider.pay(request('refund-101-1', 'asha@okhdfcbank', 50_000)),
    ).rejects.toMatchObject({
      name: 'PayoutProviderError',
      code: 'rejected',
      message: 'Different request body sent for the same Idempotency Header',
    });
  });

  it('tells of each move with a webhook the provider accepts, and fetchPayout follows', async () => {
    const { sandbox, inbox } = sandboxWithInbox(false);
    const { id } = await sandbox.provider.pay(request('refund-102-1'));
    expect(inbox).toHaveLength(0);

    expect(await sandbox.advance(id, 'processed')).toMatchObject({ moved: { id, status: 'processed' } });
    const processed = inbox.at(-1);
    if (!processed) throw new Error('no webhook');
    const delivery = sandbox.provider.parseWebhook(processed.body, processed.headers);
    expect(delivery).toMatchObject({
      ok: true,
      type: 'payout.processed',
      key: `payout.processed:${id}:processed`,
      event: {
        kind: 'payout',
        payout: { id, reference: 'refund-102-1', status: 'processed', failure: null },
      },
    });
    const utr = delivery.ok && delivery.event.kind === 'payout' ? delivery.event.payout.utr : null;
    expect(utr).toMatch(/^SBX\d{9}$/);
    expect(await sandbox.provider.fetchPayout(id)).toMatchObject({ status: 'processed', utr });

    expect(await sandbox.advance(id, 'reversed')).toMatchObject({ moved: { status: 'reversed' } });
    const reversed = inbox.at(-1);
    if (!reversed) throw new Error('no webhook');
    expect(sandbox.provider.parseWebhook(reversed.body, reversed.headers)).toMatchObject({
      type: 'payout.reversed',
      event: { payout: { status: 'reversed', failure: expect.stringContaining('returned') } },
    });
    expect(await sandbox.provider.fetchPayout(id)).toMatchObject({ status: 'reversed', utr });

    // Signed with the sandbox's secret: another sandbox's provider, or a changed body, is refused.
    const other = new PayoutSandbox(t.database.db, 'another-secret', { auto: false });
    expect(other.provider.parseWebhook(reversed.body, reversed.headers)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(
      sandbox.provider.parseWebhook(reversed.body.replace('reversed', 'processed'), reversed.headers),
    ).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a move its state does not allow, and an unknown payout', async () => {
    const { sandbox, inbox } = sandboxWithInbox(false);
    const { id } = await sandbox.provider.pay(request('refund-103-1'));
    expect(await sandbox.advance(id, 'reversed')).toEqual({
      refused: `Payout ${id} is processing: it cannot be reversed now`,
    });
    expect(await sandbox.advance(id, 'failed')).toMatchObject({ moved: { status: 'failed' } });
    expect(await sandbox.advance(id, 'processed')).toMatchObject({ refused: expect.any(String) });
    expect(inbox).toHaveLength(1);
    expect(await sandbox.advance('pout_00000000000000', 'processed')).toEqual({ unknown: true });
    await expect(sandbox.provider.fetchPayout('pout_00000000000000')).rejects.toMatchObject({
      code: 'rejected',
      message: 'The id provided does not exist',
    });
  });

  it('a payout moved when the shop refuses its webhook has moved all the same', async () => {
    const { sandbox } = sandboxWithInbox(false);
    sandbox.deliverWebhooksTo(async () => {
      throw new Error('the shop is down');
    });
    const { id } = await sandbox.provider.pay(request('refund-104-1'));
    expect(await sandbox.advance(id, 'processed')).toMatchObject({ moved: { status: 'processed' } });
    expect(await sandbox.provider.fetchPayout(id)).toMatchObject({ status: 'processed' });
  });
});

describe('payouts left to themselves (PAYOUT_SANDBOX_AUTO) and the magic UPI ids', () => {
  it('processes a payout, fails one to a `fail` UPI id, and processes then reverses one to `reverse`', async () => {
    const { sandbox, inbox } = sandboxWithInbox(true);
    const plain = await sandbox.provider.pay(request('refund-201-1', 'ravi@okicici'));
    const failing = await sandbox.provider.pay(request('refund-202-1', 'fail.demo@okaxis'));
    const reversing = await sandbox.provider.pay(request('refund-203-1', 'reverse.demo@ybl'));
    const start = Date.now();

    // Not yet due: nothing moves.
    expect(await sandbox.runAuto(new Date(start - 1_000))).toBe(0);

    expect(await sandbox.runAuto(new Date(start + PAYOUT_AUTO_STEP_MS + 1_000))).toBe(3);
    expect(await sandbox.provider.fetchPayout(plain.id)).toMatchObject({
      status: 'processed',
      utr: expect.any(String),
    });
    expect(await sandbox.provider.fetchPayout(failing.id)).toMatchObject({ status: 'failed', utr: null });
    expect(await sandbox.provider.fetchPayout(reversing.id)).toMatchObject({ status: 'processed' });

    expect(await sandbox.runAuto(new Date(start + 3 * PAYOUT_AUTO_STEP_MS))).toBe(1);
    expect(await sandbox.provider.fetchPayout(reversing.id)).toMatchObject({ status: 'reversed' });
    expect(await sandbox.runAuto(new Date(start + 10 * PAYOUT_AUTO_STEP_MS))).toBe(0);

    const events = inbox.map((webhook) => sandbox.provider.parseWebhook(webhook.body, webhook.headers));
    expect(events.map((delivery) => (delivery.ok ? delivery.type : delivery.reason)).sort()).toEqual([
      'payout.failed',
      'payout.processed',
      'payout.processed',
      'payout.reversed',
    ]);
  });

  it('without PAYOUT_SANDBOX_AUTO, a payout waits for a person', async () => {
    const { sandbox } = sandboxWithInbox(false);
    const { id } = await sandbox.provider.pay(request('refund-204-1', 'fail.again@okaxis'));
    await sandbox.runAuto(new Date(Date.now() + 100 * PAYOUT_AUTO_STEP_MS));
    expect(await sandbox.provider.fetchPayout(id)).toMatchObject({ status: 'pending' });
  });
});
