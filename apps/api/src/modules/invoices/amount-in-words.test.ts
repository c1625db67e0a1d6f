import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from './amount-in-words.ts';

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [100, 'Rupees One Only'],
    [129_900, 'Rupees One Thousand Two Hundred Ninety Nine Only'],
    [1_000_050, 'Rupees Ten Thousand and Fifty Paise Only'],
    [12_345_678, 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      999_999_999_99,
      'Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only',
    ],
  ])('%i paise', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('counts crores past ninety-nine in the same system', () => {
    expect(indianNumberInWords(1_234_567_890)).toBe(
      'One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety',
    );
  });
});
