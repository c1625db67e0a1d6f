import { redirect } from 'react-router';
import { languageOfPath, localizePath } from '#app/i18n/languages.ts';
import { get } from '#app/lib/api.ts';
import { bodyOf } from '#app/lib/envelope.ts';
import { readStoredUser, sessionStore } from '#app/lib/session/session-store.ts';
import type { Profile } from './types.ts';

/** The saved session token, read in the browser only (client loaders). */
export const storedToken = () => readStoredUser()?.token ?? null;

/**
 * The login page in the language of the page the shopper is on (client loaders run in the browser only). During
 * a navigation the address bar still shows the page being left, which is in the same language unless the shopper
 * used the language switcher.
 */
export const loginPath = () => localizePath('/login', languageOfPath(window.location.pathname));

/** Client-loader guard: the account area needs a stored token (docs/product.md#account-area). */
export function requireToken(): string {
  const token = storedToken();
  if (!token) throw redirect(loginPath());
  return token;
}

/**
 * The account area's one answer to a session that is over (the API refuses the token: it expired, or the shopper
 * logged out on another device): the token is dropped, the cart is kept, and the shopper logs in again.
 */
export function endSession(): never {
  sessionStore.dispatch({ type: 'UPDATE_STATE', payload: { token: null } });
  throw redirect(loginPath());
}

/** GET for a client loader of the account area: /login without a token, `endSession` when it is refused. */
export async function accountGet<T>(path: string) {
  requireToken();
  const res = await get<T>(path);
  if (res?.status === 401) endSession();
  return res;
}

/**
 * The client loader's profile for every page that shows it (/user, /user/account-details, /update-information);
 * null when it could not be loaded for another reason (the page then shows what it can without it).
 */
export async function loadProfile(): Promise<Profile | null> {
  return bodyOf(await accountGet<Profile>('/users/profile'));
}

/**
 * Where "go back" leads: React Router numbers its history entries, so index 0 means this tab has no earlier
 * page of the shop to return to.
 */
export function historyIndex(): number {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}
