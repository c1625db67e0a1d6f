import { redirect } from 'react-router';
import { get } from '#app/lib/api.ts';
import { readStoredUser, sessionStore } from '#app/lib/session/session-store.ts';

/** The saved session token, read in the browser only (client loaders). */
export const storedToken = () => readStoredUser()?.token ?? null;

/** Client-loader guard: the account area needs a stored token (SPEC §2 account menu). */
export function requireToken(): string {
  const token = storedToken();
  if (!token) throw redirect('/login');
  return token;
}

/**
 * GET for a client loader of the account area. Without a token, or when the API no longer accepts it (401:
 * logged out on another device, expired), the shopper is sent to /login; the cart is kept.
 */
export async function accountGet<T>(path: string) {
  requireToken();
  const res = await get<T>(path);
  if (res?.status === 401) {
    sessionStore.dispatch({ type: 'UPDATE_STATE', payload: { token: null } });
    throw redirect('/login');
  }
  return res;
}

/**
 * Where "go back" leads: React Router numbers its history entries, so index 0 means this tab has no earlier
 * page of the shop to return to.
 */
export function historyIndex(): number {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}
