import { describe, expect, it } from 'vitest';
import { orderDate } from './order-date.ts';

describe('orderDate', () => {
  it('formats an order time on a twelve-hour clock in Indian time', () => {
    expect(orderDate('2026-03-31T19:00:00.000Z')).toBe('01-04-2026, 12:30 AM');
    expect(orderDate('2026-09-15T09:05:00.000Z')).toBe('15-09-2026, 02:35 PM');
  });

  it('says the time in Hindi on Hindi pages', () => {
    expect(orderDate('2026-03-31T19:00:00.000Z', 'hi')).toBe('01-04-2026, रात 12:30');
    expect(orderDate('2026-09-15T09:05:00.000Z', 'hi')).toBe('15-09-2026, दोपहर 2:35');
  });
});
