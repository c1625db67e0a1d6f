import { DAY_MS } from '../../src/modules/orders/indian-days.ts';
import { weightedIndex } from './random-ids.ts';

export { DAY_MS };
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
const IST_OFFSET_MS = 330 * MINUTE_MS;

/** Lakshmi Puja, the night the festive season peaks; a year not listed takes the 1st of November. */
const DIWALI: Record<number, string> = {
  2014: '10-23',
  2015: '11-11',
  2016: '10-30',
  2017: '10-19',
  2018: '11-07',
  2019: '10-27',
  2020: '11-14',
  2021: '11-04',
  2022: '10-24',
  2023: '11-12',
  2024: '11-01',
  2025: '10-20',
  2026: '11-08',
  2027: '10-29',
  2028: '10-17',
  2029: '11-05',
  2030: '10-26',
};

/** The shop's own sale days (month-day) and how many times an ordinary day's orders each brings. */
const SALE_DAYS: Record<string, number> = {
  '01-26': 2.2, // Republic Day sale
  '03-08': 1.6, // Women's Day
  '06-21': 1.5, // end-of-season sale
  '06-22': 1.4,
  '08-15': 2.2, // Independence Day sale
  '12-31': 1.4,
};

/** India's midnight before `at`. */
export function indianMidnight(at: Date): Date {
  const shifted = at.getTime() + IST_OFFSET_MS;
  return new Date(shifted - (shifted % DAY_MS) - IST_OFFSET_MS);
}

/** Month and day as India's calendar shows `at`, and its year. */
function indianDay(at: Date): { year: number; monthDay: string; weekday: number; date: number } {
  const indian = new Date(at.getTime() + IST_OFFSET_MS);
  const monthDay = `${String(indian.getUTCMonth() + 1).padStart(2, '0')}-${String(indian.getUTCDate()).padStart(2, '0')}`;
  return { year: indian.getUTCFullYear(), monthDay, weekday: indian.getUTCDay(), date: indian.getUTCDate() };
}

/** The day of Diwali of a year, at India's midnight. */
export function diwaliOf(year: number): Date {
  return new Date(`${year}-${DIWALI[year] ?? '11-01'}T00:00:00+05:30`);
}

/**
 * How busy a day is, before growth: the weeks before Diwali climb to three and a half times an ordinary day and
 * the days after it are quiet; sale days, weekends and the days after payday are busier.
 */
export function dayWeight(day: Date): number {
  const { year, monthDay, weekday, date } = indianDay(day);
  const toDiwali = Math.round((diwaliOf(year).getTime() - day.getTime()) / DAY_MS);
  let weight = 1;
  if (toDiwali >= 1 && toDiwali <= 21) weight *= 1 + 2.5 * (1 - (toDiwali - 1) / 21);
  else if (toDiwali === 0) weight *= 1.2;
  else if (toDiwali >= -4 && toDiwali < 0) weight *= 0.6;
  weight *= SALE_DAYS[monthDay] ?? 1;
  if (weekday === 0) weight *= 1.15;
  else if (weekday === 6 || weekday === 1) weight *= 1.05;
  if (date <= 5) weight *= 1.1;
  return weight;
}

/** Share of a day's orders in each hour of India's day: quiet at night, a lunch bump, the evening peak. */
const HOURS = [
  0.5, 0.3, 0.15, 0.1, 0.1, 0.15, 0.4, 0.8, 1.2, 1.5, 1.7, 1.9, 2.1, 2.0, 1.8, 1.7, 1.7, 1.8, 2.0, 2.3, 2.6,
  2.8, 2.4, 1.3,
];
const HOURS_TOTAL = HOURS.reduce((sum, share) => sum + share, 0);

/** A moment of the day that starts at `midnight`, as shoppers spread over it. */
export function momentOfDay(random: () => number, midnight: Date): Date {
  const hour = weightedIndex(random, HOURS, HOURS_TOTAL);
  return new Date(midnight.getTime() + hour * HOUR_MS + Math.floor(random() * HOUR_MS));
}

/** Within working hours (10:00 to 19:00 in India) at or after `at`: when the team moves an order. */
export function workingTime(random: () => number, at: Date): Date {
  const midnight = indianMidnight(at);
  const hour = (at.getTime() - midnight.getTime()) / HOUR_MS;
  if (hour >= 10 && hour < 19) return at;
  const day = hour >= 19 ? midnight.getTime() + DAY_MS : midnight.getTime();
  return new Date(day + 10 * HOUR_MS + Math.floor(random() * 3 * HOUR_MS));
}

/**
 * The number of orders on each day from `start` (India's midnight) for `days` days, adding up to `total`: an
 * ordinary day's weight grows by `yearlyGrowth` a year, and each day takes its festive weight and a little noise.
 */
export function ordersPerDay(
  random: () => number,
  start: Date,
  days: number,
  total: number,
  yearlyGrowth: number,
): Uint32Array {
  const weights = new Float64Array(days);
  let sum = 0;
  for (let day = 0; day < days; day++) {
    const growth = yearlyGrowth ** (day / 365.25);
    const weight = growth * dayWeight(new Date(start.getTime() + day * DAY_MS)) * (0.85 + 0.3 * random());
    weights[day] = weight;
    sum += weight;
  }
  const counts = new Uint32Array(days);
  let cumulative = 0;
  let given = 0;
  for (let day = 0; day < days; day++) {
    cumulative += (weights[day] as number) / sum;
    const upTo = Math.round(cumulative * total);
    counts[day] = upTo - given;
    given = upTo;
  }
  return counts;
}
