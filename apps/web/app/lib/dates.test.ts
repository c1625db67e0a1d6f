import { describe, expect, it } from 'vitest';
import { inIndia } from './dates.ts';

describe('inIndia', () => {
  it('reads the calendar day and clock in Indian time, not the machine zone', () => {
    // 19:00 UTC on 31 March is half past midnight on 1 April in India: the day, month and year all roll over.
    expect(inIndia('2026-03-31T19:00:00.000Z')).toEqual({
      day: '01',
      month: '04',
      year: '2026',
      hour: '12',
      minute: '30',
      monthName: 'Apr',
      dayPeriod: 'AM',
    });
  });

  it('names the month in Hindi on Hindi pages', () => {
    expect(inIndia('2026-11-04T20:00:00Z', 'hi')).toMatchObject({
      day: '05',
      monthName: 'नवंबर',
      year: '2026',
    });
    expect(inIndia('2026-11-04T20:00:00Z').monthName).toBe('Nov');
  });
});
