import type { Language } from '@shop/shared';
import { inIndia } from '#app/lib/dates.ts';

const DAY_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  // `Tue, 2 Dec`; Hindi spells the day and month out (`मंगलवार, 2 दिसंबर`), as the delivery estimate does.
  en: new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
};

/** The courier's estimate, an India calendar day (YYYY-MM-DD), read at UTC so no time zone moves the day. */
export function estimateDay(day: string, language: Language): string {
  return DAY_FORMATS[language].format(new Date(`${day}T00:00:00Z`));
}

/** A scan's moment in India time: "24 Nov, 3:45 PM", with the year when it is not this one. */
export function scanTime(iso: string, language: Language, now: Date = new Date()): string {
  const at = inIndia(iso, language);
  const year = at.year === inIndia(now.toISOString()).year ? '' : ` ${at.year}`;
  return `${Number(at.day)} ${at.monthName}${year}, ${at.time}`;
}
