import type { Language, PincodeEstimate } from '@shop/shared';
import { get } from '#app/lib/api.ts';

export type EstimateOutcome =
  | { kind: 'estimate'; estimate: PincodeEstimate }
  /** The server refused the PIN code; its message is in the page's language. */
  | { kind: 'invalid'; message: string }
  | { kind: 'failed' };

export async function fetchEstimate(pincode: string, signal?: AbortSignal): Promise<EstimateOutcome> {
  const answer = await get<PincodeEstimate>(`/shipping/estimate?pincode=${encodeURIComponent(pincode)}`, {
    ...(signal ? { signal } : {}),
    quiet: true,
  });
  if (answer?.status === 200 && answer.body) return { kind: 'estimate', estimate: answer.body };
  if (answer?.status === 400) return { kind: 'invalid', message: answer.errors?.pincode ?? answer.message };
  return { kind: 'failed' };
}

const FORMATS: Record<Language, Intl.DateTimeFormat> = {
  // `Tue, 2 Dec`; Hindi spells the day and month out (`मंगलवार, 2 दिसंबर`), as Hindi writes dates.
  en: new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
};

/** An India calendar day (YYYY-MM-DD) as the page's language says it; read at UTC so no zone moves the day. */
export function deliveryDay(day: string, language: Language): string {
  return FORMATS[language].format(new Date(`${day}T00:00:00Z`));
}
