// Dates are shown in Indian time whatever the server's or the visitor's zone, so the server's HTML and the
// hydrated page always agree (an article saved at 01:00 IST must not show the previous day in London).
// Intl does this with no library: every browser and Node ship the time zone data.
const indianParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface IndianDate {
  /** Two digits each, as printed: `05`, `11`, `2026`, `02`, `30`. */
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
  /** `Nov` */
  monthName: string;
  /** `AM` or `PM` */
  dayPeriod: string;
}

export function inIndia(iso: string): IndianDate {
  const parts: Record<string, string> = {};
  for (const part of indianParts.formatToParts(new Date(iso))) parts[part.type] = part.value;
  const month = parts.month ?? '01';
  return {
    day: parts.day ?? '',
    month,
    year: parts.year ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    monthName: MONTHS[Number(month) - 1] ?? '',
    dayPeriod: (parts.dayPeriod ?? '').toUpperCase(),
  };
}
