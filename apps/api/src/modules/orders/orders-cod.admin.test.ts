import type { AdminOrderRow } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOrders, paidOrder, setOrder, staff, t, useAdminOrders } from '../../../test/admin-orders.ts';
import { call, newMobile } from '../../../test/shop.ts';

// docs/cod.md#risk in the back office: every admin order says how it is paid, its COD fee, confirmation and risk,
// and the list filters by payment method and risk. COD orders are paid orders turned COD in the database here,
// since placing one is the COD order route's (tested beside it).

useAdminOrders();

describe('COD in the admin orders', () => {
  const mobile = newMobile();
  const q = `q=${mobile}`;
  const confirmedAt = new Date('2026-11-20T05:00:00Z');
  const clearedAt = new Date('2026-11-20T06:00:00Z');
  let prepaid: Awaited<ReturnType<typeof paidOrder>>;
  let high: Awaited<ReturnType<typeof paidOrder>>;
  let low: Awaited<ReturnType<typeof paidOrder>>;

  beforeAll(async () => {
    [prepaid, high, low] = [
      await paidOrder(1, mobile),
      await paidOrder(1, mobile),
      await paidOrder(1, mobile),
    ];
    const cod = { paymentMethod: 'COD', paymentStatus: 'COD_PENDING', codFeePaise: 4_900 } as const;
    await setOrder(high._id, {
      ...cod,
      riskLevel: 'high',
      riskReasons: ['first_order', 'pincode_rto_rate'],
      codConfirmedAt: confirmedAt,
      codConfirmedBy: 'TEAM',
      riskClearedAt: clearedAt,
    });
    await setOrder(low._id, { ...cod, riskLevel: 'low', riskReasons: [] });
    // A risk left on an order later paid online is not shown: only a COD order has one.
    await setOrder(prepaid._id, { riskLevel: 'medium', riskReasons: ['high_value'] });
  });

  const ids = (rows: AdminOrderRow[]) => rows.map((row) => row._id).sort();

  it('filters by payment method, ONLINE being every order not COD, and by risk', async () => {
    expect(ids((await listOrders(`${q}&paymentMethod=COD`)).body)).toEqual([high._id, low._id].sort());
    expect(ids((await listOrders(`${q}&paymentMethod=ONLINE`)).body)).toEqual([prepaid._id]);
    expect(ids((await listOrders(`${q}&paymentMethod=COD&risk=high`)).body)).toEqual([high._id]);
    expect(ids((await listOrders(`${q}&risk=low`)).body)).toEqual([low._id]);
    expect((await listOrders(`${q}&paymentMethod=COD&risk=medium`)).totalRecords).toBe(0);
    // The prepaid order's leftover risk is not a risk the filter finds.
    expect((await listOrders(`${q}&risk=medium`)).totalRecords).toBe(0);
    expect((await listOrders(q)).totalRecords).toBe(3);
  });

  it('gives every row its payment method, COD fee, confirmation and risk (null when paid online)', async () => {
    const rows = new Map((await listOrders(q)).body.map((row) => [row._id, row]));
    expect(rows.get(high._id)).toMatchObject({
      paymentMethod: 'COD',
      paymentStatus: 'COD_PENDING',
      risk: { level: 'high', reasons: ['first_order', 'pincode_rto_rate'] },
      codFeePaise: 4_900,
      codConfirmedAt: confirmedAt.toISOString(),
      codConfirmedBy: 'TEAM',
      riskClearedAt: clearedAt.toISOString(),
    });
    expect(rows.get(low._id)).toMatchObject({
      paymentMethod: 'COD',
      risk: { level: 'low', reasons: [] },
      codConfirmedAt: null,
      codConfirmedBy: null,
      riskClearedAt: null,
    });
    expect(rows.get(prepaid._id)).toMatchObject({
      paymentMethod: prepaid.paymentMethod,
      risk: null,
      codFeePaise: 0,
      codConfirmedAt: null,
      codConfirmedBy: null,
      riskClearedAt: null,
    });
  });

  it('gives the order itself the same', async () => {
    const detail = async (id: string) => {
      const { statusCode, json } = await call(t.app, 'GET', `/admin/orders/${id}`, { token: staff.token });
      expect(statusCode).toBe(200);
      return json.body;
    };
    expect(await detail(high._id)).toMatchObject({
      paymentMethod: 'COD',
      risk: { level: 'high', reasons: ['first_order', 'pincode_rto_rate'] },
      codFeePaise: 4_900,
      codConfirmedAt: confirmedAt.toISOString(),
      codConfirmedBy: 'TEAM',
      riskClearedAt: clearedAt.toISOString(),
    });
    expect(await detail(prepaid._id)).toMatchObject({ risk: null, codFeePaise: 0, codConfirmedAt: null });
  });

  it('refuses a payment method or risk it does not know, with the field named', async () => {
    for (const [query, field] of [
      ['paymentMethod=CASH', 'paymentMethod'],
      ['paymentMethod=cod', 'paymentMethod'],
      ['risk=extreme', 'risk'],
    ] as const) {
      const { statusCode, json } = await call(t.app, 'GET', `/admin/orders?${query}`, { token: staff.token });
      expect(statusCode, query).toBe(400);
      expect(json.errors, query).toEqual({ [field]: expect.stringContaining(`${field} must be one of`) });
    }
  });
});
