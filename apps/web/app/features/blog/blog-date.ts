import { DEFAULT_LANGUAGE, type Language } from '@shop/shared';
import { inIndia } from '#app/lib/dates.ts';

/** docs/product.md#formats: the article's updated date, DD-MMM-YYYY (in Hindi the month in full). */
export function articleDate(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  const { day, monthName, year } = inIndia(iso, language);
  return `${day}-${monthName}-${year}`;
}

/** docs/product.md#formats: a recent post's date in the sidebar, DD MMM, YYYY. */
export function sidebarDate(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  const { day, monthName, year } = inIndia(iso, language);
  return `${day} ${monthName}, ${year}`;
}

/** Machine-readable date for `<time dateTime>`. */
export function isoDate(iso: string): string {
  const { day, month, year } = inIndia(iso);
  return `${year}-${month}-${day}`;
}
