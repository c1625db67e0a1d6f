import { inIndia } from '#app/lib/dates.ts';

/** A moment in a back-office list, in Indian time as the shop works: `05 Nov 2026, 02:30 PM`. */
export function formatWhen(iso: string): string {
  const at = inIndia(iso);
  return `${at.day} ${at.monthName} ${at.year}, ${at.hour}:${at.minute} ${at.dayPeriod}`;
}

/** A day in Indian time as date fields and the API write it: `2026-11-05`; today unless given a moment. */
export function indianDay(iso: string = new Date().toISOString()): string {
  const at = inIndia(iso);
  return `${at.year}-${at.month}-${at.day}`;
}
