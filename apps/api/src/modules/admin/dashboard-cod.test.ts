import type { OrderState } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../../test/shop.ts';
import { appForFile } from '../../../test/test-app.ts';
import { orderEvents, orders } from '../../db/schema.ts';

// docs/cod.md#figures: the dashboard's COD figures from a handful of orders written straight to the tables, read
// at a moment in 2031 when no other order of the demo shop falls in the last 30 days.

const t = appForFile();
const NOW = new Date('2031-03-31T12:00:00Z');
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
let admin: string;

let numbered = 0;
/** An order placed `hours` before NOW, with the moves of its history that the figures read. */
async function order(
  hours: number,
  values: Partial<typeof orders.$inferInsert>,
  history: OrderState[] = [],
): Promise<void> {
  const paid = values.paymentMethod === 'COD' ? {} : { paidAt: ago(hours), paymentStatus: 'PAID' as const };
  const [row] = await t.app.db
    .insert(orders)
    .values({
      orderId: `ORD-2031-COD-${++numbered}`,
      orderStatus: 'PLACED',
      subtotalPaise: 89_900,
      totalAmountPaise: 89_900,
      createdAt: ago(hours),
      ...paid,
      ...values,
    })
    .returning();
  if (!row) throw new Error('the order was not written');
  for (const toStatus of history) {
    await t.app.db.insert(orderEvents).values({ orderId: row.id, toStatus, actorRole: 'SYSTEM' });
  }
}
const cod = (values: Partial<typeof orders.$inferInsert> = {}) => ({
  paymentMethod: 'COD',
  paymentStatus: 'COD_PENDING' as const,
  codFeePaise: 4_900,
  totalAmountPaise: 94_800,
  ...values,
});
const confirmed = { codConfirmedAt: NOW, codConfirmedBy: 'SHOPPER' as const };
const figures = async () => (await t.app.services.dashboard.read(NOW)).cod;

beforeAll(async () => {
  admin = (await loginAs(t.app, t.dataDir, 'ADMIN')).token;
  // Prepaid in the last 30 days: one not shipped yet, two delivered, one back to origin and refunded.
  await order(5, {});
  await order(50, { orderStatus: 'DELIVERED' }, ['SHIPPED', 'DELIVERED']);
  await order(60, { orderStatus: 'DELIVERED' }, ['SHIPPED', 'IN_TRANSIT', 'DELIVERED']);
  await order(70, { orderStatus: 'REFUNDED' }, ['SHIPPED', 'RTO', 'RTO_RECEIVED', 'REFUNDED']);
  // COD in the last 30 days: delivered and collected, back to origin, one past its window unconfirmed (cancelled
  // by the job), one still in its window.
  await order(80, cod({ ...confirmed, orderStatus: 'DELIVERED', paymentStatus: 'COD_COLLECTED' }), [
    'CONFIRMED',
    'SHIPPED',
    'DELIVERED',
  ]);
  await order(90, cod({ ...confirmed, orderStatus: 'RTO_RECEIVED' }), [
    'CONFIRMED',
    'SHIPPED',
    'RTO',
    'RTO_RECEIVED',
  ]);
  await order(30, cod({ orderStatus: 'CANCELLED' }), ['CANCELLED']);
  await order(2, cod());
  // Outside the 30 days, but its cash is still with the courier.
  await order(
    100 * 24,
    cod({ ...confirmed, orderStatus: 'DELIVERED', paymentStatus: 'COD_COLLECTED', totalAmountPaise: 50_000 }),
    ['SHIPPED', 'DELIVERED'],
  );
  // None of these count: a checkout never paid, one cancelled unpaid, an order too old, one after NOW, and a COD
  // order whose cash the courier has remitted (PAID).
  await order(3, { orderStatus: 'PENDING', paymentStatus: 'PENDING', paidAt: null });
  await order(4, { orderStatus: 'CANCELLED', paymentStatus: 'PENDING', paidAt: null });
  await order(31 * 24, {}, ['SHIPPED', 'RTO']);
  await order(-1, cod());
  await order(
    40 * 24,
    cod({ ...confirmed, orderStatus: 'DELIVERED', paymentStatus: 'PAID', paidAt: ago(30 * 24) }),
    ['SHIPPED', 'DELIVERED'],
  );
});

describe('COD figures on the dashboard', () => {
  it("counts COD's share, the confirmation rate, returns to origin by payment method and the cash awaited", async () => {
    expect(await figures()).toEqual({
      placedOrders: 8,
      codOrders: 4,
      codShare: 4 / 8,
      confirmed: 2,
      confirmationDue: 3,
      confirmationRate: 2 / 3,
      rto: {
        cod: { shipped: 2, returned: 1, rate: 1 / 2 },
        prepaid: { shipped: 3, returned: 1, rate: 1 / 3 },
      },
      awaitingRemittancePaise: 94_800 + 50_000,
      awaitingRemittanceOrders: 2,
    });
  });

  it('judges the confirmation rate on the window as set: a longer one leaves the expired order undecided', async () => {
    const saved = await call(t.app, 'PATCH', '/admin/settings/payments', {
      token: admin,
      payload: { codConfirmWithinHours: 48 },
    });
    expect(saved.statusCode).toBe(200);
    expect(await figures()).toMatchObject({ confirmed: 2, confirmationDue: 2, confirmationRate: 1 });
    await call(t.app, 'PATCH', '/admin/settings/payments', {
      token: admin,
      payload: { codConfirmWithinHours: 24 },
    });
  });

  it('has no rate where there is nothing to divide by', async () => {
    const empty = (await t.app.services.dashboard.read(new Date('2031-06-30T12:00:00Z'))).cod;
    expect(empty).toMatchObject({
      placedOrders: 0,
      codShare: null,
      confirmationRate: null,
      rto: { cod: { shipped: 0, rate: null }, prepaid: { shipped: 0, rate: null } },
      awaitingRemittancePaise: 94_800 + 50_000,
    });
  });

  it('answers them on GET /admin/dashboard', async () => {
    const answer = await call(t.app, 'GET', '/admin/dashboard', { token: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.json.body.cod).toMatchObject({
      placedOrders: expect.any(Number),
      rto: { cod: {}, prepaid: {} },
    });
  });
});
