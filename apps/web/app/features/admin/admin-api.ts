import type { ApiEnvelope } from '@shop/shared';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { redirect } from 'react-router';
import { API_BASE, del, get, patch, post, postForm } from '#app/lib/api.ts';
import { showFieldErrors } from '#app/lib/form-errors.ts';
import { readStoredUser, sessionStore } from '#app/lib/session/session-store.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';

/** Where a visitor without a session goes: the OTP login, and back to this back-office page after it. */
export function loginRedirect(request: Request): never {
  const url = new URL(request.url);
  throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * GET for a back-office client loader. No token, or one the server refuses: to the login and back. Any other
 * failure is returned as the envelope, for the page to show its message.
 */
export async function adminGet<T>(path: string, request: Request): Promise<ApiEnvelope<T>> {
  if (!readStoredUser()?.token) loginRedirect(request);
  const res = await get<T>(path);
  if (!res)
    return { status: 0, message: 'The shop could not be reached. Check your connection and try again.' };
  // A member who has not passed the second factor keeps the session: the layout asks for the factor.
  if (res.status === 401 && res.reason !== 'second_factor_required') {
    sessionStore.dispatch({ type: 'UPDATE_STATE', payload: { token: null } });
    loginRedirect(request);
  }
  return res;
}

/** The writes of the back office, each answering the API's envelope (undefined when the network failed). */
export const adminApi = {
  update: <T>(path: string, body: unknown) => patch<T>(path, body),
  /** A new record (POST `path`) without an id, else the record's changes (PATCH `path/id`). */
  save: <T>(path: string, id: string | null | undefined, body: unknown) =>
    id ? patch<T>(`${path}/${id}`, body) : post<T>(path, body),
  remove: <T>(path: string) => del<T>(path),
  /** A POST with more headers: a refund's Idempotency-Key. */
  create: <T>(path: string, body: unknown, headers?: Record<string, string>) =>
    post<T>(path, body, headers ? { headers } : undefined),
  /**
   * Saves a file the API sends (an invoice PDF, an export CSV) under the name the server gives it. The token
   * goes in a header, so a plain link cannot do it; the file is fetched and handed to the browser as a download.
   * Answers whether it worked; a failure is shown as a toast.
   */
  download: async (path: string, fallbackName: string): Promise<boolean> => {
    const token = readStoredUser()?.token;
    try {
      const response = await fetch(`${API_BASE}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) {
        const envelope = (await response.json().catch(() => undefined)) as ApiEnvelope<unknown> | undefined;
        toastError(envelope?.message ?? 'The file could not be downloaded. Please try again.');
        return false;
      }
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return true;
    } catch {
      toastError('The shop could not be reached. Please try again.');
      return false;
    }
  },
  /** POST /admin/uploads: answers `{ file }`, the name to store in an image field. */
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return postForm<{ file: string }>('/admin/uploads', form);
  },
};

/** `?page=2&search=x` of a list page, as the API's query string; `limit` defaults to the API's 20. */
export function listQuery(request: Request, names: readonly string[] = []): URLSearchParams {
  const from = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  for (const name of ['page', 'limit', 'search', ...names]) {
    const value = from.get(name);
    if (value) query.set(name, value);
  }
  return query;
}

/**
 * A list page's loader data from the API's envelope: the rows, the paging for the table, and the message to show
 * instead when the list could not be loaded.
 */
export function listPage<T>(res: ApiEnvelope<T[]>) {
  return {
    error: res.status === 200 ? undefined : res.message,
    rows: res.body ?? [],
    paging: { page: res.page ?? 1, totalPages: res.totalPages ?? 0, totalRecords: res.totalRecords ?? 0 },
  };
}

/**
 * Saves a back-office form through `adminApi.save` and says how it went: the saved answer, with the server's
 * message as a toast; or undefined, with the server's field errors on the form (what was typed stays) and its
 * message as an error toast.
 */
export async function saveForm<T, Values extends FieldValues>(
  path: string,
  id: string | null | undefined,
  body: unknown,
  setError: UseFormSetError<Values>,
): Promise<ApiEnvelope<T> | undefined> {
  const res = await adminApi.save<T>(path, id, body);
  if (!res) {
    toastError('The shop could not be reached. Please try again.');
    return undefined;
  }
  if (res.status !== 200) {
    showFieldErrors(res, setError);
    toastError(res.message);
    return undefined;
  }
  toastSuccess(res.message);
  return res;
}
