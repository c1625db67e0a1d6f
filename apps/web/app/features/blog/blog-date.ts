import { DEFAULT_LANGUAGE, type Language } from '@shop/shared';
import { inIndia } from '#app/lib/dates.ts';

/** A date as Hindi writes it: the day without a leading zero and the month in full, `1 अप्रैल 2026`. */
function hindiDate(iso: string): string {
  const { day, monthName, year } = inIndia(iso, 'hi');
  return `${Number(day)} ${monthName} ${year}`;
}

/** docs/product.md#formats: the article's updated date, DD-MMM-YYYY (Hindi pages: `1 अप्रैल 2026`). */
export function articleDate(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  if (language === 'hi') return hindiDate(iso);
  const { day, monthName, year } = inIndia(iso);
  return `${day}-${monthName}-${year}`;
}

/** docs/product.md#formats: a recent post's date in the sidebar, DD MMM, YYYY (Hindi pages: `1 अप्रैल 2026`). */
export function sidebarDate(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  if (language === 'hi') return hindiDate(iso);
  const { day, monthName, year } = inIndia(iso);
  return `${day} ${monthName}, ${year}`;
}

/** Machine-readable date for `<time dateTime>`. */
export function isoDate(iso: string): string {
  const { day, month, year } = inIndia(iso);
  return `${year}-${month}-${day}`;
}
