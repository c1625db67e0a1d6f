import type { AdminOrder } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { admin, move, paidOrder, staff, t, useAdminOrders } from '../../../test/admin-orders.ts';
import { call } from '../../../test/shop.ts';

useAdminOrders();

describe('GET /admin/orders/:id and the moves', () => {
  it('answers the whole order with the moves allowed now, and each move adds to the history', async () => {
    const placed = await paidOrder(2);
    const read = async () => {
      const { statusCode, json } = await call(t.app, 'GET', `/admin/orders/${placed._id}`, {
        token: staff.token,
      });
      expect(statusCode).toBe(200);
      return json.body as AdminOrder;
    };
    const order = await read();
    expect(order).toMatchObject({
      _id: placed._id,
      orderId: placed.orderId,
      orderStatus: 'PLACED',
      paymentStatus: 'PAID',
      totalAmount: placed.totalAmount,
      itemCount: 2,
      refundedAmount: 0,
      refundableAmount: placed.totalAmount,
      // Staff read the moves open to staff: cancelling a paid order refunds it, so it is an admin's.
      allowedMoves: ['CONFIRMED'],
      refusedMoves: [
        {
          to: 'CANCELLED',
          reason: 'needs_admin',
          message: 'Only an admin may cancel a paid order, since cancelling refunds the payment',
        },
      ],
      carrier: null,
      trackingUrl: null,
      refunds: [],
    });
    expect(order.providerOrderId).toMatch(/^order_/);
    expect(order.providerPaymentId).toMatch(/^pay_/);
    expect(order.invoiceNumber).toMatch(/^VN\/\d{4}-\d{2}\/\d{6}$/);
    expect(order.products[0]).toMatchObject({ qty: 2, product: { sku: expect.any(String) } });
    expect(order.history).toMatchObject([
      { fromStatus: 'PENDING', toStatus: 'PLACED', actor: { role: 'SYSTEM', mobile: null } },
    ]);
    const asAdmin = await call(t.app, 'GET', `/admin/orders/${placed._id}`, { token: admin.token });
    expect(asAdmin.json.body).toMatchObject({ allowedMoves: ['CONFIRMED', 'CANCELLED'], refusedMoves: [] });

    const confirmed = await move(placed._id, { to: 'CONFIRMED', note: 'Checked stock' });
    expect(confirmed.statusCode).toBe(200);
    // The move answers the same admin view, ready for the next button.
    expect(confirmed.json.body).toMatchObject({ orderStatus: 'CONFIRMED', allowedMoves: ['PACKED'] });
    expect((await move(placed._id, { to: 'PACKED' }, admin.token)).json.body).toMatchObject({
      allowedMoves: ['SHIPPED'],
      refusedMoves: [],
    });

    const noTracking = await move(placed._id, { to: 'SHIPPED', carrier: 'Delhivery' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json.errors).toHaveProperty('trackingNumber');
    const shipped = await move(placed._id, {
      to: 'SHIPPED',
      carrier: 'Delhivery',
      trackingNumber: 'DL-12345678',
    });
    expect(shipped.json.body).toMatchObject({
      orderStatus: 'SHIPPED',
      carrier: 'Delhivery',
      trackingNumber: 'DL-12345678',
      trackingUrl: 'https://www.delhivery.com/track/package/DL-12345678',
      allowedMoves: ['DELIVERED'],
    });
    const again = await move(placed._id, { to: 'CONFIRMED' });
    expect(again.statusCode).toBe(409);

    const delivered = await move(placed._id, { to: 'DELIVERED' });
    expect(delivered.json.body.allowedMoves).toEqual([]);
    expect(delivered.json.body.deliveredAt).not.toBeNull();

    const { history } = await read();
    expect(history.map((event) => [event.fromStatus, event.toStatus])).toEqual([
      ['PENDING', 'PLACED'],
      ['PLACED', 'CONFIRMED'],
      ['CONFIRMED', 'PACKED'],
      ['PACKED', 'SHIPPED'],
      ['SHIPPED', 'DELIVERED'],
    ]);
    expect(history[1]).toMatchObject({
      actor: { role: 'STAFF', mobile: staff.mobile },
      note: 'Checked stock',
    });
    expect(history[2]).toMatchObject({ actor: { role: 'ADMIN', mobile: admin.mobile } });
    expect(history[3]?.details).toEqual({ carrier: 'Delhivery', trackingNumber: 'DL-12345678' });
    const times = history.map((event) => new Date(event.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('answers a refund with the order, its refund listed and what is left to refund', async () => {
    const placed = await paidOrder();
    const refunded = await call(t.app, 'POST', `/admin/orders/${placed._id}/refunds`, {
      token: admin.token,
      payload: { amount: 100, reason: 'Damaged lid' },
      headers: { 'idempotency-key': `refund-${placed._id}` },
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json.body.order).toMatchObject({
      refundedAmount: 100,
      refundableAmount: placed.totalAmount - 100,
      refunds: [{ amount: 100, reason: 'Damaged lid', creditNoteNumber: null }],
    });
  });

  it('after a full refund offers no move towards the shopper, and says why', async () => {
    const placed = await paidOrder();
    const refunded = await call(t.app, 'POST', `/admin/orders/${placed._id}/refunds`, {
      token: admin.token,
      payload: { reason: 'Out of stock' },
      headers: { 'idempotency-key': `refund-all-${placed._id}` },
    });
    const why =
      "This order's payment has been refunded in full; it cannot be confirmed, packed, shipped or delivered";
    expect(refunded.json.body.order).toMatchObject({
      refundableAmount: 0,
      allowedMoves: ['CANCELLED'],
      refusedMoves: [{ to: 'CONFIRMED', reason: 'refunded', message: why }],
    });
    // Staff may close it: cancelling gives nothing back now.
    const { json } = await call(t.app, 'GET', `/admin/orders/${placed._id}`, { token: staff.token });
    expect(json.body).toMatchObject({ allowedMoves: ['CANCELLED'], refusedMoves: [{ to: 'CONFIRMED' }] });
  });

  it('answers 404 for an order that does not exist', async () => {
    const missing = await call(t.app, 'GET', '/admin/orders/00000000-0000-4000-8000-000000000000', {
      token: staff.token,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /admin/orders/:id/notes', () => {
  it('adds a note to the history that moves nothing, and records who wrote it in the audit log', async () => {
    const placed = await paidOrder();
    const noted = await call(t.app, 'POST', `/admin/orders/${placed._id}/notes`, {
      token: staff.token,
      payload: { note: '  Customer asked for gift wrapping  ' },
    });
    expect(noted.statusCode).toBe(200);
    const order = noted.json.body as AdminOrder;
    expect(order.orderStatus).toBe('PLACED');
    expect(order.history.at(-1)).toMatchObject({
      fromStatus: null,
      toStatus: null,
      note: 'Customer asked for gift wrapping',
      actor: { role: 'STAFF', mobile: staff.mobile },
    });
    const audit = await call(t.app, 'GET', `/admin/audit?entityType=order&entityId=${placed._id}`, {
      token: admin.token,
    });
    expect(audit.json.body[0]).toMatchObject({
      action: 'order.note',
      actor: { mobile: staff.mobile, role: 'STAFF' },
      after: { note: 'Customer asked for gift wrapping' },
    });

    const empty = await call(t.app, 'POST', `/admin/orders/${placed._id}/notes`, {
      token: staff.token,
      payload: { note: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json.errors.note).toBe('Note is a required field');
  });
});
