import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { post } from '#app/lib/api.ts';
import { toastError } from '#app/lib/toast.ts';
import type { Passed } from './passkey-api.ts';

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

export function AppCodeForm({
  onPassed,
  autoFocus,
}: {
  onPassed: (body: Passed) => void;
  autoFocus: boolean;
}) {
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

export function RecoveryForm({ onPassed, onBack }: { onPassed: (body: Passed) => void; onBack: () => void }) {
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
