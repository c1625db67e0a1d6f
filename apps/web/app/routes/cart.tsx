import { useNavigate } from 'react-router';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { BagIcon, ChevronLeftIcon } from '#app/components/icons.tsx';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { WaysOn } from '#app/components/ways-on.tsx';
import { removeFromCart, setQuantity } from '#app/features/cart/cart-actions.ts';
import { CartLines } from '#app/features/cart/cart-lines.tsx';
import { CartSummary } from '#app/features/cart/cart-summary.tsx';
import { PaymentFailure } from '#app/features/checkout/payment-failure.tsx';
import { useCheckout } from '#app/features/checkout/use-checkout.ts';
import { metaT, useLocalize, useT } from '#app/i18n/i18n.ts';
import { languageFromMatches, originFromMatches, pageTitle, seo } from '#app/lib/seo.ts';
import type { CartItem } from '#app/lib/session/session-store.ts';
import { useHydrated, useSession } from '#app/lib/session/use-session.ts';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seo({
    title: pageTitle(metaT(matches, 'cart')('title')),
    description: metaT(matches, 'cart')('description'),
    path: '/cart',
    origin: originFromMatches(matches),
    language: languageFromMatches(matches),
  }),
  // A cart is personal and lives in the browser: nothing here for a search engine.
  { name: 'robots', content: 'noindex, follow' },
];

export default function CartPage() {
  const hydrated = useHydrated();
  const [session, dispatch] = useSession();
  const { cart } = session;
  const update = (next: CartItem[]) => dispatch({ type: 'UPDATE_STATE', payload: { cart: next } });
  const { checkout, busy, failure, whatsapp } = useCheckout('cart');
  const { t } = useT('cart');
  const navigate = useNavigate();
  const localize = useLocalize();

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:pb-24">
      <Breadcrumb trail={[{ label: t('crumb') }]} />
      <h1 className="mt-4 text-3xl text-brand-900 sm:text-4xl">{t('heading')}</h1>

      {!hydrated ? (
        <CartSkeleton />
      ) : cart.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
          <div>
            <CartLines
              cart={cart}
              onQuantity={(item, quantity) =>
                update(setQuantity(cart, item, quantity, { removeAtZero: false }))
              }
              onRemove={(item) => update(removeFromCart(cart, item))}
            />
            <ContinueShopping />
          </div>
          <div>
            {failure ? <PaymentFailure lines={failure} className="mb-4 text-sm" /> : null}
            <CartSummary
              cart={cart}
              busy={busy}
              onCheckout={() => checkout(cart)}
              whatsapp={whatsapp}
              onCashOnDelivery={() => navigate(localize('/checkout/cod'))}
            />
          </div>
        </div>
      )}
    </main>
  );
}

function ContinueShopping() {
  const { t } = useT('cart');
  return (
    <ButtonLink to="/" variant="outline" size="sm" className="mt-6 py-2.5">
      <ChevronLeftIcon className="h-4 w-4" />
      {t('continueShopping')}
    </ButtonLink>
  );
}

function EmptyCart() {
  const { t } = useT('cart');
  return (
    <section className="mt-8 flex flex-col items-center rounded-2xl border border-brand-100 bg-white px-6 py-16 text-center sm:py-20">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-clay-50 text-clay-600">
        <BagIcon className="h-8 w-8" />
      </span>
      <h2 className="mt-6 text-2xl text-brand-900 sm:text-3xl">{t('empty.title')}</h2>
      <p className="mt-3 max-w-md text-stone-600">{t('empty.text')}</p>
      <WaysOn
        main={{ to: '/', label: t('empty.startShopping') }}
        other={{ to: '/build-your-bundle', label: t('empty.buildYourBundle') }}
      />
    </section>
  );
}

/** The cart is only known in the browser: a neutral placeholder until then, never a false empty cart. */
function CartSkeleton() {
  const { t } = useT('cart');
  return (
    <div
      className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_380px]"
      aria-busy="true"
    >
      <p className="sr-only" role="status">
        {t('loading')}
      </p>
      <div
        className="space-y-px overflow-hidden rounded-2xl border border-brand-100 bg-white"
        aria-hidden="true"
      >
        {[0, 1].map((row) => (
          <div key={row} className="flex items-center gap-4 p-5">
            <div className="h-[88px] w-[88px] shrink-0 animate-pulse rounded-xl bg-brand-50" />
            <div className="flex-1 space-y-3">
              <div className="h-4 w-2/3 animate-pulse rounded bg-brand-50" />
              <div className="h-4 w-1/4 animate-pulse rounded bg-brand-50" />
            </div>
          </div>
        ))}
      </div>
      <div className="h-80 animate-pulse rounded-2xl border border-brand-100 bg-white" aria-hidden="true" />
    </div>
  );
}
