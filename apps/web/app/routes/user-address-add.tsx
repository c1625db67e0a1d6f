import { brand } from '@shop/shared';
import { requireToken } from '#app/features/account/account-api.ts';
import { AccountPage } from '#app/features/account/account-page.tsx';
import { AddressForm } from '#app/features/account/address-form.tsx';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { privatePageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/user-address-add';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(metaT(matches, 'account')('addresses.addTitle'));

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken(request);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingState />;
}

/** /user/add-address (docs/product.md#my-address). */
export default function UserAddressAdd() {
  const { t } = useT('account');
  return (
    <AccountPage titleId="address-title" title={t('addresses.addTitle')}>
      <p className="mt-2 text-stone-600">{t('addresses.addIntro', { brand: brand.name })}</p>
      <div className="mt-6 rounded-2xl border border-brand-100 bg-white p-5 sm:p-8">
        <AddressForm submitLabel={t('addresses.add')} />
      </div>
    </AccountPage>
  );
}
