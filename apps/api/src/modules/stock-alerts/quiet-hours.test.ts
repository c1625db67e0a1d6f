import { describe, expect, it } from 'vitest';
import { quietSecondsLeft } from './quiet-hours.ts';

describe('quietSecondsLeft', () => {
  it('is 0 from 09:00 to 20:59 India time', () => {
    expect(quietSecondsLeft(new Date('2026-11-28T03:30:00Z'))).toBe(0); // 09:00 IST
    expect(quietSecondsLeft(new Date('2026-11-28T15:29:59Z'))).toBe(0); // 20:59:59 IST
  });

  it('counts to 09:00 India time from the evening and from the small hours', () => {
    expect(quietSecondsLeft(new Date('2026-11-28T15:30:00Z'))).toBe(12 * 3600); // 21:00 IST
    expect(quietSecondsLeft(new Date('2026-11-28T20:00:00Z'))).toBe(7.5 * 3600); // 01:30 IST
    expect(quietSecondsLeft(new Date('2026-11-29T03:29:30Z'))).toBe(30); // 08:59:30 IST
  });
});
