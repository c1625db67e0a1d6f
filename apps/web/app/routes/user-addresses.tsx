import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Dialog } from '#app/components/dialog.tsx';
import { PlusIcon } from '#app/components/icons.tsx';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { accountGet } from '#app/features/account/account-api.ts';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import { useStateName } from '#app/features/account/place-names.ts';
import type { UserAddress } from '#app/features/account/types.ts';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { Typed } from '#app/i18n/typed.tsx';
import { del } from '#app/lib/api.ts';
import { listOf } from '#app/lib/envelope.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/user-addresses';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(metaT(matches, 'account')('addresses.title')) },
  { name: 'robots', content: 'noindex' },
];

// docs/product.md#error-states: a failed list load shows an empty list.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await accountGet<UserAddress[]>('/userAddress', request);
  return { addresses: listOf(res) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingState />;
}

const fullName = (address: UserAddress) => `${address.firstName} ${address.lastName}`;

function AddButton() {
  const { t } = useT('account');
  return (
    <ButtonLink to="/user/add-address" className="px-5 py-2.5">
      <PlusIcon className="h-5 w-5" />
      {t('addresses.add')}
    </ButtonLink>
  );
}

function AddressCard({ address, onRemove }: { address: UserAddress; onRemove: () => void }) {
  const nameId = useId();
  const { t } = useT('account');
  const stateName = useStateName();
  return (
    <li className="flex flex-col rounded-2xl border border-brand-100 bg-white p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 id={nameId} className="font-serif text-lg text-brand-900">
          <Typed>{fullName(address)}</Typed>
        </h2>
        <span className="rounded-full bg-clay-100 px-3 py-1 text-xs font-semibold tracking-wide text-clay-700">
          {t(`addresses.badge.${address.addressType}`)}
        </span>
      </div>
      <address className="mt-3 flex-1 text-stone-700 not-italic leading-relaxed">
        {/* What the shopper typed, marked English on a Hindi page when in Latin letters (docs/i18n.md). */}
        <Typed className="block">{address.address}</Typed>
        <Typed className="block">{address.locality}</Typed>
        <span className="block">
          <Typed>{address.city}</Typed> - {address.pincode}
        </span>
        <span className="block">{stateName(address.state)}</span>
        <span className="mt-3 block break-all">{address.email}</span>
        <span className="block">+91 {address.mobile}</span>
      </address>
      <div className="mt-5 flex gap-3 border-t border-brand-100 pt-4">
        <ButtonLink
          to={`/user/edit-address/${address._id}`}
          aria-describedby={nameId}
          variant="secondary"
          size="sm"
          className="font-semibold"
        >
          {t('addresses.edit')}
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-describedby={nameId}
          className="font-semibold text-clay-700 hover:bg-clay-50"
        >
          {t('addresses.remove')}
        </Button>
      </div>
    </li>
  );
}

/** /user/my-address (docs/product.md#my-address): the saved delivery addresses. */
export default function UserAddresses({ loaderData }: Route.ComponentProps) {
  const { addresses } = loaderData;
  const revalidator = useRevalidator();
  const [removing, setRemoving] = useState<UserAddress | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const { t } = useT('account');

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    const res = await del<null>(`/userAddress/${removing._id}`);
    setBusy(false);
    if (!res) return;
    if (res.status !== 200) {
      toastError(res.message);
      return;
    }
    toastSuccess(res.message);
    setRemoving(null);
    await revalidator.revalidate();
  };

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
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        labelledBy={titleId}
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-brand-950/50"
      >
        {removing ? (
          <div>
            <h2 id={titleId} className="text-xl text-brand-900">
              {t('addresses.removeTitle')}
            </h2>
            <p className="mt-2 text-stone-700">
              {fullName(removing)}, {removing.address}, {removing.city} - {removing.pincode}
            </p>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={() => setRemoving(null)} className="px-5 py-2.5">
                {t('addresses.cancel')}
              </Button>
              <Button variant="danger" onClick={confirmRemove} disabled={busy} className="px-5 py-2.5">
                {busy ? t('addresses.removing') : t('addresses.remove')}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
