import type { SecondFactorStatus } from '@shop/shared';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import {
  AddPasskeyForm,
  AdminLoadError,
  AdminPageHeader,
  adminApi,
  adminGet,
  EnrolApp,
  enrolPasskey,
  formatWhen,
  RecoveryCodesPanel,
  useConfirm,
} from '#app/features/admin/index.ts';
import { sessionStore } from '#app/lib/session/session-store.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/security';

// docs/admin.md#second-factor: the member's own passkeys, authenticator app and recovery codes.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<SecondFactorStatus>('/auth/second-factor', request);
  return { status: res.body, error: res.status === 200 ? undefined : res.message };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="Sign-in and security" description="Loading…" />;
}

export default function Security({ loaderData }: Route.ComponentProps) {
  const { status, error } = loaderData;
  const revalidator = useRevalidator();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<string | undefined>();
  const [codes, setCodes] = useState<string[] | undefined>();
  const [settingUpApp, setSettingUpApp] = useState(false);

  if (error || !status) {
    return (
      <>
        <AdminPageHeader title="Sign-in and security" />
        <AdminLoadError message={error ?? 'Your sign-in settings could not be loaded.'} />
      </>
    );
  }

  const refreshed = async (body: { token: string; recoveryCodes?: string[] }) => {
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
        <section aria-labelledby="passkeys" className="rounded-2xl border border-brand-100 bg-white p-5">
          <h2 id="passkeys" className="text-lg font-semibold text-brand-900">
            Passkeys
          </h2>
          {status.passkeys.length === 0 ? (
            <p className="mt-2 text-sm text-stone-700">No passkeys yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-brand-100">
              {status.passkeys.map((passkey) => (
                <li key={passkey._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span className="flex flex-col">
                    <span className="font-medium text-ink">{passkey.name}</span>
                    <span className="text-xs text-stone-600">
                      Added {formatWhen(passkey.createdAt)}
                      {passkey.lastUsedAt
                        ? `, last used ${formatWhen(passkey.lastUsedAt)}`
                        : ', never used yet'}
                    </span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    busy={busy === passkey._id}
                    onClick={() => removePasskey(passkey)}
                    aria-label={`Remove passkey ${passkey.name}`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-4 max-w-md">
            <AddPasskeyForm busy={busy === 'add'} onAdd={addPasskey} />
          </div>
        </section>

        <section aria-labelledby="app" className="rounded-2xl border border-brand-100 bg-white p-5">
          <h2 id="app" className="text-lg font-semibold text-brand-900">
            Authenticator app
          </h2>
          {status.totp ? (
            <p className="mt-2 text-sm text-stone-700">
              On: the back office accepts the app's 6-digit codes.
            </p>
          ) : settingUpApp ? (
            <div className="max-w-md">
              <EnrolApp
                onPassed={async (body) => {
                  setSettingUpApp(false);
                  toastSuccess('Authenticator app turned on');
                  await refreshed(body);
                }}
                onBack={() => setSettingUpApp(false)}
              />
            </div>
          ) : (
            <>
              <p className="mt-2 text-sm text-stone-700">Off.</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => setSettingUpApp(true)}>
                Set up an authenticator app
              </Button>
            </>
          )}
        </section>

        <section aria-labelledby="codes" className="rounded-2xl border border-brand-100 bg-white p-5">
          <h2 id="codes" className="text-lg font-semibold text-brand-900">
            Recovery codes
          </h2>
          <p className="mt-2 text-sm text-stone-700">
            {status.recoveryCodesLeft} of 10 left. Each lets you in once if you lose your devices.
          </p>
          <Button variant="secondary" size="sm" className="mt-3" busy={busy === 'codes'} onClick={newCodes}>
            Make new codes
          </Button>
        </section>
      </div>
      {dialog}
    </>
  );
}
