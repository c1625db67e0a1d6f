import { describe, expect, it } from 'vitest';
import { normaliseIndianMobile } from './forms.ts';
import { formatINR, rupees, rupeesWithDecimals } from './money.ts';
import { slugify, truncateName } from './text.ts';

describe('money formatting', () => {
  it('formats paise as rupees with Indian digit grouping', () => {
    expect(formatINR(129_900)).toBe('₹1,299');
    expect(formatINR(12_345_678_950)).toBe('₹12,34,56,789.50');
    // hi-IN keeps the rupee sign, the Latin digits shoppers see on prices, and the Indian grouping.
    expect(formatINR(12_345_678_950, 'hi')).toBe('₹12,34,56,789.50');
    expect(formatINR(10_000_000, 'hi')).toBe('₹1,00,000');
    expect(formatINR(0)).toBe('₹0');
  });

  it('prints order amounts with exactly two decimals', () => {
    expect(rupeesWithDecimals(129_900)).toBe('1299.00');
    expect(rupeesWithDecimals(5)).toBe('0.05');
    expect(rupeesWithDecimals(-150)).toBe('-1.50');
  });

  it('converts rupees to paise without float drift', () => {
    expect(rupees(1.1)).toBe(110);
    expect(rupees(1299)).toBe(129_900);
    expect(rupees(0.29)).toBe(29);
  });

  it('refuses fractional paise', () => {
    expect(() => formatINR(10.5)).toThrow(TypeError);
  });
});

describe('normaliseIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['6000000000', '6000000000'],
  ])('accepts %s', (input, expected) => {
    expect(normaliseIndianMobile(input)).toBe(expected);
  });

  it.each(['5876543210', '987654321', '98765432101', 'abcdefghij', '+1 9876543210', ''])(
    'rejects %s',
    (input) => {
      expect(normaliseIndianMobile(input)).toBeNull();
    },
  );
});

describe('text helpers', () => {
  it('cuts long names and adds two dots', () => {
    expect(truncateName('Kumkumadi Glow Face Serum', 40)).toBe('Kumkumadi Glow Face Serum');
    expect(truncateName('a'.repeat(41), 40)).toBe(`${'a'.repeat(40)}..`);
  });

  it('leaves no space before the dots when the cut falls after a word', () => {
    expect(truncateName('Kumkumadi Glow Face Serum', 15)).toBe('Kumkumadi Glow..');
  });

  it('makes URL slugs', () => {
    expect(slugify('Bhringraj & Amla Hair Oil')).toBe('bhringraj-and-amla-hair-oil');
    expect(slugify('  Crème Brûlée Lip Balm! ')).toBe('creme-brulee-lip-balm');
  });
});
