import type { SecondFactorStatus } from '@shop/shared';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { AdminErrorPage, AdminPageHeader, adminApi, useConfirm } from '#app/features/admin/index.ts';
import { sessionStore } from '#app/lib/session/session-store.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { enrolPasskey, type Passed } from './passkey-api.ts';
import { RecoveryCodesPanel } from './recovery-codes.tsx';
import { AppCard, PasskeysCard, RecoveryCodesCard } from './security-sections.tsx';

/** docs/admin.md#second-factor: the member's own passkeys, authenticator app and recovery codes. */
export function SecurityScreen({
  status,
  error,
}: {
  status: SecondFactorStatus | undefined;
  error?: string;
}) {
  const revalidator = useRevalidator();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<string | undefined>();
  const [codes, setCodes] = useState<string[] | undefined>();
  const [settingUpApp, setSettingUpApp] = useState(false);

  if (error || !status) {
    return (
      <AdminErrorPage
        title="Sign-in and security"
        message={error ?? 'Your sign-in settings could not be loaded.'}
      />
    );
  }

  const refreshed = async (body: Passed) => {
    sessionStore.dispatch({ type: 'UPDATE_STATE', payload: { token: body.token } });
    if (body.recoveryCodes) setCodes(body.recoveryCodes);
    await revalidator.revalidate();
  };

  const addPasskey = async (name: string) => {
    setBusy('add');
    const res = await enrolPasskey(name);
    setBusy(undefined);
    if (res) {
      toastSuccess(`Passkey "${name}" added`);
      await refreshed(res);
    }
  };

  const removePasskey = async (passkey: SecondFactorStatus['passkeys'][number]) => {
    const yes = await confirm({
      title: `Remove the passkey "${passkey.name}"?`,
      body: 'That device will no longer open the back office.',
      action: 'Remove passkey',
    });
    if (!yes) return;
    setBusy(passkey._id);
    const res = await adminApi.remove(`/auth/passkeys/${passkey._id}`);
    setBusy(undefined);
    if (res?.status === 200) {
      toastSuccess('Passkey removed');
      await revalidator.revalidate();
    } else if (res) toastError(res.message);
  };

  const newCodes = async () => {
    const yes = await confirm({
      title: 'Make ten new recovery codes?',
      body: 'The codes you have now stop working at once.',
      action: 'Make new codes',
    });
    if (!yes) return;
    setBusy('codes');
    const res = await adminApi.create<{ recoveryCodes: string[] }>('/auth/recovery-codes', {});
    setBusy(undefined);
    if (res?.status === 200 && res.body) setCodes(res.body.recoveryCodes);
    else if (res) toastError(res.message);
  };

  if (codes) {
    return (
      <>
        <AdminPageHeader title="Save your recovery codes" />
        <div className="max-w-lg">
          <RecoveryCodesPanel
            codes={codes}
            action="Done"
            onDone={() => {
              setCodes(undefined);
              void revalidator.revalidate();
            }}
          />
        </div>
      </>
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Sign-in and security"
        description="The back office asks for one of these after the login code. Keep at least two ways in: a passkey on each device you work from, or an authenticator app, and your recovery codes."
      />
      <div className="grid max-w-3xl gap-6">
        <PasskeysCard passkeys={status.passkeys} busy={busy} onAdd={addPasskey} onRemove={removePasskey} />
        <AppCard
          on={status.totp}
          settingUp={settingUpApp}
          onSetUp={setSettingUpApp}
          onPassed={async (body) => {
            setSettingUpApp(false);
            toastSuccess('Authenticator app turned on');
            await refreshed(body);
          }}
        />
        <RecoveryCodesCard left={status.recoveryCodesLeft} busy={busy === 'codes'} onRenew={newCodes} />
      </div>
      {dialog}
    </>
  );
}
