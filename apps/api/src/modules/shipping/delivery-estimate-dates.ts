// docs/shipping.md#delivery-dates: dispatch and delivery days, counted in India's time whatever the server's zone.
// India keeps no summer time, so a fixed offset is exact. Sunday is the one day off; public holidays are not known.

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const SUNDAY = 0;

/** A calendar day as YYYY-MM-DD, read as UTC midnight so adding days never meets a zone. */
function dayAt(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function nextDay(day: string): string {
  return new Date(dayAt(day).getTime() + DAY_MS).toISOString().slice(0, 10);
}

function isWorkingDay(day: string): boolean {
  return dayAt(day).getUTCDay() !== SUNDAY;
}

function nextWorkingDay(day: string): string {
  let next = nextDay(day);
  while (!isWorkingDay(next)) next = nextDay(next);
  return next;
}

/** The day and the minutes past midnight in India at `now`. */
export function indianClock(now: Date): { day: string; minutes: number } {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return {
    day: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** `14:00` → 840. The setting is checked as HH:MM when the config is read. */
function minutesOf(cutoff: string): number {
  const [hours = 0, minutes = 0] = cutoff.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The day a parcel ordered at `now` leaves the warehouse: the same day on a working day before the cutoff (India
 * time), else the next working day.
 */
export function dispatchDay(now: Date, cutoff: string): string {
  const { day, minutes } = indianClock(now);
  return isWorkingDay(day) && minutes < minutesOf(cutoff) ? day : nextWorkingDay(day);
}

/** The day `workingDays` working days after `day` (Sundays skipped); 0 is the day itself. */
export function addWorkingDays(day: string, workingDays: number): string {
  let result = day;
  for (let left = workingDays; left > 0; left--) result = nextWorkingDay(result);
  return result;
}

/** YYYY-MM-DD a parcel ordered at `now` arrives, for a courier that takes `courierDays` working days. */
export function deliveryDate(now: Date, cutoff: string, courierDays: number): string {
  return addWorkingDays(dispatchDay(now, cutoff), courierDays);
}
