import { ORDER_POLICY, ORDER_STATES, type OrderState } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import {
  allowedMoves,
  checkMove,
  everyMove,
  type MoveRefused,
  type Mover,
  type OrderPosition,
  refusedMoves,
} from './order-state-machine.ts';

const MOVERS: Mover[] = ['SHOPPER', 'STAFF', 'ADMIN', 'SYSTEM', 'COURIER'];
const now = new Date('2026-11-23T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

const TOTAL = 54_900;
/** An order in `state`, paid a minute ago and delivered a minute ago, so no window has closed; nothing refunded. */
const at = (state: OrderState, overrides: Partial<OrderPosition> = {}): OrderPosition => ({
  orderStatus: state,
  paidAt: minutesAgo(1),
  deliveredAt: minutesAgo(1),
  returnRequest: null,
  totalAmountPaise: TOTAL,
  refundedPaise: 0,
  paymentMethod: 'UPI',
  codConfirmedAt: null,
  riskLevel: null,
  riskClearedAt: null,
  ...overrides,
});

/** A cash-on-delivery order in `state`: never paid, confirmed by nobody yet, of low risk unless told. */
const cod = (state: OrderState, overrides: Partial<OrderPosition> = {}): OrderPosition =>
  at(state, { paymentMethod: 'COD', paidAt: null, riskLevel: 'low', ...overrides });

/**
 * Where the order's money stands. `refundedPaise` counts refunds completed and refunds still with the gateway,
 * so "fully refunded" is also a full refund on its way back.
 */
const MONEY = {
  unpaid: { paidAt: null, refundedPaise: 0 },
  paid: { refundedPaise: 0 },
  'partly refunded': { refundedPaise: 10_000 },
  'fully refunded': { refundedPaise: TOTAL },
} satisfies Record<string, Partial<OrderPosition>>;
type Money = keyof typeof MONEY;

const details = { carrier: 'Delhivery', trackingNumber: 'DLV123456', reason: 'The bottle arrived broken' };

const ALLOWED: [OrderState, OrderState, Mover[]][] = [
  ['PENDING', 'PLACED', ['SYSTEM']],
  ['PENDING', 'CANCELLED', ['SYSTEM']],
  ['PLACED', 'CONFIRMED', ['STAFF', 'ADMIN']],
  ['PLACED', 'CANCELLED', ['STAFF', 'ADMIN', 'SHOPPER', 'SYSTEM']],
  ['CONFIRMED', 'PACKED', ['STAFF', 'ADMIN']],
  ['CONFIRMED', 'CANCELLED', ['STAFF', 'ADMIN', 'SHOPPER']],
  ['PACKED', 'SHIPPED', ['STAFF', 'ADMIN', 'COURIER']],
  ['SHIPPED', 'DELIVERED', ['STAFF', 'ADMIN', 'COURIER']],
  ['SHIPPED', 'IN_TRANSIT', ['COURIER']],
  ['SHIPPED', 'OUT_FOR_DELIVERY', ['COURIER']],
  ['SHIPPED', 'DELIVERY_FAILED', ['COURIER']],
  ['SHIPPED', 'RTO', ['COURIER']],
  ['DELIVERED', 'RETURN_REQUESTED', ['SHOPPER']],
  ['RETURN_REQUESTED', 'RETURNED', ['STAFF', 'ADMIN', 'COURIER']],
  ['RETURN_REQUESTED', 'DELIVERED', ['STAFF', 'ADMIN']],
  ['RETURNED', 'REFUNDED', ['SYSTEM']],
  ['IN_TRANSIT', 'OUT_FOR_DELIVERY', ['COURIER']],
  ['IN_TRANSIT', 'DELIVERY_FAILED', ['COURIER']],
  ['IN_TRANSIT', 'DELIVERED', ['STAFF', 'ADMIN', 'COURIER']],
  ['IN_TRANSIT', 'RTO', ['COURIER']],
  ['OUT_FOR_DELIVERY', 'DELIVERED', ['STAFF', 'ADMIN', 'COURIER']],
  ['OUT_FOR_DELIVERY', 'DELIVERY_FAILED', ['COURIER']],
  ['OUT_FOR_DELIVERY', 'IN_TRANSIT', ['COURIER']],
  ['OUT_FOR_DELIVERY', 'RTO', ['COURIER']],
  ['DELIVERY_FAILED', 'OUT_FOR_DELIVERY', ['COURIER']],
  ['DELIVERY_FAILED', 'IN_TRANSIT', ['COURIER']],
  ['DELIVERY_FAILED', 'DELIVERED', ['STAFF', 'ADMIN', 'COURIER']],
  ['DELIVERY_FAILED', 'RTO', ['COURIER']],
  ['RTO', 'RTO_RECEIVED', ['COURIER']],
  ['RTO_RECEIVED', 'REFUNDED', ['SYSTEM']],
];

type Outcome = 'ok' | MoveRefused['reason'];
/**
 * Each move of the table, by each mover it lists, from each position of the order's money. STAFF may not make a
 * cancellation that refunds (paid, partly refunded); nobody takes a fully refunded order on towards the shopper.
 * A shopper's cancellation of an order never paid is outside its window, which runs from the payment.
 */
// biome-ignore format: a table reads best in columns
const BY_MONEY: [OrderState, OrderState, Mover, Outcome, Outcome, Outcome, Outcome][] = [
  // from             to                  mover      unpaid           paid           partly refunded fully refunded
  ['PENDING',          'PLACED',           'SYSTEM',  'ok',            'ok',          'ok',          'ok'],
  ['PENDING',          'CANCELLED',        'SYSTEM',  'ok',            'ok',          'ok',          'ok'],
  ['PLACED',           'CONFIRMED',        'STAFF',   'ok',            'ok',          'ok',          'refunded'],
  ['PLACED',           'CONFIRMED',        'ADMIN',   'ok',            'ok',          'ok',          'refunded'],
  ['PLACED',           'CANCELLED',        'STAFF',   'ok',            'needs_admin', 'needs_admin', 'ok'],
  ['PLACED',           'CANCELLED',        'ADMIN',   'ok',            'ok',          'ok',          'ok'],
  ['PLACED',           'CANCELLED',        'SHOPPER', 'window_closed', 'ok',          'ok',          'ok'],
  // The shop cancels on its own only a COD order left unconfirmed (the COD table below).
  ['PLACED',           'CANCELLED',        'SYSTEM',  'illegal_move',  'illegal_move', 'illegal_move', 'illegal_move'],
  ['CONFIRMED',        'PACKED',           'STAFF',   'ok',            'ok',          'ok',          'refunded'],
  ['CONFIRMED',        'PACKED',           'ADMIN',   'ok',            'ok',          'ok',          'refunded'],
  ['CONFIRMED',        'CANCELLED',        'STAFF',   'ok',            'needs_admin', 'needs_admin', 'ok'],
  ['CONFIRMED',        'CANCELLED',        'ADMIN',   'ok',            'ok',          'ok',          'ok'],
  ['CONFIRMED',        'CANCELLED',        'SHOPPER', 'window_closed', 'ok',          'ok',          'ok'],
  ['PACKED',           'SHIPPED',          'STAFF',   'ok',            'ok',          'ok',          'refunded'],
  ['PACKED',           'SHIPPED',          'ADMIN',   'ok',            'ok',          'ok',          'refunded'],
  // The courier's scans report what happened to a parcel: recorded whatever the money.
  ['PACKED',           'SHIPPED',          'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['SHIPPED',          'DELIVERED',        'STAFF',   'ok',            'ok',          'ok',          'refunded'],
  ['SHIPPED',          'DELIVERED',        'ADMIN',   'ok',            'ok',          'ok',          'refunded'],
  ['SHIPPED',          'DELIVERED',        'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['SHIPPED',          'IN_TRANSIT',       'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['SHIPPED',          'OUT_FOR_DELIVERY', 'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['SHIPPED',          'DELIVERY_FAILED',  'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['SHIPPED',          'RTO',              'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['DELIVERED',        'RETURN_REQUESTED', 'SHOPPER', 'ok',            'ok',          'ok',          'ok'],
  ['RETURN_REQUESTED', 'RETURNED',         'STAFF',   'ok',            'ok',          'ok',          'ok'],
  ['RETURN_REQUESTED', 'RETURNED',         'ADMIN',   'ok',            'ok',          'ok',          'ok'],
  ['RETURN_REQUESTED', 'RETURNED',         'COURIER', 'ok',            'ok',          'ok',          'ok'],
  // Declining a return sends nothing to the shopper, so a refund does not stop it.
  ['RETURN_REQUESTED', 'DELIVERED',        'STAFF',   'ok',            'ok',          'ok',          'ok'],
  ['RETURN_REQUESTED', 'DELIVERED',        'ADMIN',   'ok',            'ok',          'ok',          'ok'],
  ['RETURNED',         'REFUNDED',         'SYSTEM',  'ok',            'ok',          'ok',          'ok'],
  ['IN_TRANSIT',       'OUT_FOR_DELIVERY', 'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['IN_TRANSIT',       'DELIVERY_FAILED',  'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['IN_TRANSIT',       'DELIVERED',        'STAFF',   'ok',            'ok',          'ok',          'refunded'],
  ['IN_TRANSIT',       'DELIVERED',        'ADMIN',   'ok',            'ok',          'ok',          'refunded'],
  ['IN_TRANSIT',       'DELIVERED',        'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['IN_TRANSIT',       'RTO',              'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['OUT_FOR_DELIVERY', 'DELIVERED',        'STAFF',   'ok',            'ok',          'ok',          'refunded'],
  ['OUT_FOR_DELIVERY', 'DELIVERED',        'ADMIN',   'ok',            'ok',          'ok',          'refunded'],
  ['OUT_FOR_DELIVERY', 'DELIVERED',        'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['OUT_FOR_DELIVERY', 'DELIVERY_FAILED',  'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['OUT_FOR_DELIVERY', 'IN_TRANSIT',       'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['OUT_FOR_DELIVERY', 'RTO',              'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['DELIVERY_FAILED',  'OUT_FOR_DELIVERY', 'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['DELIVERY_FAILED',  'IN_TRANSIT',       'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['DELIVERY_FAILED',  'DELIVERED',        'STAFF',   'ok',            'ok',          'ok',          'refunded'],
  ['DELIVERY_FAILED',  'DELIVERED',        'ADMIN',   'ok',            'ok',          'ok',          'refunded'],
  ['DELIVERY_FAILED',  'DELIVERED',        'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['DELIVERY_FAILED',  'RTO',              'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['RTO',              'RTO_RECEIVED',     'COURIER', 'ok',            'ok',          'ok',          'ok'],
  ['RTO_RECEIVED',     'REFUNDED',         'SYSTEM',  'ok',            'ok',          'ok',          'ok'],
];

describe('the order state machine', () => {
  it('has exactly the moves of the published life of an order', () => {
    const listed = everyMove().map(([from, to, movers]) => [from, to, [...movers].sort()]);
    expect(listed).toEqual(ALLOWED.map(([from, to, movers]) => [from, to, [...movers].sort()]));
  });

  // Every pair of states, for every mover: illegal exactly when the table has no such move for it. The moves it
  // has are judged on the money below.
  const cases = ORDER_STATES.flatMap((from) =>
    ORDER_STATES.flatMap((to) => MOVERS.map((mover) => [from, to, mover] as const)),
  );
  it.each(cases)('%s → %s by %s', (from, to, mover) => {
    const listed = ALLOWED.some(([f, t, movers]) => f === from && t === to && movers.includes(mover));
    // The shop's own cancellation of a placed order is for a COD order only (docs/cod.md#expiry).
    const order = from === 'PLACED' && to === 'CANCELLED' && mover === 'SYSTEM' ? cod(from) : at(from);
    const judged = checkMove(order, to, mover, now, details);
    expect(!judged.ok && judged.reason === 'illegal_move').toBe(!listed);
  });

  it('lists every move and mover of the table in the money table, and nothing else', () => {
    const listed = everyMove().flatMap(([from, to, movers]) =>
      movers.map((mover) => `${from} → ${to} by ${mover}`),
    );
    expect(BY_MONEY.map(([from, to, mover]) => `${from} → ${to} by ${mover}`).sort()).toEqual(listed.sort());
  });

  // Every move of the machine × every mover × every position of the money: the outcome the table above says,
  // and a move the machine does not give that mover stays illegal whatever the money.
  const moneyCases = everyMove().flatMap(([from, to]) =>
    MOVERS.flatMap((mover) =>
      (Object.keys(MONEY) as Money[]).map((money) => [from, to, mover, money] as const),
    ),
  );
  it.each(moneyCases)('%s → %s by %s, %s', (from, to, mover, money) => {
    const row = BY_MONEY.find(([f, t, m]) => f === from && t === to && m === mover);
    const column = (Object.keys(MONEY) as Money[]).indexOf(money);
    const expected = row ? row[3 + column] : 'illegal_move';
    const order = at(from, MONEY[money]);
    const judged = checkMove(order, to, mover, now, details);
    expect(judged.ok ? 'ok' : judged.reason).toBe(expected);
    // The buttons a screen offers, and the moves it explains instead, say the same as the judge.
    expect(allowedMoves(order, mover, now).includes(to)).toBe(expected === 'ok');
    const refused = refusedMoves(order, mover, now).find((move) => move.to === to);
    expect(refused?.refusal.reason).toBe(row && expected !== 'ok' ? expected : undefined);
  });

  it('says why in words the back office can act on', () => {
    expect(checkMove(at('PLACED'), 'CANCELLED', 'STAFF', now)).toEqual({
      ok: false,
      reason: 'needs_admin',
      message: 'Only an admin may cancel a paid order, since cancelling refunds the payment',
    });
    expect(checkMove(at('PACKED', MONEY['fully refunded']), 'SHIPPED', 'ADMIN', now, details)).toEqual({
      ok: false,
      reason: 'refunded',
      message:
        "This order's payment has been refunded in full; it cannot be confirmed, packed, shipped or delivered",
    });
    // STAFF may close a refunded order: cancelling it gives nothing back.
    expect(allowedMoves(at('CONFIRMED', MONEY['fully refunded']), 'STAFF', now)).toEqual(['CANCELLED']);
    expect(refusedMoves(at('CONFIRMED'), 'STAFF', now).map(({ to }) => to)).toEqual(['CANCELLED']);
    expect(refusedMoves(at('CONFIRMED'), 'ADMIN', now)).toEqual([]);
  });

  it('lets a shopper cancel within the hour and not a minute after', () => {
    const edge = ORDER_POLICY.cancelWithinMinutes;
    expect(checkMove(at('PLACED', { paidAt: minutesAgo(edge) }), 'CANCELLED', 'SHOPPER', now).ok).toBe(true);
    const late = checkMove(at('CONFIRMED', { paidAt: minutesAgo(edge + 1) }), 'CANCELLED', 'SHOPPER', now);
    expect(late).toMatchObject({ ok: false, reason: 'window_closed' });
    // The shop itself is not bound by the shopper's window.
    expect(checkMove(at('CONFIRMED', { paidAt: minutesAgo(600) }), 'CANCELLED', 'ADMIN', now).ok).toBe(true);
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
    expect(checkMove(at('PACKED'), 'SHIPPED', 'STAFF', now, { carrier: 'DTDC' })).toMatchObject({
      reason: 'details_missing',
      errors: { trackingNumber: 'Tracking number is required' },
    });
    expect(checkMove(at('PACKED'), 'SHIPPED', 'STAFF', now, { trackingNumber: ' ' })).toMatchObject({
      errors: { carrier: 'Carrier is required', trackingNumber: 'Tracking number is required' },
    });
  });

  it('offers each party only the moves open to it now', () => {
    expect(allowedMoves(at('PLACED'), 'ADMIN', now)).toEqual(['CONFIRMED', 'CANCELLED']);
    // Cancelling a paid order refunds it, which is an admin's to do.
    expect(allowedMoves(at('PLACED'), 'STAFF', now)).toEqual(['CONFIRMED']);
    expect(allowedMoves(at('PLACED'), 'SHOPPER', now)).toEqual(['CANCELLED']);
    expect(allowedMoves(at('PLACED', { paidAt: minutesAgo(61) }), 'SHOPPER', now)).toEqual([]);
    expect(allowedMoves(at('PACKED'), 'SHOPPER', now)).toEqual([]);
    // Shipping needs details the button's dialog asks for: it is still a move on offer.
    expect(allowedMoves(at('PACKED'), 'STAFF', now)).toEqual(['SHIPPED']);
    expect(allowedMoves(at('DELIVERED'), 'SHOPPER', now)).toEqual(['RETURN_REQUESTED']);
    expect(allowedMoves(at('RETURN_REQUESTED'), 'STAFF', now)).toEqual(['RETURNED', 'DELIVERED']);
    // The courier's states offer the back office one button: delivered by hand, for a shop without an aggregator.
    expect(allowedMoves(at('DELIVERY_FAILED'), 'STAFF', now)).toEqual(['DELIVERED']);
    expect(allowedMoves(at('RTO'), 'ADMIN', now)).toEqual([]);
  });

  // docs/cod.md#confirmation: who confirms a COD order, and when a high-risk one may be packed.
  // biome-ignore format: a table reads best in columns
  const COD_MOVES: [string, OrderPosition, OrderState, Mover, Outcome][] = [
    ['unconfirmed',                 cod('PLACED'),                                                    'CONFIRMED', 'STAFF',   'cod_unconfirmed'],
    ['unconfirmed',                 cod('PLACED'),                                                    'CONFIRMED', 'ADMIN',   'cod_unconfirmed'],
    ['confirmed',                   cod('PLACED', { codConfirmedAt: minutesAgo(5) }),                 'CONFIRMED', 'STAFF',   'ok'],
    ['confirmed, high risk',        cod('PLACED', { codConfirmedAt: minutesAgo(5), riskLevel: 'high' }), 'CONFIRMED', 'STAFF', 'risk_review'],
    ['confirmed, high risk cleared', cod('PLACED', { codConfirmedAt: minutesAgo(5), riskLevel: 'high', riskClearedAt: minutesAgo(1) }), 'CONFIRMED', 'STAFF', 'ok'],
    ['medium risk',                 cod('CONFIRMED', { codConfirmedAt: minutesAgo(5), riskLevel: 'medium' }), 'PACKED', 'STAFF', 'ok'],
    ['high risk',                   cod('CONFIRMED', { codConfirmedAt: minutesAgo(5), riskLevel: 'high' }), 'PACKED',    'ADMIN',   'risk_review'],
    ['high risk cleared',           cod('CONFIRMED', { codConfirmedAt: minutesAgo(5), riskLevel: 'high', riskClearedAt: minutesAgo(1) }), 'PACKED', 'ADMIN', 'ok'],
    // No money was taken: the shopper may cancel until it is packed, however long ago it was placed.
    ['placed a day ago',            cod('PLACED', { codConfirmedAt: null }),                          'CANCELLED', 'SHOPPER', 'ok'],
    ['confirmed long ago',          cod('CONFIRMED', { codConfirmedAt: minutesAgo(6000) }),           'CANCELLED', 'SHOPPER', 'ok'],
    ['packed',                      cod('PACKED', { codConfirmedAt: minutesAgo(6000) }),              'CANCELLED', 'SHOPPER', 'illegal_move'],
    // Staff may cancel it: cancelling gives no money back.
    ['unconfirmed',                 cod('PLACED'),                                                    'CANCELLED', 'STAFF',   'ok'],
    // The expiry job cancels it; the courier's scans are not held by the confirmation.
    ['unconfirmed',                 cod('PLACED'),                                                    'CANCELLED', 'SYSTEM',  'ok'],
    ['confirmed',                   cod('CONFIRMED', { codConfirmedAt: minutesAgo(5) }),              'CANCELLED', 'SYSTEM',  'illegal_move'],
    ['high risk, shipped',          cod('PACKED', { riskLevel: 'high' }),                             'SHIPPED',   'COURIER', 'ok'],
  ];
  it.each(COD_MOVES)('a COD order, %s: → %s by %s', (_, order, to, mover, expected) => {
    const judged = checkMove(order, to, mover, now, details);
    expect(judged.ok ? 'ok' : judged.reason).toBe(expected);
  });

  it('says what the team must do for a COD order', () => {
    expect(checkMove(cod('PLACED'), 'CONFIRMED', 'STAFF', now)).toMatchObject({
      message:
        'The shopper has not confirmed this cash-on-delivery order: call them, then confirm it with a note',
    });
    const risky = cod('CONFIRMED', { codConfirmedAt: now, riskLevel: 'high' });
    expect(refusedMoves(risky, 'STAFF', now)).toEqual([
      {
        to: 'PACKED',
        refusal: expect.objectContaining({
          message:
            'This cash-on-delivery order is high risk: review it and confirm it with a note before packing',
        }),
      },
    ]);
  });
});
