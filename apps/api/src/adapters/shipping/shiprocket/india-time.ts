/**
 * Shiprocket writes times in India's time without a zone ("2023-05-23 15:32:11", "23 05 2023 15:32:11", and
 * dates such as "Dec 02, 2026"). India keeps UTC+05:30 all year, so the conversion is a fixed offset.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** An India time as Shiprocket writes it, as an ISO UTC time; null when it is not one of its forms. */
export function indiaTimeToIso(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // 2023-05-23 15:32:11, 2023-05-23T15:32:11, 2023-05-23
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (match) return fromParts(match[1], match[2], match[3], match[4], match[5], match[6]);
  // 23 05 2023 15:32:11, 23-05-2023 15:32
  match = /^(\d{2})[ -/](\d{2})[ -/](\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (match) return fromParts(match[3], match[2], match[1], match[4], match[5], match[6]);
  return null;
}

function fromParts(
  year = '',
  month = '',
  day = '',
  hour = '00',
  minute = '00',
  second = '00',
): string | null {
  const utc = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second) - IST_OFFSET_MS;
  const back = new Date(utc + IST_OFFSET_MS);
  // Refuses 31 02 2026 rather than rolling it into March.
  if (back.getUTCMonth() !== +month - 1 || back.getUTCDate() !== +day || +hour > 23) return null;
  return new Date(utc).toISOString();
}

/** A delivery date as Shiprocket writes one ("Dec 02, 2026", "2026-12-02 ..."), as YYYY-MM-DD in India. */
export function indiaDate(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const words = /^([A-Za-z]{3})[a-z]* (\d{1,2}), (\d{4})$/.exec(value.trim());
  if (words) {
    const month = MONTHS.indexOf((words[1] ?? '').toLowerCase());
    if (month < 0) return null;
    return `${words[3]}-${String(month + 1).padStart(2, '0')}-${(words[2] ?? '').padStart(2, '0')}`;
  }
  const iso = indiaTimeToIso(value);
  return iso ? isoToIndia(iso).slice(0, 10) : null;
}

/** A time as India's clock shows it, "YYYY-MM-DD HH:mm:ss", as Shiprocket writes and reads times. */
export function isoToIndia(iso: string | Date): string {
  const shifted = new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}
