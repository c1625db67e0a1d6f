import { describe, expect, it } from 'vitest';
import { estimateDay, scanTime } from './tracking-dates.ts';

describe('tracking dates', () => {
  it('says the estimate as the day it names, in each language', () => {
    expect(estimateDay('2026-12-01', 'en')).toBe('Tue, 1 Dec');
    expect(estimateDay('2026-12-01', 'hi')).toBe('मंगलवार, 1 दिसंबर');
  });

  it('says a scan in India time, which may be the next day there', () => {
    const now = new Date('2026-11-28T00:00:00Z');
    expect(scanTime('2026-11-27T20:15:00Z', 'en', now)).toBe('28 Nov, 1:45 AM');
    expect(scanTime('2025-11-27T06:00:00Z', 'en', now)).toBe('27 Nov 2025, 11:30 AM');
  });
});
