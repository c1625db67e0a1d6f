import { DEFAULT_LANGUAGE, type Language } from '@shop/shared';
import { inIndia } from '#app/lib/dates.ts';

/**
 * A deadline in Indian time as a shopper reads it: the time alone when it falls today ("3:45 PM"), with the day
 * otherwise ("25 Nov, 3:45 PM"; in Hindi "25 नवंबर, दोपहर 3:45").
 */
export function deadlineText(
  iso: string,
  language: Language = DEFAULT_LANGUAGE,
  now: Date = new Date(),
): string {
  const at = inIndia(iso, language);
  const today = inIndia(now.toISOString());
  const time = at.time;
  const sameDay = at.day === today.day && at.month === today.month && at.year === today.year;
  return sameDay ? time : `${Number(at.day)} ${at.monthName}, ${time}`;
}

/** A moment of an order's history: "24 Nov, 3:45 PM", with the year when it is not this one. */
export function stepTime(iso: string, language: Language = DEFAULT_LANGUAGE, now: Date = new Date()): string {
  const at = inIndia(iso, language);
  const year = at.year === inIndia(now.toISOString()).year ? '' : ` ${at.year}`;
  return `${Number(at.day)} ${at.monthName}${year}, ${at.time}`;
}
