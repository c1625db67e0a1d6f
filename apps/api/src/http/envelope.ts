import { type ApiEnvelope, englishText, type Message } from '@shop/shared';
import type { FieldErrors } from '../domain/errors.ts';
import type { Page } from '../domain/paging.ts';

/** The response envelope of a single answer; lists add their paging below. */
export type Envelope<T> = Omit<ApiEnvelope<T>, 'page' | 'totalPages' | 'totalRecords'>;

export interface ListEnvelope<T> extends Envelope<T[]> {
  body: T[];
  page: number;
  totalPages: number;
  totalRecords: number;
}

/** A success's message as written (by its code), for registerAnswerLanguage; the envelope carries its English. */
export const WRITTEN_MESSAGE = Symbol('written message');

export function ok<T>(body: T, message: string | Message = 'OK'): Envelope<T> {
  // Keyed by a symbol: JSON leaves it out, and a route that spreads the envelope keeps it.
  return typeof message === 'string'
    ? { status: 200, message, body }
    : ({ status: 200, message: englishText(message), body, [WRITTEN_MESSAGE]: message } as Envelope<T>);
}

/** The coded message an answer was written with, if any. */
export function writtenMessage(payload: object): Message | undefined {
  return (payload as { [WRITTEN_MESSAGE]?: Message })[WRITTEN_MESSAGE];
}

export function list<T>({ items, page, limit, totalRecords }: Page<T>, message = 'OK'): ListEnvelope<T> {
  const totalPages = limit === 0 ? (totalRecords > 0 ? 1 : 0) : Math.ceil(totalRecords / limit);
  return { status: 200, message, body: items, page, totalPages, totalRecords };
}

export function failure(
  status: number,
  message: string,
  errors?: FieldErrors,
  requestId?: string,
  reason?: string,
): Envelope<never> {
  return {
    status,
    message,
    ...(reason ? { reason } : {}),
    ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
    ...(requestId ? { requestId } : {}),
  };
}
