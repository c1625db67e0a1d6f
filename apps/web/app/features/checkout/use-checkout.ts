import type { Profile } from '@shop/shared';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { reportPurchase } from '#app/features/consent/index.ts';
import type { Messages, TFunction } from '#app/i18n/i18n.ts';
import { useLocalize, useT } from '#app/i18n/i18n.ts';
import { get } from '#app/lib/api.ts';
import { bodyOf } from '#app/lib/envelope.ts';
import { useLayoutData } from '#app/lib/layout-data.ts';
import type { CartItem } from '#app/lib/session/session-store.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { toastError } from '#app/lib/toast.ts';
import { type CheckoutOutcome, describePaymentError, runCheckout, thankYouState } from './checkout.ts';
import { useWhatsappOffer } from './whatsapp-offer.tsx';

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

/** What went wrong, in the page's language: the server's own message, or the text of the browser's problem. */
function problemText(
  outcome: Extract<CheckoutOutcome, { kind: 'error' | 'failed' }>,
  t: TFunction<Messages['checkout']>,
): string {
  if (outcome.kind === 'error') return outcome.message;
  if (outcome.problem === 'script') return t('scriptMissing');
  if (outcome.problem === 'unconfirmed') return t('notConfirmed');
  return t('initiationFailed', { reason: outcome.detail ?? '' });
}

/**
 * The three checkout flows (docs/product.md#checkout) share this: a busy flag while the payment order is created, the hosted
 * checkout, and on a verified payment an empty cart and /thank-you. A failed payment keeps
 * the cart and shows the provider's details. A signed-in shopper is offered the WhatsApp boxes (`whatsapp`, shown
 * with WhatsappOfferBoxes); what they tick goes with the payment order. A guest is not asked: their number is
 * typed into the gateway's checkout afterwards.
 */
export function useCheckout(source: CheckoutSource) {
  const [session, dispatch] = useSession();
  const navigate = useNavigate();
  const localize = useLocalize();
  const { t } = useT('checkout');
  const [busy, setBusy] = useState(false);
  const failure = useSyncExternalStore(failureStore.subscribe, failureStore.get, failureStore.getServer);
  const whatsapp = useWhatsappOffer();
  const whatsappOffered = useLayoutData().whatsapp;
  const { choices } = whatsapp;

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
        choices,
        isBundle: source === 'bundle',
        token,
        prefill,
        describeOrder: (orderId) => t('orderDescription', { orderId }),
        onOpened: () => {
          setBusy(false);
          if (source === 'drawer') dispatch({ type: 'TOGGLE_CART', payload: { shouldCartOpen: false } });
        },
        onFailed: (error) => {
          // docs/product.md#error-states: a multi-line error in the drawer, a toast on the bundle page; on the
          // cart page the same details show in the page rather than in a row of browser alerts.
          const lines = describePaymentError(error, t('failure', { returnObjects: true }));
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
        navigate(localize('/thank-you'), { state: thankYouState(order) });
      } else if (outcome.kind === 'dismissed') {
        reopenDrawer();
      } else {
        const message = problemText(outcome, t);
        if (message) {
          toastError(message);
          reopenDrawer();
        }
      }
    },
    [busy, choices, dispatch, navigate, localize, session.token, source, t],
  );

  return {
    checkout,
    busy,
    failure: source === 'bundle' ? null : failure,
    clearFailure: () => setLastFailure(null),
    whatsapp: session.token && whatsappOffered ? whatsapp : null,
  };
}
