import { Link } from 'react-router';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { loadProfile } from '#app/features/account/account-api.ts';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import { pageTitle } from '#app/lib/seo.ts';
import type { Route } from './+types/user-home';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('My Account') },
  { name: 'robots', content: 'noindex' },
];

export async function clientLoader() {
  return { profile: await loadProfile() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingState />;
}

const TILES = [
  { to: '/user/my-orders', title: 'My Orders', text: 'Track your orders and see what you bought.' },
  { to: '/user/my-address', title: 'My Address', text: 'Add or edit the places we deliver to.' },
  { to: '/user/account-details', title: 'Account details', text: 'Your name, mobile number and e-mail.' },
];

/** /user (docs/product.md#account-area): a greeting with the shopper's name and a way to the orders. */
export default function UserHome({ loaderData }: Route.ComponentProps) {
  const name = loaderData.profile?.name?.trim();
  return (
    <section aria-labelledby="account-home-title">
      <p className="text-sm font-semibold tracking-widest text-clay-700 uppercase">My Account</p>
      <h1 id="account-home-title" className="mt-2 text-3xl text-brand-900 sm:text-4xl">
        Hello, {name || 'there'}
      </h1>
      <p className="mt-3 max-w-prose text-stone-700">
        From your account you can check your recent orders, manage your delivery addresses and keep your
        details up to date.
      </p>
      <ButtonLink to="/user/my-orders" className="mt-6">
        View my orders
      </ButtonLink>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="block h-full rounded-2xl border border-brand-100 bg-white p-5 transition hover:border-brand-300 hover:shadow-sm"
            >
              <span className="font-serif text-lg text-brand-900">{tile.title}</span>
              <span className="mt-1 block text-sm text-stone-600">{tile.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
