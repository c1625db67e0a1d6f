import type { ApiEnvelope } from '@shop/shared';
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

export function ok<T>(body: T, message = 'OK'): Envelope<T> {
  return { status: 200, message, body };
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
