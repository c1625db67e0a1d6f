import { inIndia } from '#app/lib/dates.ts';

/** docs/product.md#formats: an order's date, DD-MM-YYYY, hh:mm A, in Indian time like the shop's records. */
export function orderDate(iso: string): string {
  const { day, month, year, hour, minute, dayPeriod } = inIndia(iso);
  return `${day}-${month}-${year}, ${hour}:${minute} ${dayPeriod}`;
}
