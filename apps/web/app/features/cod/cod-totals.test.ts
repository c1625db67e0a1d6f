import { describe, expect, it } from 'vitest';
import { maskedMobile, payableTotals } from './cod-totals.ts';

const terms = { freeOnPrepaid: true, deliveryChargePaise: 5_000, freeDeliveryMinimumPaise: 50_000 };

describe('payableTotals', () => {
  it('ships a prepaid order free and adds no fee', () => {
    expect(payableTotals(terms, 30_000, 'online', 4_900)).toEqual({
      goods: 30_000,
      delivery: 0,
      fee: 0,
      total: 30_000,
    });
  });

  it('charges COD delivery below the free minimum, and the fee as its own line', () => {
    expect(payableTotals(terms, 30_000, 'cod', 4_900)).toEqual({
      goods: 30_000,
      delivery: 5_000,
      fee: 4_900,
      total: 39_900,
    });
  });

  it('ships COD free from the minimum up, keeping the fee', () => {
    expect(payableTotals(terms, 50_000, 'cod', 4_900).delivery).toBe(0);
    expect(payableTotals(terms, 49_999, 'cod', 4_900).delivery).toBe(5_000);
    expect(payableTotals(terms, 50_000, 'cod', 4_900).total).toBe(54_900);
  });

  it('leaves delivery unknown without the terms, still adding the fee', () => {
    expect(payableTotals(null, 30_000, 'cod', 4_900)).toEqual({
      goods: 30_000,
      delivery: null,
      fee: 4_900,
      total: 34_900,
    });
  });
});

describe('maskedMobile', () => {
  it('shows the first two and last two digits of an Indian number', () => {
    expect(maskedMobile('9876543210')).toBe('+91 98••• •••10');
    expect(maskedMobile('+91 98765 43210')).toBe('+91 98••• •••10');
  });

  it('masks anything else whole', () => {
    expect(maskedMobile(null)).toBe('+91 ••••• •••••');
    expect(maskedMobile('12345')).toBe('+91 ••••• •••••');
  });
});
