import { useId, useState } from 'react';
import { Dialog } from '#app/components/dialog.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { del } from '#app/lib/api.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { fullName } from './address-card.tsx';
import type { UserAddress } from './types.ts';

/** Asks before removing a saved address; open while `address` is set. */
export function RemoveAddressDialog({
  address,
  onClose,
  onRemoved,
}: {
  address: UserAddress | null;
  onClose: () => void;
  onRemoved: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const { t } = useT('account');

  const confirmRemove = async () => {
    if (!address) return;
    setBusy(true);
    const res = await del<null>(`/userAddress/${address._id}`);
    setBusy(false);
    if (!res) return;
    if (res.status !== 200) {
      toastError(res.message);
      return;
    }
    toastSuccess(res.message);
    await onRemoved();
  };

  return (
    <Dialog
      open={address !== null}
      onClose={onClose}
      labelledBy={titleId}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-brand-950/50"
    >
      {address ? (
        <div>
          <h2 id={titleId} className="text-xl text-brand-900">
            {t('addresses.removeTitle')}
          </h2>
          <p className="mt-2 text-stone-700">
            {fullName(address)}, {address.address}, {address.city} - {address.pincode}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose} className="px-5 py-2.5">
              {t('addresses.cancel')}
            </Button>
            <Button variant="danger" onClick={confirmRemove} disabled={busy} className="px-5 py-2.5">
              {busy ? t('addresses.removing') : t('addresses.remove')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
