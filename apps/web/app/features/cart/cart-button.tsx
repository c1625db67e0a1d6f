import { lazy, Suspense } from 'react';
import { BagIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { useHydrated, useSession } from '#app/lib/session/use-session.ts';
import { cartCount } from './cart-actions.ts';
import { useCartInPageLanguage } from './use-cart-language.ts';

// Not needed for the first paint: the drawer loads when first opened.
const CartDrawer = lazy(() => import('./cart-drawer.tsx').then((m) => ({ default: m.CartDrawer })));

/** The header's cart: the bag with its count, and the cart drawer, mounted while the session says it is open. */
export function CartButton() {
  const { t } = useT();
  const [session, dispatch] = useSession();
  const hydrated = useHydrated();
  useCartInPageLanguage();
  // The cart lives in the browser: the server's HTML and the first render show no count.
  const count = cartCount(session);
  const open = hydrated && session.shouldCartOpen;
  return (
    <>
      <button
        type="button"
        aria-label={hydrated ? t('cart.openWithCount', { count }) : t('cart.open')}
        className="relative rounded-full p-1.5 hover:bg-brand-50 min-[400px]:p-2"
        onClick={() => dispatch({ type: 'TOGGLE_CART', payload: { shouldCartOpen: true } })}
      >
        <BagIcon />
        {hydrated && count > 0 ? (
          <span className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-clay-600 px-1 text-[11px] font-semibold text-white">
            {count}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
