import {
  BUNDLE_MIN_ITEMS,
  bundleTotals,
  type CheckoutLine,
  cartTotals,
  type DeliveryTerms,
  deliveryChargeFor,
  MAX_LINE_QUANTITY,
  msg,
  shownPrice,
  withDelivery,
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
  /** The delivery charge on the goods after discounts (docs/shipping.md#charges). */
  shipping: number;
  total: number;
}

const named = (offer: SizeOffer) => [{ name: offer.productName, translations: offer.productTranslations }];

/** One order line per size; the same size twice in a request is one line with the quantities added. */
export function mergeLines(lines: CheckoutLine[]): { ok: true; lines: RequestedLine[] } | CheckoutRefusal {
  const merged = new Map<string, RequestedLine>();
  for (const [index, line] of lines.entries()) {
    const field = `products.${index}`;
    const sizeId = line.size ?? line.baseSize;
    if (!sizeId) return refusal('invalid_line', msg('cart.sizeNeeded'), { [field]: msg('cart.sizeMissing') });
    const existing = merged.get(sizeId);
    if (!existing) {
      merged.set(sizeId, { productId: line.product, sizeId, qty: line.qty });
      continue;
    }
    if (existing.productId !== line.product) {
      return refusal('unavailable', msg('cart.unavailable'), {
        [field]: msg('cart.unknownLine'),
      });
    }
    existing.qty += line.qty;
    if (existing.qty > MAX_LINE_QUANTITY) {
      return refusal('invalid_line', msg('cart.maxQuantity', { max: MAX_LINE_QUANTITY }), {
        [field]: msg('cart.maxQuantityShort', { max: MAX_LINE_QUANTITY }),
      });
    }
  }
  return { ok: true, lines: [...merged.values()] };
}

/**
 * Prices the requested lines from the catalog's offers and adds delivery as the shop's terms set it (every order
 * is prepaid today), or says which line cannot be bought and why.
 */
export function priceCheckout(
  requested: RequestedLine[],
  offers: SizeOffer[],
  isBundle: boolean,
  terms: DeliveryTerms,
): PricedCheckout | CheckoutRefusal {
  const bySize = new Map(offers.map((offer) => [offer.sizeId, offer]));
  const lines: PricedLine[] = [];
  for (const [index, line] of requested.entries()) {
    const offer = bySize.get(line.sizeId);
    const field = `products.${index}`;
    if (!offer || offer.productId !== line.productId) {
      return refusal('unavailable', msg('cart.unavailable'), {
        [field]: msg('cart.unknownLine'),
      });
    }
    if (!offer.sold) {
      return refusal(
        'not_sold',
        msg('cart.notSold', { product: offer.productName }),
        { [field]: msg('cart.notSoldShort') },
        named(offer),
      );
    }
    if (offer.stock <= 0) {
      return refusal(
        'out_of_stock',
        msg('cart.outOfStock', { product: offer.productName, size: offer.sizeTitle }),
        { [field]: msg('cart.outOfStockShort') },
        named(offer),
      );
    }
    if (offer.stock < line.qty) {
      return refusal(
        'out_of_stock',
        msg('cart.onlyLeft', { stock: offer.stock, product: offer.productName, size: offer.sizeTitle }),
        { [field]: msg('cart.onlyLeftShort', { stock: offer.stock }) },
        named(offer),
      );
    }
    if (isBundle && !offer.bundleable) {
      return refusal(
        'bundle_rule',
        msg('bundle.notAllowed', { product: offer.productName }),
        { [field]: msg('bundle.notAllowedShort') },
        named(offer),
      );
    }
    if (isBundle && line.qty !== 1) {
      return refusal('bundle_rule', msg('bundle.oneEach'), { [field]: msg('bundle.oneEachShort') });
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
    return refusal('bundle_rule', msg('bundle.minimum', { count: BUNDLE_MIN_ITEMS }), {
      products: msg('bundle.pick', { count: BUNDLE_MIN_ITEMS }),
    });
  }
  const bundle = isBundle ? bundleTotals(pricingLines) : undefined;
  const subtotal = bundle ? bundle.subtotal : cartTotals(pricingLines).total;
  const bundleDiscount = bundle?.saving ?? 0;
  const goods = subtotal - bundleDiscount;
  if (goods <= 0) return refusal('zero_total', msg('order.zeroTotal'));
  const { delivery, total } = withDelivery(terms, goods, 'PREPAID');
  return { ok: true, isBundle, lines, subtotal, bundleDiscount, shipping: delivery, total };
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

/**
 * The delivery charge once a coupon's discount is taken off: the goods can fall below the free-delivery minimum
 * (or rise back over it when the coupon goes), so the charge follows the goods the shopper will pay for.
 */
export function shippingAfterCoupon(
  order: { subtotalPaise: number; bundleDiscountPaise: number },
  couponDiscount: number,
  terms: DeliveryTerms,
): number {
  return deliveryChargeFor(terms, couponBase(order) - couponDiscount, 'PREPAID');
}
