import { useId } from 'react';
import { PlusIcon } from '#app/components/icons.tsx';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { Typed } from '#app/i18n/typed.tsx';
import { useStateName } from './place-names.ts';
import type { UserAddress } from './types.ts';

export const fullName = (address: UserAddress) => `${address.firstName} ${address.lastName}`;

/** The way to a new address, above the list or in the empty state. */
export function AddButton() {
  const { t } = useT('account');
  return (
    <ButtonLink to="/user/add-address" className="px-5 py-2.5">
      <PlusIcon className="h-5 w-5" />
      {t('addresses.add')}
    </ButtonLink>
  );
}

/** One saved address, with its edit and remove actions. */
export function AddressCard({ address, onRemove }: { address: UserAddress; onRemove: () => void }) {
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
