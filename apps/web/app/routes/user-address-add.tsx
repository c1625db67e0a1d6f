import { requireToken } from '#app/features/account/account-api.ts';
import { AddressForm } from '#app/features/account/address-form.tsx';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import { pageTitle } from '#app/lib/seo.ts';
import type { Route } from './+types/user-address-add';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Add Address') },
  { name: 'robots', content: 'noindex' },
];

export function clientLoader() {
  requireToken();
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingState />;
}

/** /user/add-address (docs/product.md#my-address). */
export default function UserAddressAdd() {
  return (
    <section aria-labelledby="address-title">
      <h1 id="address-title" className="text-3xl text-brand-900">
        Add Address
      </h1>
      <p className="mt-2 text-stone-600">Where should we deliver your Vanya Naturals order?</p>
      <div className="mt-6 rounded-2xl border border-brand-100 bg-white p-5 sm:p-8">
        <AddressForm submitLabel="Add Address" />
      </div>
    </section>
  );
}
