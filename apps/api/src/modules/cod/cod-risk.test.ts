import { describe, expect, it } from 'vitest';
import {
  AVERAGE_MIN_ORDERS,
  assessRisk,
  HIGH_VALUE_HIGH_TIMES,
  HIGH_VALUE_MEDIUM_TIMES,
  PINCODE_MIN_SHIPPED,
  type RiskFacts,
} from './cod-risk.ts';

const AVERAGE = 80_000;
/** A returning shopper's ordinary order: no rule says anything. */
const facts = (overrides: Partial<RiskFacts> = {}): RiskFacts => ({
  goodsPaise: AVERAGE,
  earlierPlacedOrders: 3,
  recentOrders: { count: 100, averageGoodsPaise: AVERAGE },
  pincodeParcels: { shipped: 40, returnedToOrigin: 2 },
  numberReturnsToOrigin: 0,
  recentCodOrders: { byNumber: 1, byAddress: 1 },
  ...overrides,
});

describe('a COD order’s risk', () => {
  it('is low with no reason for a returning shopper’s ordinary order', () => {
    expect(assessRisk(facts())).toEqual({ level: 'low', reasons: [] });
  });

  it('is medium for the first order from a number, and not for the second', () => {
    expect(assessRisk(facts({ earlierPlacedOrders: 0 }))).toEqual({
      level: 'medium',
      reasons: ['first_order'],
    });
    expect(assessRisk(facts({ earlierPlacedOrders: 1 })).reasons).toEqual([]);
  });

  it.each([
    [HIGH_VALUE_MEDIUM_TIMES * AVERAGE, 'low'],
    [HIGH_VALUE_MEDIUM_TIMES * AVERAGE + 1, 'medium'],
    [HIGH_VALUE_HIGH_TIMES * AVERAGE, 'medium'],
    [HIGH_VALUE_HIGH_TIMES * AVERAGE + 1, 'high'],
  ])('judges goods of %i paise against an average of 80,000 as %s', (goodsPaise, level) => {
    const risk = assessRisk(facts({ goodsPaise }));
    expect(risk.level).toBe(level);
    expect(risk.reasons).toEqual(level === 'low' ? [] : ['high_value']);
  });

  it('judges the value only against an average of at least 20 orders', () => {
    const huge = HIGH_VALUE_HIGH_TIMES * AVERAGE * 10;
    const few = { count: AVERAGE_MIN_ORDERS - 1, averageGoodsPaise: AVERAGE };
    expect(assessRisk(facts({ goodsPaise: huge, recentOrders: few })).level).toBe('low');
    const enough = { count: AVERAGE_MIN_ORDERS, averageGoodsPaise: AVERAGE };
    expect(assessRisk(facts({ goodsPaise: huge, recentOrders: enough })).level).toBe('high');
  });

  it.each([
    // shipped, returned to origin, level
    [20, 4, 'low'], // 20%
    [20, 5, 'medium'], // 25%
    [20, 7, 'medium'], // 35%
    [20, 8, 'high'], // 40%
    [PINCODE_MIN_SHIPPED, 2, 'high'], // 40% of 5
    [PINCODE_MIN_SHIPPED - 1, 4, 'low'], // too few parcels to judge
  ])(
    'judges a PIN code with %i parcels shipped, %i returned to origin, as %s',
    (shipped, returned, level) => {
      const risk = assessRisk(facts({ pincodeParcels: { shipped, returnedToOrigin: returned } }));
      expect(risk.level).toBe(level);
      expect(risk.reasons).toEqual(level === 'low' ? [] : ['pincode_rto_rate']);
    },
  );

  it('is high once the number has had a parcel returned to origin', () => {
    expect(assessRisk(facts({ numberReturnsToOrigin: 0 })).level).toBe('low');
    expect(assessRisk(facts({ numberReturnsToOrigin: 1 }))).toEqual({
      level: 'high',
      reasons: ['number_rto'],
    });
  });

  it.each([
    [1, 1, 'low'],
    [2, 1, 'medium'],
    [1, 2, 'medium'],
    [3, 1, 'high'],
    [1, 3, 'high'],
  ])(
    'judges %i COD orders from the number and %i to the address in a day as %s',
    (byNumber, byAddress, level) => {
      const risk = assessRisk(facts({ recentCodOrders: { byNumber, byAddress } }));
      expect(risk.level).toBe(level);
      expect(risk.reasons).toEqual(level === 'low' ? [] : ['many_orders_today']);
    },
  );

  it('takes the highest level any reason sets, and lists the reasons in their fixed order', () => {
    const risk = assessRisk(
      facts({
        earlierPlacedOrders: 0,
        recentCodOrders: { byNumber: 2, byAddress: 1 },
        numberReturnsToOrigin: 2,
        goodsPaise: HIGH_VALUE_MEDIUM_TIMES * AVERAGE + 1,
      }),
    );
    expect(risk).toEqual({
      level: 'high',
      reasons: ['first_order', 'high_value', 'number_rto', 'many_orders_today'],
    });
    expect(
      assessRisk(facts({ earlierPlacedOrders: 0, recentCodOrders: { byNumber: 2, byAddress: 2 } })).level,
    ).toBe('medium');
  });
});
