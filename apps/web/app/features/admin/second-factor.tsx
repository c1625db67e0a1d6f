import { brand, type SecondFactorStatus } from '@shop/shared';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { post } from '#app/lib/api.ts';
import { sessionStore } from '#app/lib/session/session-store.ts';
import { toastError } from '#app/lib/toast.ts';

export interface Passed {
  token: string;
  recoveryCodes?: string[];
}

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

  const signInWithPasskey = async () => {
    setBusy(true);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const options = await post<Record<string, unknown>>('/auth/passkey/options', {});
      if (options?.status !== 200 || !options.body) throw new Error(options?.message ?? 'No answer');
      const credential = await startAuthentication({ optionsJSON: options.body as never });
      const res = await post<Passed>('/auth/passkey', { credential });
      if (res?.status === 200 && res.body) passed(res.body);
      else toastError(res?.message ?? 'The passkey could not be verified. Please try again.');
    } catch (error) {
      toastError(passkeyProblem(error));
    } finally {
      setBusy(false);
    }
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
                <Button className="w-full" busy={busy} onClick={signInWithPasskey}>
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

/** Registers a passkey of this device under `name`; a failure is shown as a toast and answers undefined. */
export async function enrolPasskey(name: string): Promise<Passed | undefined> {
  try {
    const { startRegistration } = await import('@simplewebauthn/browser');
    const options = await post<Record<string, unknown>>('/auth/passkeys/register-options', {});
    if (options?.status !== 200 || !options.body) throw new Error(options?.message ?? 'No answer');
    const credential = await startRegistration({ optionsJSON: options.body as never });
    const res = await post<Passed>('/auth/passkeys', { name, credential });
    if (res?.status === 200 && res.body) return res.body;
    toastError(res?.message ?? 'The passkey could not be added. Please try again.');
  } catch (error) {
    toastError(passkeyProblem(error));
  }
  return undefined;
}

export function AddPasskeyForm({ busy, onAdd }: { busy: boolean; onAdd: (name: string) => void }) {
  const [name, setName] = useState('This device');
  return (
    <form
      className="space-y-4 rounded-2xl border border-brand-100 bg-white p-5"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(name.trim() || 'Passkey');
      }}
    >
      <h2 className="text-lg font-semibold text-brand-900">A passkey on this device</h2>
      <p className="text-sm text-stone-700">
        Your fingerprint, face or screen lock confirms it's you. Nothing to type, and it cannot be phished.
      </p>
      <Field
        label="Name it"
        hint="To tell your devices apart, e.g. Office laptop"
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <Button type="submit" className="w-full" busy={busy}>
        Add a passkey
      </Button>
    </form>
  );
}

/** A form that sends one code to `path` and hands the session on; a refusal is shown on the field. */
function useCodeForm(path: string, onPassed: (body: Passed) => void) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const res = await post<Passed>(path, { code });
    setBusy(false);
    if (res?.status === 200 && res.body) return onPassed(res.body);
    setError(res?.errors?.code ?? res?.message ?? 'Please try again');
  };
  const field = {
    value: code,
    error,
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setCode(event.currentTarget.value);
      setError(undefined);
    },
  };
  return { field, busy, submit };
}

/** What an app code's field takes: six digits, offered by the phone's keyboard and its one-time-code fill. */
const APP_CODE_INPUT = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  pattern: '[0-9 ]*',
  maxLength: 7,
} as const;

function AppCodeForm({ onPassed, autoFocus }: { onPassed: (body: Passed) => void; autoFocus: boolean }) {
  const { field, busy, submit } = useCodeForm('/auth/totp', onPassed);
  return (
    <form className="space-y-4 rounded-2xl border border-brand-100 bg-white p-5" onSubmit={submit}>
      <Field label="Code from your authenticator app" autoFocus={autoFocus} {...APP_CODE_INPUT} {...field} />
      <Button type="submit" className="w-full" busy={busy}>
        Confirm
      </Button>
    </form>
  );
}

export function EnrolApp({ onPassed, onBack }: { onPassed: (body: Passed) => void; onBack: () => void }) {
  const [setup, setSetup] = useState<{ secret: string; qrSvg: string } | undefined>();
  const { field, busy, submit } = useCodeForm('/auth/totp/confirm', onPassed);

  const goBack = useRef(onBack);
  goBack.current = onBack;

  // A new secret each time the step opens: one that was shown and abandoned is replaced.
  useEffect(() => {
    let current = true;
    void post<{ secret: string; qrSvg: string }>('/auth/totp/setup', {}).then((res) => {
      if (!current) return;
      if (res?.status === 200 && res.body) setSetup(res.body);
      else {
        toastError(res?.message ?? 'The app could not be set up. Please try again.');
        goBack.current();
      }
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <form className="mt-8 space-y-5 rounded-2xl border border-brand-100 bg-white p-5" onSubmit={submit}>
      <h2 className="text-lg font-semibold text-brand-900">Set up an authenticator app</h2>
      <ol className="list-decimal space-y-2 pl-5 text-sm text-stone-700">
        <li>Open Google Authenticator, Microsoft Authenticator or any app that shows 6-digit codes.</li>
        <li>Scan this code, or type the key below into the app.</li>
        <li>Enter the code the app shows.</li>
      </ol>
      {setup ? (
        <>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt="QR code to scan with your authenticator app"
            width={192}
            height={192}
            className="mx-auto rounded-lg border border-brand-100"
          />
          <p className="text-center text-sm text-stone-700">
            Key:{' '}
            <code
              className="rounded bg-brand-50 px-2 py-1 font-mono tracking-wider break-all"
              data-testid="totp-key"
            >
              {setup.secret.match(/.{1,4}/g)?.join(' ')}
            </code>
          </p>
        </>
      ) : (
        <p className="text-center text-stone-600" aria-busy="true">
          Preparing your code…
        </p>
      )}
      <Field label="Code from the app" {...APP_CODE_INPUT} {...field} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy} disabled={!setup}>
          Turn on
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}

function RecoveryForm({ onPassed, onBack }: { onPassed: (body: Passed) => void; onBack: () => void }) {
  const { field, busy, submit } = useCodeForm('/auth/recovery', onPassed);
  return (
    <form className="mt-8 space-y-4 rounded-2xl border border-brand-100 bg-white p-5" onSubmit={submit}>
      <Field
        label="Recovery code"
        hint="One of the ten codes you saved when you set up the second factor, like ABCD-EFGH. Each works once."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus
        {...field}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          Use recovery code
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      </div>
      <p className="text-sm text-stone-600">No codes left? Ask another admin to reset your second factor.</p>
    </form>
  );
}

/** Ten codes, shown once, to keep somewhere safe: each stands in for a lost passkey or phone once. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <main id="main" className="mx-auto max-w-lg px-5 py-12 sm:py-20">
      <title>{`Your recovery codes - ${brand.name}`}</title>
      <h1 className="text-3xl text-brand-900">Save your recovery codes</h1>
      <RecoveryCodesPanel codes={codes} onDone={onDone} action="Continue to the back office" />
    </main>
  );
}

/** The codes, how to keep them, and a button that stays off until the member says they are kept. */
export function RecoveryCodesPanel({
  codes,
  onDone,
  action,
}: {
  codes: string[];
  onDone: () => void;
  action: string;
}) {
  const [saved, setSaved] = useState(false);
  const text = `${brand.name} back office recovery codes\n\n${codes.join('\n')}\n\nEach code works once.\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div>
      <p className="mt-3 text-stone-700">
        If you lose your device, each code lets you in once. They are shown only now: download or write them
        down, and keep them away from this device.
      </p>
      <ul
        aria-label="Recovery codes"
        className="mt-6 grid grid-cols-2 gap-2 rounded-2xl border border-brand-100 bg-white p-5 font-mono text-lg tracking-wider text-ink"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={download}>
          Download
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(text);
            setSaved(true);
          }}
        >
          Copy
        </Button>
      </div>
      <label className="mt-6 flex items-start gap-3 text-stone-800">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-brand-700"
          checked={saved}
          onChange={(event) => setSaved(event.currentTarget.checked)}
        />
        I have saved my recovery codes
      </label>
      <Button className="mt-6 w-full" disabled={!saved} onClick={onDone}>
        {action}
      </Button>
    </div>
  );
}

function passkeyProblem(error: unknown): string {
  const name = (error as { name?: string } | undefined)?.name;
  // The shop's own refusal (too many tries, no passkey registered): its message says what to do.
  if (name === 'Error' && error instanceof Error && error.message !== 'No answer') return error.message;
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'The passkey request was cancelled or timed out. Please try again.';
  }
  if (name === 'InvalidStateError') return 'This device already has a passkey for your account.';
  return 'This browser could not use a passkey. Try again, or use an authenticator app.';
}
