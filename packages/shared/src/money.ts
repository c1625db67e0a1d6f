import { DEFAULT_LANGUAGE, LANGUAGES, type Language, LOCALE_OF } from './i18n.ts';

/** Money is always an integer count of paise (1 rupee = 100 paise). */
export type Paise = number;

// One pair of formatters per language, made once: `₹1,299` / `₹1,299.50`, with Indian digit grouping
// (`₹1,00,000`) in both en-IN and hi-IN.
const formatters = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    {
      whole: new Intl.NumberFormat(LOCALE_OF[language], {
        style: 'currency',
        currency: 'INR',
        maximumFractionDigits: 0,
      }),
      exact: new Intl.NumberFormat(LOCALE_OF[language], {
        style: 'currency',
        currency: 'INR',
        maximumFractionDigits: 2,
      }),
    },
  ]),
) as Record<Language, { whole: Intl.NumberFormat; exact: Intl.NumberFormat }>;

/** Formats paise as rupees in a page's language: `₹1,299` for whole rupees, `₹1,299.50` otherwise. */
export function formatINR(paise: Paise, language: Language = DEFAULT_LANGUAGE): string {
  assertPaise(paise);
  const { whole, exact } = formatters[language];
  return paise % 100 === 0 ? whole.format(paise / 100) : exact.format(paise / 100);
}

/** Rupees with exactly two decimals and no symbol, as docs/product.md#money shows order amounts: `1299.00`. */
export function rupeesWithDecimals(paise: Paise): string {
  assertPaise(paise);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Converts whole or fractional rupees (as written by people, e.g. in seed data) to paise. */
export function rupees(amount: number): Paise {
  return Math.round(amount * 100);
}

export function assertPaise(value: number): void {
  if (!Number.isSafeInteger(value))
    throw new TypeError(`Money must be an integer number of paise, got ${value}`);
}
