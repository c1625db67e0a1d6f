import { post } from '#app/lib/api.ts';
import { toastError } from '#app/lib/toast.ts';

/** The session a passed second factor opens, and the recovery codes when the factor was just set up. */
export interface Passed {
  token: string;
  recoveryCodes?: string[];
}

/** Confirms the member with a passkey of this device; a failure is shown as a toast and answers undefined. */
export async function signInWithPasskey(): Promise<Passed | undefined> {
  try {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const options = await post<Record<string, unknown>>('/auth/passkey/options', {});
    if (options?.status !== 200 || !options.body) throw new Error(options?.message ?? 'No answer');
    const credential = await startAuthentication({ optionsJSON: options.body as never });
    const res = await post<Passed>('/auth/passkey', { credential });
    if (res?.status === 200 && res.body) return res.body;
    toastError(res?.message ?? 'The passkey could not be verified. Please try again.');
  } catch (error) {
    toastError(passkeyProblem(error));
  }
  return undefined;
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

/** A passkey failure in words that say what to do next. */
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
