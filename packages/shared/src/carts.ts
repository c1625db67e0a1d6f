import { z } from 'zod';
import { indianMobile } from './forms.ts';
import { MAX_LINE_QUANTITY } from './limits.ts';
import { messageRef } from './messages/ref.ts';
import type { Paise } from './money.ts';

// The cart as the storefront saves it on the server (docs/carts.md): which size of which product, how many, and
// whether the line is in the bundle being built. Names and prices are never taken from the browser.

/** Lines a saved cart holds at most, cart and bundle together. */
export const MAX_SAVED_CART_LINES = 50;

export const SavedCartLineSchema = z.object({
  product: z.uuid({ error: messageRef('field.id', { label: 'product' }) }),
  size: z.uuid({ error: messageRef('field.id', { label: 'size' }) }),
  qty: z
    .number({ error: messageRef('field.number', { label: 'qty' }) })
    .int(messageRef('field.wholeNumber', { label: 'qty' }))
    .min(1, messageRef('field.atLeast', { label: 'qty', min: 1 }))
    .max(MAX_LINE_QUANTITY, messageRef('field.atMost', { label: 'qty', max: MAX_LINE_QUANTITY })),
  /** The line is in the bundle being built (one unit each, priced by the bundle's tiers). */
  bundle: z.boolean().optional().default(false),
});
export type SavedCartLine = z.output<typeof SavedCartLineSchema>;

/** A guest browser's own random key for its cart: 22 to 64 URL-safe characters. */
export const BROWSER_CART_KEY = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * PUT /cart: the browser's lines (none closes the cart). A logged-in shopper's cart is their account's, with its
 * number; a guest's is found by `browserKey` and has no number: the API refuses a guest's `mobile` (a number is
 * proven only by logging in), and ignores a logged-in shopper's for the account's.
 */
export const SaveCartSchema = z.object({
  lines: z
    .array(SavedCartLineSchema, { error: 'lines must be a list' })
    .max(MAX_SAVED_CART_LINES, messageRef('cart.tooManyLines', { count: MAX_SAVED_CART_LINES })),
  browserKey: z.string().regex(BROWSER_CART_KEY, messageRef('cart.browserKey')).optional(),
  mobile: indianMobile('Mobile').optional(),
});
export type SaveCartInput = z.input<typeof SaveCartSchema>;

/** A line of a saved or restored cart, priced now from the catalog. */
export interface CartLineView {
  product: string;
  size: string;
  qty: number;
  bundle: boolean;
  /** The product's base size, which the checkout names `baseSize`. */
  isBase: boolean;
  name: string;
  slug: string;
  image: string;
  sizeTitle: string;
  mrp: Paise;
  salePrice: Paise | null;
  /** Sold out, or no longer sold: shown, but it cannot be paid for until it is back. */
  outOfStock: boolean;
}

/** GET /cart/restore: the cart as the server holds it, priced now. */
export interface CartView {
  lines: CartLineView[];
  /** The lines' worth at today's prices (bundle lines after its tier), out-of-stock ones left out. */
  subtotal: Paise;
}

/** PUT /cart: the cart kept, or `_id` null when the lines were none and the cart closed. */
export interface SavedCart extends CartView {
  _id: string | null;
}
