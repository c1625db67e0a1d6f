import type { AdminOrder, AdminOrderRow, AdminOrderShipment, OrderState } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { bulkBooking, canCreateShipment, isLive } from './shipping-rules.ts';

const row = (orderId: string, orderStatus: OrderState) =>
  ({ _id: orderId, orderId, orderStatus }) as AdminOrderRow;
const parcel = (status: AdminOrderShipment['status']) => ({ status }) as AdminOrderShipment;
const order = (orderStatus: OrderState, shipment: AdminOrderShipment | null = null) =>
  ({ orderStatus, shipment }) as AdminOrder;

describe('when an order may be booked with the courier aggregator', () => {
  it('offers confirmed and packed orders without a live parcel, in a shop with an aggregator', () => {
    expect(canCreateShipment(order('CONFIRMED'), true)).toBe(true);
    expect(canCreateShipment(order('PACKED', parcel('CANCELLED')), true)).toBe(true);
    expect(canCreateShipment(order('PACKED', parcel('AWB_ASSIGNED')), true)).toBe(false);
    expect(canCreateShipment(order('PLACED'), true)).toBe(false);
    expect(canCreateShipment(order('SHIPPED'), true)).toBe(false);
    // By hand, or not known yet: no button.
    expect(canCreateShipment(order('PACKED'), false)).toBe(false);
    expect(canCreateShipment(order('PACKED'), undefined)).toBe(false);
  });

  it('counts a cancelled parcel as gone', () => {
    expect(isLive(null)).toBe(false);
    expect(isLive(parcel('CANCELLED'))).toBe(false);
    expect(isLive(parcel('NEW'))).toBe(true);
  });
});

describe('the bulk booking question', () => {
  it('books only the confirmed and packed orders, and says how many it leaves out', () => {
    const asked = bulkBooking([row('A', 'PACKED'), row('B', 'CONFIRMED'), row('C', 'SHIPPED')]);
    expect(asked.bookable.map((r) => r.orderId)).toEqual(['A', 'B']);
    expect(asked.title).toBe('Book 2 shipments?');
    expect(asked.body).toBe(
      "Each order is booked with the courier the shop's rule picks, and the shop is charged its rate. 1 selected order is not confirmed or packed and left out.",
    );
  });

  it('asks in the singular for one, with nothing left out', () => {
    const asked = bulkBooking([row('A', 'PACKED')]);
    expect(asked.title).toBe('Book 1 shipment?');
    expect(asked.skipped).toBe(0);
    expect(asked.body).not.toContain('left out');
  });
});
