import { MAX_LINE_QUANTITY } from '@shop/shared';
import type { CartItem, SessionState } from '#app/lib/session/session-store.ts';

/** Lines are one product in one size. */
export const sameLine = (a: Pick<CartItem, '_id' | 'size'>, b: Pick<CartItem, '_id' | 'size'>) =>
  a._id === b._id && a.size._id === b.size._id;

/** Adds a line, or adds to its quantity when it is already in the cart. */
export function addToCart(cart: CartItem[], item: CartItem, max = MAX_LINE_QUANTITY): CartItem[] {
  const existing = cart.find((line) => sameLine(line, item));
  if (!existing) return [...cart, { ...item, quantity: clamp(item.quantity, 1, max) }];
  return cart.map((line) =>
    line === existing ? { ...line, quantity: clamp(line.quantity + item.quantity, 1, max) } : line,
  );
}

/**
 * Sets a line's quantity (docs/product.md#quantities): in the drawer a line at 1 is removed on decrease (`removeAtZero`); on the
 * cart page minus never goes below 1.
 */
export function setQuantity(
  cart: CartItem[],
  target: CartItem,
  quantity: number,
  { removeAtZero }: { removeAtZero: boolean },
): CartItem[] {
  if (quantity < 1) return removeAtZero ? removeFromCart(cart, target) : cart;
  return cart.map((line) =>
    sameLine(line, target) ? { ...line, quantity: clamp(quantity, 1, MAX_LINE_QUANTITY) } : line,
  );
}

export function removeFromCart(cart: CartItem[], target: CartItem): CartItem[] {
  return cart.filter((line) => !sameLine(line, target));
}

/** Bundle lines are toggled by a click, quantity fixed at 1 (docs/product.md#bundle-tiers). */
export function toggleBundleItem(bundle: CartItem[], item: CartItem): CartItem[] {
  return bundle.some((line) => line._id === item._id)
    ? bundle.filter((line) => line._id !== item._id)
    : [...bundle, { ...item, quantity: 1 }];
}

export const cartCount = (state: Pick<SessionState, 'cart'>) =>
  state.cart.reduce((sum, line) => sum + line.quantity, 0);

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.trunc(value)));
}
