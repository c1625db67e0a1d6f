import type { ApiEnvelope, Language, TrackedOrder } from '@shop/shared';
import { acceptLanguage } from '#app/i18n/languages.ts';
import { API_BASE } from '#app/lib/api.ts';

/** What a look-up on /track came to; `notFound` carries the API's one message for a wrong pair or no such order. */
export type TrackAnswer =
  | { kind: 'found'; order: TrackedOrder }
  | { kind: 'notFound'; message: string }
  | { kind: 'invalid'; errors: { orderId?: string; mobile?: string }; message: string }
  | { kind: 'limited'; minutes: number }
  | { kind: 'failed' };

/**
 * GET /api/v1/track (docs/shipments.md#the-shoppers-view), without the session: the page is public. Fetched here
 * rather than through lib/api so a refusal for too many tries can say how long to wait (its Retry-After).
 */
export async function trackOrder(orderId: string, mobile: string, language: Language): Promise<TrackAnswer> {
  const query = new URLSearchParams({ orderId, mobile });
  try {
    const response = await fetch(`${API_BASE}/track?${query}`, {
      headers: { accept: 'application/json', 'accept-language': acceptLanguage(language) },
    });
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after'));
      return {
        kind: 'limited',
        minutes: Math.max(1, Math.ceil((Number.isFinite(seconds) ? seconds : 60) / 60)),
      };
    }
    const answer = (await response.json()) as ApiEnvelope<TrackedOrder>;
    if (response.status === 200 && answer.body) return { kind: 'found', order: answer.body };
    if (response.status === 404) return { kind: 'notFound', message: answer.message };
    if (response.status === 400) {
      const { orderId: orderIdError, mobile: mobileError } = answer.errors ?? {};
      return {
        kind: 'invalid',
        errors: { orderId: orderIdError, mobile: mobileError },
        message: answer.message,
      };
    }
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** The order id as the shop writes it (ORD-2026-000123), whatever the case and spaces typed. */
export const ORDER_ID_PATTERN = /^ORD-\d{4}-\d{6}$/;
export const normalOrderId = (value: string) => value.trim().toUpperCase();

/** The 10 digits of an Indian mobile number, without +91, spaces or dashes. */
export function normalMobile(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
}
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
