import { brand, type SecondFactorStatus } from '@shop/shared';
import { useCallback, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { sessionStore } from '#app/lib/session/session-store.ts';
import { AddPasskeyForm, AppCodeForm, EnrolApp, RecoveryForm } from './code-forms.tsx';
import { enrolPasskey, type Passed, signInWithPasskey } from './passkey-api.ts';
import { RecoveryCodesPanel } from './recovery-codes.tsx';

type Step = 'choose' | 'app' | 'recovery';

/**
 * docs/admin.md#second-factor: the screen between the login code and the back office. A member with a factor
 * confirms it (passkey, app code or recovery code); one without enrols a passkey or an authenticator app and is
 * shown ten recovery codes once. `onPassed` gets the session that opens the back office.
 */
export function SecondFactorGate({
  status,
  onPassed,
  onLogout,
}: {
  status: SecondFactorStatus;
  onPassed: () => void;
  onLogout: () => void;
}) {
  const [step, setStep] = useState<Step>('choose');
  const back = useCallback(() => setStep('choose'), []);
  const [codes, setCodes] = useState<string[] | undefined>();
  const [busy, setBusy] = useState(false);

  const passed = (body: Passed) => {
    sessionStore.dispatch({ type: 'UPDATE_STATE', payload: { token: body.token } });
    if (body.recoveryCodes) setCodes(body.recoveryCodes);
    else onPassed();
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onPassed} />;

  const confirmWithPasskey = async () => {
    setBusy(true);
    const res = await signInWithPasskey();
    setBusy(false);
    if (res) passed(res);
  };

  const addPasskey = async (name: string) => {
    setBusy(true);
    const res = await enrolPasskey(name);
    setBusy(false);
    if (res) passed(res);
  };

  return (
    <main id="main" className="mx-auto max-w-lg px-5 py-12 sm:py-20">
      <title>{`Confirm it's you - ${brand.name}`}</title>
      <p className="text-sm font-semibold tracking-widest text-clay-700 uppercase">Back office</p>
      <h1 className="mt-2 text-3xl text-brand-900">
        {status.enrolled ? "Confirm it's you" : 'Protect the back office'}
      </h1>
      <p className="mt-3 text-stone-700">
        {status.enrolled
          ? 'The login code opens your shopper account. The back office also needs your second factor.'
          : 'The back office holds orders, refunds and customers’ details, so it needs a second factor besides the login code. Set one up now: it takes a minute.'}
      </p>

      {step === 'choose' ? (
        <div className="mt-8 space-y-4">
          {status.enrolled ? (
            <>
              {status.passkeys.length > 0 ? (
                <Button className="w-full" busy={busy} onClick={confirmWithPasskey}>
                  Use my passkey
                </Button>
              ) : null}
              {status.totp ? (
                <AppCodeForm onPassed={passed} autoFocus={status.passkeys.length === 0} />
              ) : null}
              <button
                type="button"
                className="text-sm text-brand-800 underline underline-offset-4 hover:text-brand-900"
                onClick={() => setStep('recovery')}
              >
                Lost your device? Use a recovery code
              </button>
            </>
          ) : (
            <>
              <AddPasskeyForm busy={busy} onAdd={addPasskey} />
              <div className="flex items-center gap-3 text-sm text-stone-600">
                <span className="h-px flex-1 bg-brand-100" /> or <span className="h-px flex-1 bg-brand-100" />
              </div>
              <Button variant="secondary" className="w-full" onClick={() => setStep('app')}>
                Use an authenticator app instead
              </Button>
            </>
          )}
        </div>
      ) : null}

      {step === 'app' ? <EnrolApp onPassed={passed} onBack={back} /> : null}
      {step === 'recovery' ? <RecoveryForm onPassed={passed} onBack={back} /> : null}

      <p className="mt-10 text-sm text-stone-600">
        Not you, or on a shared computer?{' '}
        <button type="button" className="underline underline-offset-4" onClick={onLogout}>
          Log out
        </button>
      </p>
    </main>
  );
}

/** Ten codes, shown once, to keep somewhere safe: each stands in for a lost passkey or phone once. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <main id="main" className="mx-auto max-w-lg px-5 py-12 sm:py-20">
      <title>{`Your recovery codes - ${brand.name}`}</title>
      <h1 className="text-3xl text-brand-900">Save your recovery codes</h1>
      <RecoveryCodesPanel codes={codes} onDone={onDone} action="Continue to the back office" />
    </main>
  );
}
