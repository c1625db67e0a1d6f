import { DEFAULT_LANGUAGE, type Language } from '@shop/shared';
import { inIndia } from '#app/lib/dates.ts';

/**
 * docs/product.md#formats: an order's date, DD-MM-YYYY, hh:mm A, in Indian time like the shop's records; Hindi
 * says the time its own way (`01-04-2026, रात 12:30`).
 */
export function orderDate(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  const { day, month, year, hour, minute, dayPeriod, time } = inIndia(iso, language);
  return `${day}-${month}-${year}, ${language === 'hi' ? time : `${hour}:${minute} ${dayPeriod}`}`;
}
