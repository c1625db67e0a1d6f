import { type ApiEnvelope, DEFAULT_LANGUAGE, type Language } from '@shop/shared';
import { acceptLanguage, languageOfPath } from '#app/i18n/languages.ts';
import { readStoredUser } from '#app/lib/session/session-store.ts';
import { toastError } from './toast.ts';

/** docs/product.md#api-calls: every call goes to /api/v1 on the shop's own origin. */
export const API_BASE = '/api/v1';

interface CallOptions {
  /** A token to send instead of the saved one (the pending-signup token). */
  token?: string | null;
  signal?: AbortSignal;
  /** Show no toast when the network fails (search-as-you-type aborts, for one). */
  quiet?: boolean;
  /** More request headers (a refund's Idempotency-Key). */
  headers?: Record<string, string>;
  /** The language to answer in; by default the current page's (docs/i18n.md#api). */
  language?: Language;
}

/**
 * Calls the API and returns its parsed envelope, whatever the status; a network or parse failure is logged,
 * shown as an error toast with its own message (docs/product.md#error-states), and returns undefined.
 */
async function call<T>(method: string, path: string, payload: unknown, options: CallOptions = {}) {
  const token = options.token === undefined ? readStoredUser()?.token : options.token;
  // Outside a browser page (the server, a unit test's bare window) there is no path to read the language from.
  const pagePath = typeof window === 'undefined' ? undefined : window.location?.pathname;
  const language = options.language ?? (pagePath === undefined ? DEFAULT_LANGUAGE : languageOfPath(pagePath));
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': acceptLanguage(language),
    ...options.headers,
  };
  // A form (a file upload) sets its own multipart content type with its boundary.
  const isForm = typeof FormData !== 'undefined' && payload instanceof FormData;
  if (payload !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: payload === undefined ? undefined : isForm ? payload : JSON.stringify(payload),
      signal: options.signal,
    });
    return (await response.json()) as ApiEnvelope<T> & Record<string, unknown>;
  } catch (error) {
    if ((error as Error).name === 'AbortError') return undefined;
    console.error(error);
    if (!options.quiet) toastError((error as Error).message || 'Network error, please try again');
    return undefined;
  }
}

export const get = <T>(path: string, options?: CallOptions) => call<T>('GET', path, undefined, options);
export const post = <T>(path: string, payload: unknown, options?: CallOptions) =>
  call<T>('POST', path, payload, options);
export const del = <T>(path: string, options?: CallOptions) => call<T>('DELETE', path, undefined, options);
export const patch = <T>(path: string, payload: unknown, options?: CallOptions) =>
  call<T>('PATCH', path, payload, options);
/** Sends a multipart form (file uploads) with the saved token. */
export const postForm = <T>(path: string, form: FormData, options?: CallOptions) =>
  call<T>('POST', path, form, options);
/** docs/product.md#api-calls: the PUT helper always sends the saved token. */
export const put = <T>(path: string, payload: unknown, options?: Omit<CallOptions, 'token'>) =>
  call<T>('PUT', path, payload, options);

/** Address of an uploaded or seeded image (docs/product.md#images: `{uploads}/{file}`). */
export function uploadUrl(file: string | null | undefined): string {
  if (!file) return '/uploads/brand/placeholder.webp';
  if (/^(https?:)?\//.test(file)) return file;
  return `/uploads/${file}`;
}
