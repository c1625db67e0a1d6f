import type { ApiEnvelope } from '@shop/shared';

// How pages read the API's envelope `{ status, message, body }`: the one record a page is about must be there
// (else the 404 page), while a list beside it may fail alone and is then shown empty with the server's message.

/** The 404 page, for a loader whose record does not exist (or whose address is malformed). */
export function notFound(): never {
  throw new Response('Not Found', { status: 404 });
}

/** The body of a successful answer; otherwise the 404 page. */
export function bodyOr404<T>(res: ApiEnvelope<T>): NonNullable<T> {
  if (res.status !== 200 || res.body == null) notFound();
  return res.body;
}

/** The first item of a successful list (a category looked up by its slug); otherwise the 404 page. */
export function firstOr404<T>(res: ApiEnvelope<T[]>): T {
  const first = res.status === 200 ? res.body?.[0] : undefined;
  if (first === undefined) notFound();
  return first;
}

/** The body of a successful answer; null when it failed (or the browser could not reach the API at all). */
export function bodyOf<T>(res: ApiEnvelope<T> | undefined): NonNullable<T> | null {
  return res?.status === 200 ? (res.body ?? null) : null;
}

/** A list's items on success; none when it failed (or the browser could not reach the API at all). */
export function listOf<T>(res: ApiEnvelope<T[]> | undefined): T[] {
  return res?.status === 200 ? (res.body ?? []) : [];
}

// A failure on our side names its request, so a shopper who writes to the shop can quote it and the operator
// find its log lines; a refusal the shopper can fix (4xx) needs no reference.
function shopperMessage(res: ApiEnvelope<unknown>): string {
  return res.status >= 500 && res.requestId ? `${res.message} (reference ${res.requestId})` : res.message;
}

/** The server's message when the answer failed, else null. */
export function failureOf(res: ApiEnvelope<unknown>): string | null {
  return res.status === 200 ? null : shopperMessage(res);
}

/** The server's message for each answer that failed, for the page to show as toasts. */
export function failuresOf(...responses: ApiEnvelope<unknown>[]): string[] {
  return responses.flatMap((res) => (res.status === 200 ? [] : [shopperMessage(res)]));
}
