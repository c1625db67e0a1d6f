import { useEffect, useState } from 'react';
import { put } from '#app/lib/api.ts';
import { guestCartMobile, onCartMobile } from '#app/lib/session/cart-mobile.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { browserCartKey, CART_KEY_STORAGE, savedLines } from './cart-server.ts';

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
 * Saves the browser's cart to the server after each change, debounced: a logged-in shopper's always, a guest's
 * once the contact step gave their number. Renders nothing; the layouts mount it once.
 */
export function CartSync() {
  const [{ token, cart, bundleCart }] = useSession();
  const [mobile, setMobile] = useState<string | null>(null);

  useEffect(() => {
    const read = () => setMobile(guestCartMobile());
    read();
    return onCartMobile(read);
  }, []);

  useEffect(() => {
    if (!token && !mobile) return;
    const lines = savedLines(cart, bundleCart);
    // Logged in, the key only tells the server which guest cart the account's replaces.
    const browserKey = token ? storedKey() : browserCartKey();
    if (!token && !browserKey) return;
    const payload = token ? { lines, browserKey } : { lines, browserKey, mobile };
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
  }, [token, mobile, cart, bundleCart]);

  return null;
}
