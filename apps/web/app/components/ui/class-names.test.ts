import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-names.ts';

describe('mergeClasses', () => {
  it('lets a later class replace an earlier one that sets the same property', () => {
    expect(mergeClasses('rounded-full px-6 py-3 text-white', 'px-8')).toBe(
      'rounded-full py-3 text-white px-8',
    );
  });

  it('tells a text size from a text colour, and a border width from a border colour', () => {
    expect(mergeClasses('text-sm text-white border border-brand-700', 'text-brand-800 border-2')).toBe(
      'text-sm border-brand-700 text-brand-800 border-2',
    );
  });

  it('keeps the same property under different variants apart', () => {
    expect(mergeClasses('opacity-60 disabled:opacity-60 hover:bg-brand-800', 'disabled:opacity-70')).toBe(
      'opacity-60 hover:bg-brand-800 disabled:opacity-70',
    );
  });

  it('keeps classes it does not know, and skips empty parts', () => {
    expect(mergeClasses('group relative', undefined, false, '', '  mt-6  shadow-sm ')).toBe(
      'group relative mt-6 shadow-sm',
    );
  });
});
