import { PENDING_SIGNUP_KEY } from '#app/lib/session/session-store.ts';

// docs/product.md#browser-storage: the pending-signup token is kept from registration until verification. The number (for "Enter the
// code sent to ...") and when the last code went out (the resend countdown survives a reload) live beside it.
const MOBILE_KEY = 'signupMobile';
const SENT_AT_KEY = 'signupSentAt';
// Where to go once verified, when the login started somewhere with a purpose (claiming a guest order).
const NEXT_KEY = 'signupNext';
// How long after a code the server lets the next one be asked for; it says so with each code.
const RESEND_AFTER_KEY = 'signupResendAfter';
const DEFAULT_RESEND_AFTER_SECONDS = 30;

/** A path on this shop to go to after login, or null: `//host` and other origins are refused (no open redirect). */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

export interface PendingSignup {
  token: string;
  mobile: string;
  sentAt: number;
  /** Seconds from `sentAt` until a new code may be asked for. */
  resendAfterSeconds: number;
  next: string | null;
}

export function savePendingSignup(
  token: string,
  mobile: string,
  { next, resendAfterSeconds }: { next?: string; resendAfterSeconds?: number } = {},
): void {
  try {
    window.localStorage.setItem(PENDING_SIGNUP_KEY, token);
    window.localStorage.setItem(MOBILE_KEY, mobile);
    const safeNext = safeNextPath(next);
    if (safeNext) window.localStorage.setItem(NEXT_KEY, safeNext);
    else window.localStorage.removeItem(NEXT_KEY);
  } catch {}
  markCodeSent(resendAfterSeconds);
}

/** Records that a code went out now; returns when. */
export function markCodeSent(resendAfterSeconds = DEFAULT_RESEND_AFTER_SECONDS): number {
  const now = Date.now();
  try {
    window.localStorage.setItem(SENT_AT_KEY, String(now));
    window.localStorage.setItem(RESEND_AFTER_KEY, String(resendAfterSeconds));
  } catch {}
  return now;
}

export function readPendingSignup(): PendingSignup | null {
  try {
    const token = window.localStorage.getItem(PENDING_SIGNUP_KEY);
    if (!token) return null;
    const sentAt = Number(window.localStorage.getItem(SENT_AT_KEY));
    const resendAfter = Number(window.localStorage.getItem(RESEND_AFTER_KEY));
    return {
      token,
      mobile: window.localStorage.getItem(MOBILE_KEY) ?? '',
      sentAt: Number.isFinite(sentAt) && sentAt <= Date.now() ? sentAt : Date.now(),
      resendAfterSeconds:
        Number.isInteger(resendAfter) && resendAfter > 0 ? resendAfter : DEFAULT_RESEND_AFTER_SECONDS,
      next: window.localStorage.getItem(NEXT_KEY),
    };
  } catch {
    return null;
  }
}

export function clearPendingSignup(): void {
  try {
    window.localStorage.removeItem(PENDING_SIGNUP_KEY);
    window.localStorage.removeItem(MOBILE_KEY);
    window.localStorage.removeItem(SENT_AT_KEY);
    window.localStorage.removeItem(NEXT_KEY);
    window.localStorage.removeItem(RESEND_AFTER_KEY);
  } catch {}
}
