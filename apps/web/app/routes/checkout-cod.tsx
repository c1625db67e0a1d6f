import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { CodCheckout } from '#app/features/cod/cod-checkout.tsx';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { privatePageMeta } from '#app/lib/seo.ts';
import { useHydrated, useSession } from '#app/lib/session/use-session.ts';
import type { Route } from './+types/checkout-cod';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(metaT(matches, 'cod')('checkout.title'));

/** /checkout/cod (docs/cod.md#checkout): the cart, paid in cash when it arrives. The cart lives in the browser. */
export default function CheckoutCod() {
  const hydrated = useHydrated();
  const [{ cart }] = useSession();
  const { t } = useT(['cod', 'cart']);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 lg:pb-24">
      <Breadcrumb trail={[{ label: t('cart:crumb'), to: '/cart' }, { label: t('checkout.heading') }]} />
      <h1 className="mt-4 text-3xl text-brand-900 sm:text-4xl">{t('checkout.heading')}</h1>
      <p className="mt-2 max-w-2xl text-stone-700">{t('checkout.intro')}</p>
      {!hydrated ? (
        <div
          className="mt-8 h-80 animate-pulse rounded-2xl border border-brand-100 bg-white"
          aria-busy="true"
        >
          <p className="sr-only" role="status">
            {t('checkout.loading')}
          </p>
        </div>
      ) : cart.length === 0 ? (
        <section className="mt-8 rounded-2xl border border-brand-100 bg-white px-6 py-12 text-center">
          <p className="text-stone-700">{t('checkout.emptyCart')}</p>
          <ButtonLink to="/cart" variant="outline" className="mt-6">
            {t('checkout.backToCart')}
          </ButtonLink>
        </section>
      ) : (
        <CodCheckout cart={cart} />
      )}
    </main>
  );
}
