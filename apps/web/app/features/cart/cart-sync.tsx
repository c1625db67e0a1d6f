import { useEffect } from 'react';
import { put } from '#app/lib/api.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { CART_KEY_STORAGE, savedLines } from './cart-server.ts';

/** A burst of changes (a quantity stepped up five times) is one save. */
const SAVE_AFTER_MS = 1500;

// What this tab last told the server, so a re-render or another layout's copy sends nothing new.
let lastSent: string | undefined;

function storedKey(): string | undefined {
  try {
    return window.localStorage.getItem(CART_KEY_STORAGE) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Saves a logged-in shopper's cart to the server after each change, debounced. A guest's is not kept: a cart's
 * number must be proven, and the COD checkout's login code logs the guest in, after which it is saved as the
 * account's. Renders nothing; the layouts mount it once.
 */
export function CartSync() {
  const [{ token, cart, bundleCart }] = useSession();

  useEffect(() => {
    if (!token) return;
    const lines = savedLines(cart, bundleCart);
    // The key only tells the server which guest cart (kept by an earlier storefront) the account's replaces.
    const payload = { lines, browserKey: storedKey() };
    const signature = JSON.stringify([token, payload]);
    if (signature === lastSent) return;
    // An empty cart at the first look is nothing to tell: there may be a cart kept from another device.
    if (lastSent === undefined && lines.length === 0) {
      lastSent = signature;
      return;
    }
    const timer = setTimeout(() => {
      lastSent = signature;
      void put('/cart', payload, { quiet: true });
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [token, cart, bundleCart]);

  return null;
}
