import { describe, expect, it } from 'vitest';
import { articleDate, isoDate, sidebarDate } from './blog-date.ts';

describe('blog dates in Indian time', () => {
  // 19:00 UTC on 31 March is half past midnight on 1 April in India.
  const lateUtc = '2026-03-31T19:00:00.000Z';

  it('formats an article date as DD-MMM-YYYY on the Indian calendar day', () => {
    expect(articleDate(lateUtc)).toBe('01-Apr-2026');
    expect(sidebarDate(lateUtc)).toBe('01 Apr, 2026');
    expect(isoDate(lateUtc)).toBe('2026-04-01');
  });

  it('writes the day and the full month name on Hindi pages, as Hindi writes dates', () => {
    expect(articleDate(lateUtc, 'hi')).toBe('1 अप्रैल 2026');
    expect(sidebarDate(lateUtc, 'hi')).toBe('1 अप्रैल 2026');
  });

  it('names September Sep, as the shop prints short months', () => {
    expect(articleDate('2026-09-15T09:05:00.000Z')).toBe('15-Sep-2026');
  });
});
