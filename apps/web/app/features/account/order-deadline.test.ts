import { describe, expect, it } from 'vitest';
import { deadlineText, stepTime } from './order-deadline.ts';

describe('deadlineText', () => {
  const now = new Date('2026-11-24T08:00:00Z'); // 1:30 PM in India

  it('says only the time when the deadline is later today in India', () => {
    expect(deadlineText('2026-11-24T10:15:00Z', 'en', now)).toBe('3:45 PM');
  });

  it('adds the day when the deadline falls on another Indian day', () => {
    // 19:00 UTC is 00:30 the next morning in India.
    expect(deadlineText('2026-11-24T19:00:00Z', 'en', now)).toBe('25 Nov, 12:30 AM');
  });

  it('names the month and says the time in Hindi on Hindi pages', () => {
    expect(deadlineText('2026-11-24T19:00:00Z', 'hi', now)).toBe('25 नवंबर, रात 12:30');
    expect(deadlineText('2026-11-24T10:15:00Z', 'hi', now)).toBe('दोपहर 3:45');
  });
});

describe('stepTime', () => {
  it('leaves out the year of this year and shows an earlier one', () => {
    const now = new Date('2026-11-24T08:00:00Z');
    expect(stepTime('2026-11-20T04:30:00Z', 'en', now)).toBe('20 Nov, 10:00 AM');
    expect(stepTime('2025-11-30T20:00:00Z', 'en', now)).toBe('1 Dec 2025, 1:30 AM');
    expect(stepTime('2025-11-30T20:00:00Z', 'hi', now)).toBe('1 दिसंबर 2025, रात 1:30');
  });
});
