import { inIndia } from '#app/lib/dates.ts';

/** docs/product.md#formats: the article's updated date, DD-MMM-YYYY. */
export function articleDate(iso: string): string {
  const { day, monthName, year } = inIndia(iso);
  return `${day}-${monthName}-${year}`;
}

/** docs/product.md#formats: a recent post's date in the sidebar, DD MMM, YYYY. */
export function sidebarDate(iso: string): string {
  const { day, monthName, year } = inIndia(iso);
  return `${day} ${monthName}, ${year}`;
}

/** Machine-readable date for `<time dateTime>`. */
export function isoDate(iso: string): string {
  const { day, month, year } = inIndia(iso);
  return `${year}-${month}-${day}`;
}
