import { assertPaise, type Paise } from './money.ts';
import { type DeliveryTerms, deliveryChargeFor, type PaymentKind } from './shipping.ts';

/** What pricing needs of a cart line: list price (MRP), optional sale price, quantity. */
export interface PricedLine {
  mrp: Paise;
  salePrice?: Paise | null;
  quantity: number;
}

export interface CartTotals {
  /** Sum of what the shopper pays for each line. */
  total: Paise;
  /** Sum of MRP minus sale price over lines that are on sale. */
  saving: Paise;
  /** Sum of MRP times quantity. */
  mrpTotal: Paise;
  itemCount: number;
}

/** The price a shopper sees: the sale price when there is one, else the MRP (docs/product.md#pricing). */
export function shownPrice(line: Pick<PricedLine, 'mrp' | 'salePrice'>): Paise {
  return line.salePrice ?? line.mrp;
}

/**
 * Cart totals (docs/product.md#pricing): a line with a sale price adds sale x quantity to the total and
 * (MRP - sale) x quantity to the saving; any other line adds MRP x quantity.
 */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let total = 0;
  let saving = 0;
  let mrpTotal = 0;
  let itemCount = 0;
  for (const line of lines) {
    assertQuantity(line.quantity);
    assertPaise(line.mrp);
    mrpTotal += line.mrp * line.quantity;
    itemCount += line.quantity;
    if (line.salePrice != null) {
      assertPaise(line.salePrice);
      total += line.salePrice * line.quantity;
      saving += Math.max(0, line.mrp - line.salePrice) * line.quantity;
    } else {
      total += line.mrp * line.quantity;
    }
  }
  return { total, saving, mrpTotal, itemCount };
}

/**
 * Percent off the MRP, rounded to 2 decimals (docs/product.md#pricing); 0 when there is no sale price or it is not below the MRP.
 */
export function discountPercent(mrp: Paise, salePrice?: Paise | null): number {
  if (salePrice == null || mrp <= 0 || salePrice >= mrp) return 0;
  return Math.round(((mrp - salePrice) * 10000) / mrp) / 100;
}

/** Bundle tiers (docs/product.md#bundle-tiers): minimum item count and percent off the MRP total, highest first. */
export const BUNDLE_TIERS: readonly { minItems: number; percent: number }[] = [
  { minItems: 8, percent: 30 },
  { minItems: 7, percent: 25 },
  { minItems: 6, percent: 20 },
  { minItems: 5, percent: 15 },
  { minItems: 4, percent: 10 },
  { minItems: 3, percent: 5 },
];

/** Minimum number of items for any bundle discount. */
export const BUNDLE_MIN_ITEMS = 3;

/** Bundle discount percent for a number of items: none under 3, up to 30 at 8 or more. */
export function bundleDiscountPercent(itemCount: number): number {
  return BUNDLE_TIERS.find((tier) => itemCount >= tier.minItems)?.percent ?? 0;
}

export interface BundleTotals {
  /** Sum of MRP x quantity, the base the tier applies to. */
  subtotal: Paise;
  percent: number;
  saving: Paise;
  total: Paise;
  itemCount: number;
}

/**
 * Bundle totals: the tier percent applies to the sum of MRP x quantity (docs/product.md#bundle-tiers); the saving is rounded to
 * the nearest paisa, half up.
 */
export function bundleTotals(lines: readonly PricedLine[]): BundleTotals {
  const { mrpTotal, itemCount } = cartTotals(lines);
  const percent = bundleDiscountPercent(itemCount);
  const saving = Math.floor((mrpTotal * percent + 50) / 100);
  return { subtotal: mrpTotal, percent, saving, total: mrpTotal - saving, itemCount };
}

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`Quantity must be a whole number of at least 1, got ${quantity}`);
  }
}

/** What the discount rule needs of a coupon: percent (with an optional cap) or a flat amount in paise. */
export interface CouponTerms {
  kind: 'PERCENT' | 'FLAT';
  /** Percent for PERCENT, paise for FLAT. */
  value: number;
  maxDiscountPaise?: Paise | null;
}

/**
 * A coupon's discount on an order value: a percent rounded down to the paisa and held to its cap, or a flat
 * amount; never more than the order value itself.
 */
export function couponDiscount(coupon: CouponTerms, orderValue: Paise): Paise {
  assertPaise(orderValue);
  const raw =
    coupon.kind === 'PERCENT'
      ? Math.min(
          Math.floor((orderValue * coupon.value) / 100),
          coupon.maxDiscountPaise ?? Number.MAX_SAFE_INTEGER,
        )
      : coupon.value;
  return Math.min(raw, orderValue);
}

export interface DeliveredTotals {
  /** The goods after every discount (sale prices, bundle tier, coupon). */
  goods: Paise;
  delivery: Paise;
  /** What the shopper pays: goods plus delivery. */
  total: Paise;
}

/**
 * docs/shipping.md#charges: the goods after discounts plus the delivery charge the shop's terms set for them. The
 * server prices orders and the cart shows its total with this one rule, so the two never disagree.
 */
export function withDelivery(
  terms: DeliveryTerms,
  goodsPaise: Paise,
  payment: PaymentKind = 'PREPAID',
): DeliveredTotals {
  assertPaise(goodsPaise);
  const delivery = deliveryChargeFor(terms, goodsPaise, payment);
  return { goods: goodsPaise, delivery, total: goodsPaise + delivery };
}
