/** Money is always an integer count of paise (1 rupee = 100 paise). */
export type Paise = number;

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
const inrWhole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Formats paise as rupees: `₹1,299` for whole rupees, `₹1,299.50` otherwise. */
export function formatINR(paise: Paise): string {
  assertPaise(paise);
  return paise % 100 === 0 ? inrWhole.format(paise / 100) : inr.format(paise / 100);
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
