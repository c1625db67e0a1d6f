import { useSyncExternalStore } from 'react';

/** How the shopper means to pay: online through the gateway (as every order did before COD), or cash on delivery. */
export type PaymentChoice = 'online' | 'cod';

// Kept for the tab (sessionStorage), so the drawer, the cart page and the COD checkout's "pay online instead"
// link agree, and a reload keeps it; a new visit starts with online, the default that costs the shopper least.
const CHOICE_KEY = 'paymentChoice';
const listeners = new Set<() => void>();
let current: PaymentChoice | null = null;

function read(): PaymentChoice {
  try {
    return window.sessionStorage.getItem(CHOICE_KEY) === 'cod' ? 'cod' : 'online';
  } catch {
    return 'online';
  }
}

function snapshot(): PaymentChoice {
  current ??= read();
  return current;
}

export function choosePayment(choice: PaymentChoice): void {
  current = choice;
  try {
    window.sessionStorage.setItem(CHOICE_KEY, choice);
  } catch {}
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen way to pay; online on the server and during hydration, so the HTML never mismatches. */
export function usePaymentChoice(): PaymentChoice {
  return useSyncExternalStore(subscribe, snapshot, () => 'online');
}
