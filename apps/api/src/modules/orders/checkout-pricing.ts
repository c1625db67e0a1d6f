import {
  BUNDLE_MIN_ITEMS,
  bundleTotals,
  type CheckoutLine,
  cartTotals,
  MAX_LINE_QUANTITY,
  shownPrice,
} from '@shop/shared';
import { type Refusal, refusal } from '../../domain/refusal.ts';
import type { SizeOffer } from '../catalog/inventory.service.ts';

// Checkout pricing without a database: the browser names products, sizes and quantities; every price, discount
// and total comes from the catalog's offers through these rules.

/** Why a cart cannot be checked out as sent. */
export type CheckoutRefusal = Refusal<
  'invalid_line' | 'unavailable' | 'not_sold' | 'out_of_stock' | 'bundle_rule' | 'zero_total'
>;

export interface RequestedLine {
  productId: string;
  sizeId: string;
  qty: number;
}

export interface PricedLine {
  offer: SizeOffer;
  qty: number;
  /** Paise per unit the shopper pays: the MRP in a bundle, else the price shown. */
  unitPrice: number;
  lineTotal: number;
}

export interface PricedCheckout {
  ok: true;
  isBundle: boolean;
  lines: PricedLine[];
  subtotal: number;
  bundleDiscount: number;
  total: number;
}

const named = (offer: SizeOffer) => [{ name: offer.productName, translations: offer.productTranslations }];

/** One order line per size; the same size twice in a request is one line with the quantities added. */
export function mergeLines(lines: CheckoutLine[]): { ok: true; lines: RequestedLine[] } | CheckoutRefusal {
  const merged = new Map<string, RequestedLine>();
  for (const [index, line] of lines.entries()) {
    const field = `products.${index}`;
    const sizeId = line.size ?? line.baseSize;
    if (!sizeId) return refusal('invalid_line', 'Each line needs a size', { [field]: 'Missing size' });
    const existing = merged.get(sizeId);
    if (!existing) {
      merged.set(sizeId, { productId: line.product, sizeId, qty: line.qty });
      continue;
    }
    if (existing.productId !== line.product) {
      return refusal('unavailable', 'One of the products in your cart is no longer available', {
        [field]: 'Unknown product or size',
      });
    }
    existing.qty += line.qty;
    if (existing.qty > MAX_LINE_QUANTITY) {
      return refusal('invalid_line', `You can buy at most ${MAX_LINE_QUANTITY} of an item`, {
        [field]: `At most ${MAX_LINE_QUANTITY}`,
      });
    }
  }
  return { ok: true, lines: [...merged.values()] };
}

/** Prices the requested lines from the catalog's offers, or says which line cannot be bought and why. */
export function priceCheckout(
  requested: RequestedLine[],
  offers: SizeOffer[],
  isBundle: boolean,
): PricedCheckout | CheckoutRefusal {
  const bySize = new Map(offers.map((offer) => [offer.sizeId, offer]));
  const lines: PricedLine[] = [];
  for (const [index, line] of requested.entries()) {
    const offer = bySize.get(line.sizeId);
    const field = `products.${index}`;
    if (!offer || offer.productId !== line.productId) {
      return refusal('unavailable', 'One of the products in your cart is no longer available', {
        [field]: 'Unknown product or size',
      });
    }
    if (!offer.sold) {
      return refusal(
        'not_sold',
        `${offer.productName} is no longer sold`,
        { [field]: 'No longer sold' },
        named(offer),
      );
    }
    if (offer.stock <= 0) {
      return refusal(
        'out_of_stock',
        `${offer.productName} (${offer.sizeTitle}) is out of stock`,
        { [field]: 'Out of stock' },
        named(offer),
      );
    }
    if (offer.stock < line.qty) {
      return refusal(
        'out_of_stock',
        `Only ${offer.stock} left of ${offer.productName} (${offer.sizeTitle})`,
        { [field]: `Only ${offer.stock} left` },
        named(offer),
      );
    }
    if (isBundle && !offer.bundleable) {
      return refusal(
        'bundle_rule',
        `${offer.productName} cannot be part of a bundle`,
        { [field]: 'Not for bundles' },
        named(offer),
      );
    }
    if (isBundle && line.qty !== 1) {
      return refusal('bundle_rule', 'Each bundle item is one unit', { [field]: 'Bundle items are one each' });
    }
    const unitPrice = isBundle ? offer.mrp : shownPrice(offer);
    lines.push({ offer, qty: line.qty, unitPrice, lineTotal: unitPrice * line.qty });
  }

  // docs/product.md#bundle-tiers: carts pay the sale price; bundles take the tier off the sum of MRPs.
  const pricingLines = lines.map(({ offer, qty }) => ({
    mrp: offer.mrp,
    salePrice: isBundle ? null : offer.salePrice,
    quantity: qty,
  }));
  if (isBundle && pricingLines.reduce((sum, line) => sum + line.quantity, 0) < BUNDLE_MIN_ITEMS) {
    return refusal('bundle_rule', `A bundle needs at least ${BUNDLE_MIN_ITEMS} items`, {
      products: `Pick at least ${BUNDLE_MIN_ITEMS} items`,
    });
  }
  const bundle = isBundle ? bundleTotals(pricingLines) : undefined;
  const subtotal = bundle ? bundle.subtotal : cartTotals(pricingLines).total;
  const bundleDiscount = bundle?.saving ?? 0;
  const total = subtotal - bundleDiscount;
  if (total <= 0) return refusal('zero_total', 'Your order total must be above zero');
  return { ok: true, isBundle, lines, subtotal, bundleDiscount, total };
}

/** The order value a coupon applies to: after any bundle discount, before shipping. */
export function couponBase(order: { subtotalPaise: number; bundleDiscountPaise: number }): number {
  return order.subtotalPaise - order.bundleDiscountPaise;
}

/** What the shopper pays once a coupon's discount is taken off. */
export function totalAfterCoupon(
  order: { subtotalPaise: number; bundleDiscountPaise: number; shippingPaise: number },
  couponDiscount: number,
): number {
  return couponBase(order) - couponDiscount + order.shippingPaise;
}
