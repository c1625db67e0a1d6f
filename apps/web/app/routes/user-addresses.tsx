import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { accountGet } from '#app/features/account/account-api.ts';
import { AddButton, AddressCard } from '#app/features/account/address-card.tsx';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import { RemoveAddressDialog } from '#app/features/account/remove-address-dialog.tsx';
import type { UserAddress } from '#app/features/account/types.ts';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { listOf } from '#app/lib/envelope.ts';
import { privatePageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/user-addresses';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(metaT(matches, 'account')('addresses.title'));

// docs/product.md#error-states: a failed list load shows an empty list.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await accountGet<UserAddress[]>('/userAddress', request);
  return { addresses: listOf(res) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingState />;
}

/** /user/my-address (docs/product.md#my-address): the saved delivery addresses. */
export default function UserAddresses({ loaderData }: Route.ComponentProps) {
  const { addresses } = loaderData;
  const revalidator = useRevalidator();
  const [removing, setRemoving] = useState<UserAddress | null>(null);
  const { t } = useT('account');

  return (
    <section aria-labelledby="addresses-title">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="addresses-title" className="text-3xl text-brand-900">
          {t('addresses.title')}
        </h1>
        {addresses.length > 0 ? <AddButton /> : null}
      </div>
      {addresses.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-brand-100 bg-white px-6 py-12 text-center">
          <p className="font-serif text-xl text-brand-900">{t('addresses.empty')}</p>
          <p className="mt-2 text-stone-600">{t('addresses.emptyText')}</p>
          <div className="mt-6">
            <AddButton />
          </div>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <AddressCard key={address._id} address={address} onRemove={() => setRemoving(address)} />
          ))}
        </ul>
      )}
      <RemoveAddressDialog
        address={removing}
        onClose={() => setRemoving(null)}
        onRemoved={async () => {
          setRemoving(null);
          await revalidator.revalidate();
        }}
      />
    </section>
  );
}
