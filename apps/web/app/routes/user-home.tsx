import { ButtonLink } from '#app/components/ui/button.tsx';
import { loadProfile } from '#app/features/account/account-api.ts';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import { Trans } from '#app/i18n/trans.tsx';
import { Typed } from '#app/i18n/typed.tsx';
import { privatePageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/user-home';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(metaT(matches, 'account')('home.title'));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { profile: await loadProfile(request) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingState />;
}

const TILES = [
  { to: '/user/my-orders', tile: 'orders' },
  { to: '/user/my-address', tile: 'addresses' },
  { to: '/user/account-details', tile: 'details' },
] as const;

/** /user (docs/product.md#account-area): a greeting with the shopper's name and a way to the orders. */
export default function UserHome({ loaderData }: Route.ComponentProps) {
  const { t } = useT('account');
  const name = loaderData.profile?.name?.trim();
  return (
    <section aria-labelledby="account-home-title">
      <p className="text-sm font-semibold tracking-widest text-clay-700 uppercase">{t('home.eyebrow')}</p>
      <h1 id="account-home-title" className="mt-2 text-3xl text-brand-900 sm:text-4xl">
        {name ? (
          // The name is the shopper's, as they typed it: marked English on a Hindi page when in Latin letters.
          <Trans t={t} i18nKey="home.hello" values={{ name }} components={{ name: <Typed /> }} />
        ) : (
          t('home.helloThere')
        )}
      </h1>
      <p className="mt-3 max-w-prose text-stone-700">{t('home.intro')}</p>
      <ButtonLink to="/user/my-orders" className="mt-6">
        {t('home.viewOrders')}
      </ButtonLink>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {TILES.map(({ to, tile }) => (
          <li key={to}>
            <Link
              to={to}
              className="block h-full rounded-2xl border border-brand-100 bg-white p-5 transition hover:border-brand-300 hover:shadow-sm"
            >
              <span className="font-serif text-lg text-brand-900">{t(`home.${tile}Title`)}</span>
              <span className="mt-1 block text-sm text-stone-600">{t(`home.${tile}Text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
