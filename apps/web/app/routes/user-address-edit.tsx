import { EmptyNotice } from '#app/components/empty-notice.tsx';
import { accountGet } from '#app/features/account/account-api.ts';
import { AccountPage } from '#app/features/account/account-page.tsx';
import { AddressForm, editableAddress } from '#app/features/account/address-form.tsx';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import type { UserAddress } from '#app/features/account/types.ts';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { bodyOf } from '#app/lib/envelope.ts';
import { privatePageMeta } from '#app/lib/seo.ts';
import { toastError } from '#app/lib/toast.ts';
import type { Route } from './+types/user-address-edit';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(metaT(matches, 'account')('addresses.editTitle'));

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const res = await accountGet<UserAddress>(`/userAddress/${encodeURIComponent(params.id)}`, request);
  const address = bodyOf(res);
  if (address) return { id: params.id, address: editableAddress(address) };
  if (res && res.status !== 404 && res.status !== 400) toastError(res.message);
  return { id: params.id, address: null };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingState />;
}

/** /user/edit-address/{id} (docs/product.md#my-address). */
export default function UserAddressEdit({ loaderData }: Route.ComponentProps) {
  const { id, address } = loaderData;
  const { t } = useT('account');
  return (
    <AccountPage titleId="address-title" title={t('addresses.editTitle')}>
      {address ? (
        <div className="mt-6 rounded-2xl border border-brand-100 bg-white p-5 sm:p-8">
          {/* keyed by id: moving between two edit pages must not keep the first address's values */}
          <AddressForm key={id} addressId={id} defaultValues={address} submitLabel={t('addresses.update')} />
        </div>
      ) : (
        <EmptyNotice
          title={t('addresses.notFound')}
          text={t('addresses.notFoundText')}
          to="/user/my-address"
          action={t('addresses.backToAddresses')}
        />
      )}
    </AccountPage>
  );
}
