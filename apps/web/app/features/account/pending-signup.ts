import { PENDING_SIGNUP_KEY } from '#app/lib/session/session-store.ts';

// SPEC §3: the pending-signup token is kept from registration until verification. The number (for "Enter the
// code sent to ...") and when the last code went out (the resend countdown survives a reload) live beside it.
const MOBILE_KEY = 'signupMobile';
const SENT_AT_KEY = 'signupSentAt';
// Where to go once verified, when the login started somewhere with a purpose (claiming a guest order).
const NEXT_KEY = 'signupNext';

export interface PendingSignup {
  token: string;
  mobile: string;
  sentAt: number;
  next: string | null;
}

export function savePendingSignup(token: string, mobile: string, next?: string): void {
  try {
    window.localStorage.setItem(PENDING_SIGNUP_KEY, token);
    window.localStorage.setItem(MOBILE_KEY, mobile);
    window.localStorage.setItem(SENT_AT_KEY, String(Date.now()));
    if (next?.startsWith('/')) window.localStorage.setItem(NEXT_KEY, next);
    else window.localStorage.removeItem(NEXT_KEY);
  } catch {}
}

export function markCodeSent(): number {
  const now = Date.now();
  try {
    window.localStorage.setItem(SENT_AT_KEY, String(now));
  } catch {}
  return now;
}

export function readPendingSignup(): PendingSignup | null {
  try {
    const token = window.localStorage.getItem(PENDING_SIGNUP_KEY);
    if (!token) return null;
    const sentAt = Number(window.localStorage.getItem(SENT_AT_KEY));
    return {
      token,
      mobile: window.localStorage.getItem(MOBILE_KEY) ?? '',
      sentAt: Number.isFinite(sentAt) && sentAt <= Date.now() ? sentAt : Date.now(),
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
  } catch {}
}
