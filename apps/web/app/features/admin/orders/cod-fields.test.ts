import type { AdminOrder } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { needsTeamConfirmation } from './cod-fields.ts';

const order = (fields: Partial<AdminOrder>): AdminOrder =>
  ({
    paymentMethod: 'COD',
    orderStatus: 'PLACED',
    codConfirmedAt: null,
    risk: { level: 'low', reasons: [] },
    riskClearedAt: null,
    ...fields,
  }) as AdminOrder;

describe('needsTeamConfirmation', () => {
  it('asks for a call while the shopper has not confirmed a placed COD order', () => {
    expect(needsTeamConfirmation(order({}))).toBe(true);
    expect(needsTeamConfirmation(order({ codConfirmedAt: '2026-11-28T01:00:00Z' }))).toBe(false);
  });

  it('asks for a call on a high-risk order until its risk is cleared, even once confirmed', () => {
    const high = { risk: { level: 'high' as const, reasons: ['first_order' as const] } };
    expect(needsTeamConfirmation(order({ ...high, codConfirmedAt: '2026-11-28T01:00:00Z' }))).toBe(true);
    expect(needsTeamConfirmation(order({ ...high, orderStatus: 'CONFIRMED' }))).toBe(true);
    expect(needsTeamConfirmation(order({ ...high, riskClearedAt: '2026-11-28T02:00:00Z' }))).toBe(true);
    expect(
      needsTeamConfirmation(
        order({ ...high, riskClearedAt: '2026-11-28T02:00:00Z', codConfirmedAt: '2026-11-28T02:00:00Z' }),
      ),
    ).toBe(false);
  });

  it('never asks for an online order, or one already packed or cancelled', () => {
    expect(needsTeamConfirmation(order({ paymentMethod: 'CARD' }))).toBe(false);
    expect(needsTeamConfirmation(order({ orderStatus: 'PACKED' }))).toBe(false);
    expect(needsTeamConfirmation(order({ orderStatus: 'CANCELLED' }))).toBe(false);
  });
});
