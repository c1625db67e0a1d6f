import { PINCODE_PATTERN } from '@shop/shared';
import { useSyncExternalStore } from 'react';

// docs/product.md#delivery-dates: the PIN code a shopper checked, remembered on the device under its own key
// (not the session's `user` record, so logging out keeps it), shared by every widget on the page and other tabs.
export const PINCODE_KEY = 'deliveryPincode';

/** The PIN code as typed, without spaces, when it is well formed; else null. */
export function parsePincode(input: string): string | null {
  const pincode = input.replace(/\s+/g, '');
  return PINCODE_PATTERN.test(pincode) ? pincode : null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let loaded = false;
let current: string | null = null;

function read(): string | null {
  try {
    return parsePincode(window.localStorage.getItem(PINCODE_KEY) ?? '');
  } catch {
    return null;
  }
}

function snapshot(): string | null {
  if (!loaded && typeof window !== 'undefined') {
    loaded = true;
    current = read();
  }
  return current;
}

function onStorage(event: StorageEvent) {
  if (event.key !== PINCODE_KEY && event.key !== null) return;
  current = read();
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The remembered PIN code, for code outside React (the checkout sends it with the order). */
export function rememberedPincode(): string | null {
  return typeof window === 'undefined' ? null : snapshot();
}

export function rememberPincode(pincode: string): void {
  current = pincode;
  loaded = true;
  // A full or blocked storage must not break the page: the PIN code is then remembered until the tab closes.
  try {
    window.localStorage.setItem(PINCODE_KEY, pincode);
  } catch {}
  for (const listener of listeners) listener();
}

/** The remembered PIN code; null on the server and during hydration, so the HTML never mismatches. */
export function useRememberedPincode(): string | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
