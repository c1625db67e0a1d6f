import { redirect } from 'react-router';
import { languageOfPath, localizePath } from '#app/i18n/languages.ts';
import { get } from '#app/lib/api.ts';
import { bodyOf } from '#app/lib/envelope.ts';
import { readStoredUser, sessionStore } from '#app/lib/session/session-store.ts';
import type { Profile } from './types.ts';

/** The saved session token, read in the browser only (client loaders). */
export const storedToken = () => readStoredUser()?.token ?? null;

/**
 * The login page for a shopper who must log in to see `page` (path and query), in that page's language and with
 * the way back to it. A client loader passes its request: while it runs, the address bar still shows the page
 * being left, which is in the other language when the shopper used the language switcher. Outside a navigation
 * (a button's handler) the page is the one on screen.
 */
export function loginPath(request?: Request): string {
  const { pathname, search } = request ? new URL(request.url) : window.location;
  const login = localizePath('/login', languageOfPath(pathname));
  return `${login}?next=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** Client-loader guard: the account area needs a stored token (docs/product.md#account-area). */
export function requireToken(request?: Request): string {
  const token = storedToken();
  if (!token) throw redirect(loginPath(request));
  return token;
}

/**
 * The account area's one answer to a session that is over (the API refuses the token: it expired, or the shopper
 * logged out on another device): the token is dropped, the cart is kept, and the shopper logs in again.
 */
export function endSession(request?: Request): never {
  sessionStore.dispatch({ type: 'UPDATE_STATE', payload: { token: null } });
  throw redirect(loginPath(request));
}

/**
 * GET for a client loader of the account area, answered in the language of the page asked for: /login without a
 * token, `endSession` when it is refused.
 */
export async function accountGet<T>(path: string, request: Request) {
  requireToken(request);
  const res = await get<T>(path, { language: languageOfPath(new URL(request.url).pathname) });
  if (res?.status === 401) endSession(request);
  return res;
}

/**
 * The client loader's profile for every page that shows it (/user, /user/account-details, /update-information);
 * null when it could not be loaded for another reason (the page then shows what it can without it).
 */
export async function loadProfile(request: Request): Promise<Profile | null> {
  return bodyOf(await accountGet<Profile>('/users/profile', request));
}

/**
 * Where "go back" leads: React Router numbers its history entries, so index 0 means this tab has no earlier
 * page of the shop to return to.
 */
export function historyIndex(): number {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}
