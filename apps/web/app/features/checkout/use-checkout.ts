import type { Profile } from '@shop/shared';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { reportPurchase } from '#app/features/consent/index.ts';
import { get } from '#app/lib/api.ts';
import { bodyOf } from '#app/lib/envelope.ts';
import type { CartItem } from '#app/lib/session/session-store.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { toastError } from '#app/lib/toast.ts';
import { describePaymentError, runCheckout, thankYouState } from './checkout.ts';

export type CheckoutSource = 'drawer' | 'cart' | 'bundle';

// The drawer closes while the hosted checkout is open (a modal dialog would sit above it and make it inert),
// so the last failure outlives the drawer and is shown when it opens again.
let lastFailure: string[] | null = null;
const failureListeners = new Set<() => void>();
function setLastFailure(lines: string[] | null) {
  lastFailure = lines;
  for (const listener of failureListeners) listener();
}
const failureStore = {
  subscribe(listener: () => void) {
    failureListeners.add(listener);
    return () => failureListeners.delete(listener);
  },
  get: () => lastFailure,
  getServer: () => null,
};

/**
 * The three checkout flows (docs/product.md#checkout) share this: a busy flag while the payment order is created, the hosted
 * checkout, and on a verified payment an empty cart and /thank-you. A failed payment keeps
 * the cart and shows the provider's details.
 */
export function useCheckout(source: CheckoutSource) {
  const [session, dispatch] = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const failure = useSyncExternalStore(failureStore.subscribe, failureStore.get, failureStore.getServer);

  const checkout = useCallback(
    async (items: CartItem[]) => {
      if (busy || items.length === 0) return;
      setBusy(true);
      setLastFailure(null);
      const token = session.token;
      let prefill: { name?: string | null; email?: string | null; contact?: string | null } = {};
      if (token) {
        const profile = bodyOf(await get<Profile>('/users/profile', { quiet: true }));
        if (profile) prefill = { name: profile.name, email: profile.email, contact: profile.mobile };
      }
      const reopenDrawer = () => {
        if (source === 'drawer') dispatch({ type: 'TOGGLE_CART', payload: { shouldCartOpen: true } });
      };
      const outcome = await runCheckout({
        items,
        isBundle: source === 'bundle',
        token,
        prefill,
        onOpened: () => {
          setBusy(false);
          if (source === 'drawer') dispatch({ type: 'TOGGLE_CART', payload: { shouldCartOpen: false } });
        },
        onFailed: (error) => {
          // docs/product.md#error-states: a multi-line error in the drawer, a toast on the bundle page; on the
          // cart page the same details show in the page rather than in a row of browser alerts.
          const lines = describePaymentError(error);
          if (source === 'bundle') toastError(lines.join('\n'));
          else setLastFailure(lines);
        },
      });
      setBusy(false);
      if (outcome.kind === 'paid') {
        const { order } = outcome;
        // Reported here, once, when the server has verified the payment: the thank-you page can be reloaded.
        reportPurchase(order.orderId, order.totalAmount);
        dispatch({
          type: 'UPDATE_STATE',
          payload: {
            shouldCartOpen: false,
            ...(source === 'bundle' ? { bundleCart: [] } : { cart: [] }),
          },
        });
        navigate('/thank-you', { state: thankYouState(order) });
      } else if (outcome.kind === 'dismissed') {
        reopenDrawer();
      } else if (outcome.message) {
        toastError(outcome.message);
        reopenDrawer();
      }
    },
    [busy, dispatch, navigate, session.token, source],
  );

  return {
    checkout,
    busy,
    failure: source === 'bundle' ? null : failure,
    clearFailure: () => setLastFailure(null),
  };
}
