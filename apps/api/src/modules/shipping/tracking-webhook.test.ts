import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderOf, scansOf } from '../../../test/shipping-shop.ts';
import { call, line, loginAs, moveOrder, placePaidOrder } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import type { SandboxWebhook } from '../../adapters/http-transport.ts';
import { shipments } from '../../db/schema.ts';

// The tracking webhook as the sandbox courier aggregator posts it (Shiprocket's body and token), against the
// polling job that asks after the same parcel.
const { t, take } = shopForFile();
let staff: string;
const sent: SandboxWebhook[] = [];

beforeAll(async () => {
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
  const sandbox = t.app.services.shippingSandbox;
  if (!sandbox) throw new Error('the sandbox is the default provider');
  // Keep what the sandbox would post, and post it here instead.
  sandbox.deliverWebhooksTo(async (webhook) => void sent.push(webhook));
});

async function bookedParcel() {
  const order = await placePaidOrder(t.app, [line(take(), 1)]);
  await moveOrder(t.app, staff, order._id, { to: 'CONFIRMED' });
  const booked = await call(t.app, 'POST', `/admin/orders/${order._id}/shipment`, {
    token: staff,
    payload: {},
  });
  expect(booked.statusCode, JSON.stringify(booked.json)).toBe(200);
  const shipment = booked.json.body.shipment as { awb: string };
  return { order, shipment };
}

/** Moves the parcel on at the sandbox and answers the webhook it would have posted. */
async function advance(awb: string, status: string): Promise<SandboxWebhook> {
  sent.length = 0;
  const moved = await t.app.inject({
    method: 'POST',
    url: '/sandbox/shiprocket/advance',
    payload: { awb, status },
  });
  expect(moved.statusCode).toBe(200);
  const webhook = sent.at(-1);
  if (!webhook) throw new Error('the sandbox sent no webhook');
  return webhook;
}

const post = (body: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/webhooks/courier-tracking', headers, payload: body });

async function pollAsQuiet(awb: string) {
  const poll = t.app.services.shipments.poll;
  if (!poll) throw new Error('the sandbox has a polling job');
  await t.database.db
    .update(shipments)
    .set({ lastNewsAt: new Date(Date.now() - 7 * 3_600_000) })
    .where(eq(shipments.awb, awb));
  await poll.pollQuiet();
}

describe('the courier tracking webhook', () => {
  it('stores a scan heard by webhook and then by the poll once, and counts its failed attempt once', async () => {
    const { order, shipment } = await bookedParcel();
    for (const status of ['PICKED_UP', 'UNDELIVERED']) {
      const webhook = await advance(shipment.awb, status);
      // The sandbox, as Shiprocket can, stamps its webhook seconds after the scan it reports.
      const body = JSON.parse(webhook.body) as { current_timestamp: string; scans: { date: string }[] };
      expect(body.current_timestamp).not.toBe(body.scans.at(-1)?.date);
      expect((await post(webhook.body, webhook.headers)).statusCode).toBe(200);
    }
    expect((await orderOf(t, order._id)).orderStatus).toBe('DELIVERY_FAILED');

    await pollAsQuiet(shipment.awb);
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.awb, shipment.awb));
    if (!row) throw new Error('no shipment');
    const scans = await scansOf(t, row.id);
    expect(scans.map((scan) => `${scan.status} by ${scan.source}`)).toEqual([
      'PICKED_UP by sandbox',
      'UNDELIVERED by sandbox',
    ]);
    expect(row.failedAttempts).toBe(1);
  });

  it('answers 200 to a genuine update of a status the shop does not follow, and moves nothing', async () => {
    const { order, shipment } = await bookedParcel();
    const webhook = await advance(shipment.awb, 'PICKED_UP');
    expect((await post(webhook.body, webhook.headers)).statusCode).toBe(200);
    const lost = {
      ...JSON.parse(webhook.body),
      current_status: 'LOST',
      current_status_id: 12,
      shipment_status: 'LOST',
      shipment_status_id: 12,
      scans: [],
    };
    const answer = await post(JSON.stringify(lost), webhook.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().body).toEqual({ outcome: 'ignored' });
    expect((await orderOf(t, order._id)).orderStatus).toBe('SHIPPED');
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.awb, shipment.awb));
    expect(row?.status).toBe('PICKED_UP');

    // Only a body that is no tracking update at all is refused.
    const { awb: _, ...withoutAwb } = lost;
    expect((await post(JSON.stringify(withoutAwb), webhook.headers)).statusCode).toBe(400);
    expect((await post('{"awb": ', webhook.headers)).statusCode).toBe(400);
  });
});
