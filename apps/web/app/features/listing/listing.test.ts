import { describe, expect, it } from 'vitest';
import { MIN_SLOTS, padSlots } from './pad-slots.ts';
import { parseSort } from './sort-form.tsx';

describe('padSlots', () => {
  it('fills a short row with empty slots up to four', () => {
    expect(padSlots(['a'])).toEqual(['a', null, null, null]);
    expect(padSlots([])).toHaveLength(MIN_SLOTS);
  });

  it('leaves a full or long row as it is', () => {
    expect(padSlots(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('parseSort', () => {
  it('accepts only the sort orders the form offers', () => {
    expect(parseSort('l-h')).toBe('l-h');
    expect(parseSort('h-l')).toBe('h-l');
    expect(parseSort('price')).toBeUndefined();
    expect(parseSort(null)).toBeUndefined();
  });
});
