import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, line, loginAs, moveOrder, placePaidOrder } from '../../../test/shop.ts';
import { shopForFile } from '../../../test/shop-for-file.ts';
import { shipments } from '../../db/schema.ts';
import { TrackingPoll } from './tracking-poll.ts';

// The polling job's turns: each quiet parcel is asked after once per quiet period, however many never answer.
const { t, take } = shopForFile();
let staff: string;

beforeAll(async () => {
  staff = (await loginAs(t.app, t.dataDir, 'STAFF')).token;
});

async function confirmedOrder() {
  const order = await placePaidOrder(t.app, [line(take(), 1)]);
  await moveOrder(t.app, staff, order._id, { to: 'CONFIRMED' });
  return order;
}

const book = (orderDbId: string, payload: object = {}) =>
  call(t.app, 'POST', `/admin/orders/${orderDbId}/shipment`, { token: staff, payload });

describe('asking after quiet parcels', () => {
  it('asks after each quiet parcel once per quiet period, so a silent one does not crowd out the rest', async () => {
    const first = await confirmedOrder();
    const second = await confirmedOrder();
    const firstAwb = (await book(first._id)).json.body.shipment.awb as string;
    const secondAwb = (await book(second._id)).json.body.shipment.awb as string;
    // Quieter than any other parcel of this file, and the courier never answers anything new of either.
    for (const [awb, hours] of [
      [firstAwb, 30],
      [secondAwb, 29],
    ] as const) {
      await t.database.db
        .update(shipments)
        .set({ lastNewsAt: new Date(Date.now() - hours * 3_600_000) })
        .where(eq(shipments.awb, awb));
    }
    const asked: string[] = [];
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.awb, firstAwb));
    const silent = {
      trackMany: async (awbs: string[]) => {
        asked.push(...awbs);
        return [];
      },
    };
    const poll = new TrackingPoll(
      t.database.db,
      silent,
      t.app.services.shipments.tracking,
      row?.provider ?? '',
      () => {},
      1,
    );
    await poll.pollQuiet();
    await poll.pollQuiet();
    expect(asked).toEqual([firstAwb, secondAwb]);
    // Both asked after within the quiet period: neither is asked again yet.
    await poll.pollQuiet();
    expect(asked).toHaveLength(2);
  });
});
