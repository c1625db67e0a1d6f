// The brand's rule for marketing messages (docs/carts.md#quiet-hours): none between 21:00 and 09:00 India time.
// India keeps one offset all year (UTC+05:30), so the hours are plain arithmetic on the instant.

const IST_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
/** Quiet from this hour of India's day… */
export const QUIET_FROM_HOUR = 21;
/** …until this one. */
export const QUIET_UNTIL_HOUR = 9;

/** Whether `at` falls in India's quiet hours, when no marketing message may go. */
export function inQuietHours(at: Date): boolean {
  const hour = new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** The first instant at or after `at` outside the quiet hours: `at` itself, or the next 09:00 in India. */
export function quietHoursEnd(at: Date): Date {
  if (!inQuietHours(at)) return at;
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const nine = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), QUIET_UNTIL_HOUR);
  const next = local.getUTCHours() >= QUIET_FROM_HOUR ? nine + 24 * HOUR_MS : nine;
  return new Date(next - IST_OFFSET_MS);
}

/** Whole seconds from `at` until marketing may go again: 0 outside the quiet hours (for a job's `startAfter`). */
export function quietSecondsLeft(at: Date): number {
  return Math.ceil((quietHoursEnd(at).getTime() - at.getTime()) / 1000);
}
