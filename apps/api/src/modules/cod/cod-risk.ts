import { type OrderRisk, RISK_LEVELS, RISK_REASONS, type RiskLevel, type RiskReason } from '@shop/shared';

// docs/cod.md#risk: how risky a cash-on-delivery order is, from the shop's own data. Every rule and threshold is
// here, as a named constant; cod-risk-facts.ts reads the facts from the database, and cod-risk.test.ts tests each
// rule at its boundaries.

/** A value is "far above the average" only against enough orders to make an average: fewer, and it is not judged. */
export const AVERAGE_MIN_ORDERS = 20;
/** Days of placed orders the shop's average order value is taken over. */
export const AVERAGE_WINDOW_DAYS = 90;
/** Goods above this many times the shop's average: medium… */
export const HIGH_VALUE_MEDIUM_TIMES = 3;
/** …and above this many times: high. */
export const HIGH_VALUE_HIGH_TIMES = 5;

/** Days of parcels shipped to the PIN code its return-to-origin rate is taken over. */
export const PINCODE_WINDOW_DAYS = 90;
/** A PIN code's rate is judged once this many parcels were shipped there. */
export const PINCODE_MIN_SHIPPED = 5;
/** Returned to origin: at least this percentage of the PIN code's parcels is medium… */
export const PINCODE_RTO_MEDIUM_PERCENT = 25;
/** …and at least this percentage is high. */
export const PINCODE_RTO_HIGH_PERCENT = 40;

/** The number's parcels ever returned to origin: this many or more is high. */
export const NUMBER_RTO_HIGH = 1;

/** Hours in which COD orders from one number or one address are counted (this one included). */
export const RECENT_WINDOW_HOURS = 24;
/** That many COD orders is medium… */
export const RECENT_ORDERS_MEDIUM = 2;
/** …and this many or more is high. */
export const RECENT_ORDERS_HIGH = 3;

/** A first order from a number is medium. */
export const FIRST_ORDER_LEVEL: RiskLevel = 'medium';

/** What the rules know of a COD order being placed (cod-risk-facts.ts reads them in the placing transaction). */
export interface RiskFacts {
  /** The order's goods after discounts, in paise. */
  goodsPaise: number;
  /** The number's (or the account's) earlier orders that were placed: paid, or COD. */
  earlierPlacedOrders: number;
  /** The shop's placed orders of the last AVERAGE_WINDOW_DAYS and their average goods, in paise. */
  recentOrders: { count: number; averageGoodsPaise: number };
  /** Parcels shipped to the order's PIN code in the last PINCODE_WINDOW_DAYS, and those returned to origin. */
  pincodeParcels: { shipped: number; returnedToOrigin: number };
  /** The number's orders ever returned to origin. */
  numberReturnsToOrigin: number;
  /** COD orders in the last RECENT_WINDOW_HOURS from the number and to the address, this one included. */
  recentCodOrders: { byNumber: number; byAddress: number };
}

const LEVEL_RANK: Record<RiskLevel, number> = { low: 0, medium: 1, high: 2 };

/** The level each rule sets for the facts, or undefined when it sets none. */
const RULES: Record<RiskReason, (facts: RiskFacts) => RiskLevel | undefined> = {
  first_order: (facts) => (facts.earlierPlacedOrders === 0 ? FIRST_ORDER_LEVEL : undefined),
  high_value: ({ goodsPaise, recentOrders }) => {
    if (recentOrders.count < AVERAGE_MIN_ORDERS || recentOrders.averageGoodsPaise <= 0) return undefined;
    if (goodsPaise > HIGH_VALUE_HIGH_TIMES * recentOrders.averageGoodsPaise) return 'high';
    if (goodsPaise > HIGH_VALUE_MEDIUM_TIMES * recentOrders.averageGoodsPaise) return 'medium';
    return undefined;
  },
  pincode_rto_rate: ({ pincodeParcels: { shipped, returnedToOrigin } }) => {
    if (shipped < PINCODE_MIN_SHIPPED) return undefined;
    // Compared in whole numbers, so 2 of 5 is exactly 40%, never a float's 39.999…
    if (returnedToOrigin * 100 >= PINCODE_RTO_HIGH_PERCENT * shipped) return 'high';
    if (returnedToOrigin * 100 >= PINCODE_RTO_MEDIUM_PERCENT * shipped) return 'medium';
    return undefined;
  },
  number_rto: (facts) => (facts.numberReturnsToOrigin >= NUMBER_RTO_HIGH ? 'high' : undefined),
  many_orders_today: ({ recentCodOrders }) => {
    const most = Math.max(recentCodOrders.byNumber, recentCodOrders.byAddress);
    if (most >= RECENT_ORDERS_HIGH) return 'high';
    if (most >= RECENT_ORDERS_MEDIUM) return 'medium';
    return undefined;
  },
};

/** The order's risk: the highest level any rule sets (low when none does), with the reasons in RISK_REASONS' order. */
export function assessRisk(facts: RiskFacts): OrderRisk {
  let level: RiskLevel = RISK_LEVELS[0];
  const reasons: RiskReason[] = [];
  for (const reason of RISK_REASONS) {
    const set = RULES[reason](facts);
    if (!set) continue;
    reasons.push(reason);
    if (LEVEL_RANK[set] > LEVEL_RANK[level]) level = set;
  }
  return { level, reasons };
}
