import { DEFAULT_LANGUAGE, type Language, LOCALE_OF } from '@shop/shared';

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

// English keeps its short names; Hindi's come from Intl in full (`नवंबर`), as Hindi writes dates.
const hindiMonth = new Intl.DateTimeFormat(LOCALE_OF.hi, { month: 'long', timeZone: 'UTC' });
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: Array.from({ length: 12 }, (_, month) => hindiMonth.format(Date.UTC(2026, month, 15))),
};

// Hindi says the part of the day before the time (`शाम 3:45`, `रात 12:30`), not AM or PM: Intl's Hindi day periods.
const hindiClock = new Intl.DateTimeFormat(LOCALE_OF.hi, {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
});

export interface IndianDate {
  /** Two digits each, as printed: `05`, `11`, `2026`, `02`, `30`. */
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
  /** `Nov`, in Hindi `नवंबर` */
  monthName: string;
  /** `AM` or `PM` */
  dayPeriod: string;
  /** The time as the page's language says it: `3:45 PM`, in Hindi `दोपहर 3:45`. */
  time: string;
}

/** The date and time in India of an instant, the month's name and the time in the page's language. */
export function inIndia(iso: string, language: Language = DEFAULT_LANGUAGE): IndianDate {
  const parts: Record<string, string> = {};
  for (const part of indianParts.formatToParts(new Date(iso))) parts[part.type] = part.value;
  const month = parts.month ?? '01';
  const dayPeriod = (parts.dayPeriod ?? '').toUpperCase();
  const time =
    language === 'hi'
      ? hindiClock.format(new Date(iso))
      : `${Number(parts.hour ?? '')}:${parts.minute ?? ''} ${dayPeriod}`;
  return {
    day: parts.day ?? '',
    month,
    year: parts.year ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    monthName: MONTHS[language][Number(month) - 1] ?? '',
    dayPeriod,
    time,
  };
}
