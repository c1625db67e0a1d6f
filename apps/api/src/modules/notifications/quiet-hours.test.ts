import { describe, expect, it } from 'vitest';
import { inQuietHours, quietHoursEnd, quietSecondsLeft } from './quiet-hours.ts';

// India is UTC+05:30: 21:00 IST is 15:30 UTC, 09:00 IST is 03:30 UTC.
const utc = (iso: string) => new Date(`${iso}Z`);

describe('quiet hours', () => {
  it('are 21:00 to 09:00 India time, the edges included at 21:00 and excluded at 09:00', () => {
    expect(inQuietHours(utc('2026-11-28T15:29:59'))).toBe(false); // 20:59:59
    expect(inQuietHours(utc('2026-11-28T15:30:00'))).toBe(true); // 21:00
    expect(inQuietHours(utc('2026-11-28T20:00:00'))).toBe(true); // 01:30 the next day
    expect(inQuietHours(utc('2026-11-29T03:29:59'))).toBe(true); // 08:59:59
    expect(inQuietHours(utc('2026-11-29T03:30:00'))).toBe(false); // 09:00
  });

  it('end at the next 09:00 India time, before or after midnight', () => {
    expect(quietHoursEnd(utc('2026-11-28T16:30:00'))).toEqual(utc('2026-11-29T03:30:00')); // from 22:00
    expect(quietHoursEnd(utc('2026-11-28T19:00:00'))).toEqual(utc('2026-11-29T03:30:00')); // from 00:30
    expect(quietHoursEnd(utc('2026-11-28T22:00:00'))).toEqual(utc('2026-11-29T03:30:00')); // from 03:30
    const day = utc('2026-11-28T06:00:00');
    expect(quietHoursEnd(day)).toBe(day);
  });

  it('leave so many seconds for a job put off to their end', () => {
    expect(quietSecondsLeft(utc('2026-11-28T03:30:00'))).toBe(0); // 09:00
    expect(quietSecondsLeft(utc('2026-11-28T15:29:59'))).toBe(0); // 20:59:59
    expect(quietSecondsLeft(utc('2026-11-28T15:30:00'))).toBe(12 * 3600); // 21:00
    expect(quietSecondsLeft(utc('2026-11-28T20:00:00'))).toBe(7.5 * 3600); // 01:30
    expect(quietSecondsLeft(utc('2026-11-29T03:29:30'))).toBe(30); // 08:59:30
  });
});
