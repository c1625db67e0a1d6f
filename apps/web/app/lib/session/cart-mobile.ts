// docs/carts.md: the number a guest typed at the checkout's contact step. Kept in localStorage beside the
// session, it lets the cart feature keep their cart on the server; the checkout that learns it may not import the
// cart feature (the cart imports the checkout), so both meet here.

export const CART_MOBILE_STORAGE = 'cartMobile';

const listeners = new Set<() => void>();

/** The contact step has a guest's number: from now on their cart is kept on the server too. */
export function rememberCartMobile(mobile: string): void {
  try {
    window.localStorage.setItem(CART_MOBILE_STORAGE, mobile);
  } catch {}
  for (const listener of listeners) listener();
}

/** The number a guest typed at the contact step, if any. */
export function guestCartMobile(): string | null {
  try {
    return window.localStorage.getItem(CART_MOBILE_STORAGE);
  } catch {
    return null;
  }
}

/** Calls `listener` when a number is remembered; answers the unsubscribe. */
export function onCartMobile(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
