import { ORDER_POLICY, ORDER_STATES, type OrderState } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { allowedMoves, checkMove, everyMove, type Mover, type OrderPosition } from './order-state-machine.ts';

const MOVERS: Mover[] = ['SHOPPER', 'BACK_OFFICE', 'SYSTEM'];
const now = new Date('2026-11-23T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** An order in `state`, paid a minute ago and delivered a minute ago, so no window has closed. */
const at = (state: OrderState, overrides: Partial<OrderPosition> = {}): OrderPosition => ({
  orderStatus: state,
  paidAt: minutesAgo(1),
  deliveredAt: minutesAgo(1),
  returnRequest: null,
  ...overrides,
});

const details = { carrier: 'Delhivery', trackingNumber: 'DLV123456', reason: 'The bottle arrived broken' };

const ALLOWED: [OrderState, OrderState, Mover[]][] = [
  ['PENDING', 'PLACED', ['SYSTEM']],
  ['PENDING', 'CANCELLED', ['SYSTEM']],
  ['PLACED', 'CONFIRMED', ['BACK_OFFICE']],
  ['PLACED', 'CANCELLED', ['BACK_OFFICE', 'SHOPPER']],
  ['CONFIRMED', 'PACKED', ['BACK_OFFICE']],
  ['CONFIRMED', 'CANCELLED', ['BACK_OFFICE', 'SHOPPER']],
  ['PACKED', 'SHIPPED', ['BACK_OFFICE']],
  ['SHIPPED', 'DELIVERED', ['BACK_OFFICE']],
  ['DELIVERED', 'RETURN_REQUESTED', ['SHOPPER']],
  ['RETURN_REQUESTED', 'RETURNED', ['BACK_OFFICE']],
  ['RETURN_REQUESTED', 'DELIVERED', ['BACK_OFFICE']],
  ['RETURNED', 'REFUNDED', ['SYSTEM']],
];

describe('the order state machine', () => {
  it('has exactly the moves of the published life of an order', () => {
    const listed = everyMove().map(([from, to, movers]) => [from, to, [...movers].sort()]);
    expect(listed).toEqual(ALLOWED.map(([from, to, movers]) => [from, to, [...movers].sort()]));
  });

  // Every pair of states, for every mover: allowed exactly when the table says so.
  const cases = ORDER_STATES.flatMap((from) =>
    ORDER_STATES.flatMap((to) => MOVERS.map((mover) => [from, to, mover] as const)),
  );
  it.each(cases)('%s → %s by %s', (from, to, mover) => {
    const expected = ALLOWED.some(([f, t, movers]) => f === from && t === to && movers.includes(mover));
    const judged = checkMove(at(from), to, mover, now, details);
    expect(judged.ok).toBe(expected);
    if (!expected && !judged.ok) expect(judged.reason).toBe('illegal_move');
  });

  it('lets a shopper cancel within the hour and not a minute after', () => {
    const edge = ORDER_POLICY.cancelWithinMinutes;
    expect(checkMove(at('PLACED', { paidAt: minutesAgo(edge) }), 'CANCELLED', 'SHOPPER', now).ok).toBe(true);
    const late = checkMove(at('CONFIRMED', { paidAt: minutesAgo(edge + 1) }), 'CANCELLED', 'SHOPPER', now);
    expect(late).toMatchObject({ ok: false, reason: 'window_closed' });
    // The shop itself is not bound by the shopper's window.
    expect(checkMove(at('CONFIRMED', { paidAt: minutesAgo(600) }), 'CANCELLED', 'BACK_OFFICE', now).ok).toBe(
      true,
    );
  });

  it('lets a shopper ask for a return within 48 hours of delivery, once, with a reason', () => {
    const hours = ORDER_POLICY.returnWithinHours;
    const delivered = (minutes: number) => at('DELIVERED', { deliveredAt: minutesAgo(minutes) });
    expect(checkMove(delivered(hours * 60), 'RETURN_REQUESTED', 'SHOPPER', now, details).ok).toBe(true);
    expect(checkMove(delivered(hours * 60 + 1), 'RETURN_REQUESTED', 'SHOPPER', now, details)).toMatchObject({
      reason: 'window_closed',
    });
    expect(checkMove(delivered(5), 'RETURN_REQUESTED', 'SHOPPER', now, {})).toMatchObject({
      reason: 'details_missing',
      errors: { reason: 'Reason is required' },
    });
    const declinedBefore = at('DELIVERED', { returnRequest: { reason: 'x' } });
    expect(checkMove(declinedBefore, 'RETURN_REQUESTED', 'SHOPPER', now, details)).toMatchObject({
      reason: 'window_closed',
      message: 'A return has already been requested for this order',
    });
  });

  it('ships only with a carrier and a tracking number', () => {
    expect(checkMove(at('PACKED'), 'SHIPPED', 'BACK_OFFICE', now, { carrier: 'DTDC' })).toMatchObject({
      reason: 'details_missing',
      errors: { trackingNumber: 'Tracking number is required' },
    });
    expect(checkMove(at('PACKED'), 'SHIPPED', 'BACK_OFFICE', now, { trackingNumber: ' ' })).toMatchObject({
      errors: { carrier: 'Carrier is required', trackingNumber: 'Tracking number is required' },
    });
  });

  it('offers each party only the moves open to it now', () => {
    expect(allowedMoves(at('PLACED'), 'BACK_OFFICE', now)).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(allowedMoves(at('PLACED'), 'SHOPPER', now)).toEqual(['CANCELLED']);
    expect(allowedMoves(at('PLACED', { paidAt: minutesAgo(61) }), 'SHOPPER', now)).toEqual([]);
    expect(allowedMoves(at('PACKED'), 'SHOPPER', now)).toEqual([]);
    // Shipping needs details the button's dialog asks for: it is still a move on offer.
    expect(allowedMoves(at('PACKED'), 'BACK_OFFICE', now)).toEqual(['SHIPPED']);
    expect(allowedMoves(at('DELIVERED'), 'SHOPPER', now)).toEqual(['RETURN_REQUESTED']);
    expect(allowedMoves(at('RETURN_REQUESTED'), 'BACK_OFFICE', now)).toEqual(['RETURNED', 'DELIVERED']);
  });
});
