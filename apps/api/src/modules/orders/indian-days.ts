// Days and times as the back office filters and exports orders by them: in Indian time.

const IST_OFFSET_MS = 330 * 60_000;
export const DAY_MS = 24 * 60 * 60_000;

/** The start of an Indian day, `2026-11-05` → 2026-11-04T18:30:00Z. India keeps no summer time. */
export function indianDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** A moment as the export writes it, in Indian time: `2026-11-05 14:30`. */
export function indianTime(at: Date | null): string {
  return at ? new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ') : '';
}
