import { GST_RATES } from '@shop/shared';

// GST arithmetic of the tax invoice and the credit note, without a database (docs/orders.md#invoices-and-credit-notes).
// Prices are tax-inclusive, so the tax is taken out of what the shopper paid, line by line, in whole paise, and the
// parts always add back up to the paisa: taxable value + tax = the line's amount, and the lines = the amount paid.

/**
 * Shipping charged on an order is a line of its own: SAC 996812 (courier services) at 18%. Discounts are never
 * spread onto it; they were given on the goods.
 */
export const SHIPPING_LINE = {
  description: 'Shipping and handling',
  hsnCode: '996812',
  gstRatePercent: 18,
} as const;

/**
 * A cash-on-delivery order's fee, a line of its own beside shipping: a charge for the delivery service (collecting
 * the cash at the door), so the same SAC and rate as shipping (docs/cod.md#gst).
 */
export const COD_FEE_LINE = {
  description: 'Cash on delivery fee',
  hsnCode: '996812',
  gstRatePercent: 18,
} as const;

export interface InvoiceLineInput {
  description: string;
  /** HSN code of the goods, or SAC of a service. */
  hsnCode: string;
  qty: number;
  /** Tax-inclusive paise per unit, before order-level discounts. */
  unitPricePaise: number;
  gstRatePercent: number;
}

export interface TaxedLine extends InvoiceLineInput {
  /** qty × unit price. */
  grossPaise: number;
  /** This line's share of the order's discounts (bundle, coupon). */
  discountPaise: number;
  /** What was paid for the line: gross − discount = taxable + tax. */
  amountPaise: number;
  taxablePaise: number;
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxTotals {
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  totalPaise: number;
}

export interface TaxedDocument {
  /** CGST + SGST when the place of supply is the seller's state, IGST otherwise. */
  intraState: boolean;
  lines: TaxedLine[];
  totals: TaxTotals;
}

/**
 * Splits a tax-inclusive amount at a GST rate: taxable value = amount × 100 / (100 + rate), rounded half up to the
 * paisa; the tax is what is left, so the two always add up to the amount.
 */
export function splitInclusive(amountPaise: number, ratePercent: number): { taxable: number; tax: number } {
  assertPaise(amountPaise, 'amount');
  if (!(GST_RATES as readonly number[]).includes(ratePercent)) {
    throw new RangeError(`GST rate must be one of ${GST_RATES.join(', ')}, got ${ratePercent}`);
  }
  const numerator = BigInt(amountPaise) * 100n;
  const denominator = BigInt(100 + ratePercent);
  const taxable = Number((2n * numerator + denominator) / (2n * denominator));
  return { taxable, tax: amountPaise - taxable };
}

/**
 * CGST and SGST are half the tax each. An odd tax leaves one paisa over: it goes to CGST on the first such line of
 * a document, to SGST on the next, and so on, so the halves of every line sum to its tax and the document's CGST
 * and SGST differ by a paisa at most.
 */
export function taxHalves(): (taxPaise: number) => { cgst: number; sgst: number } {
  let oddOnCgst = true;
  return (taxPaise) => {
    const low = Math.floor(taxPaise / 2);
    if (taxPaise % 2 === 0) return { cgst: low, sgst: low };
    const split = oddOnCgst ? { cgst: low + 1, sgst: low } : { cgst: low, sgst: low + 1 };
    oddOnCgst = !oddOnCgst;
    return split;
  };
}

/**
 * Shares `total` out in proportion to `weights`, in whole paise, by the largest-remainder method: each share is
 * rounded down, and the paise left over go one each to the largest remainders (the earlier line on a tie), so the
 * shares sum to `total` exactly.
 */
export function allocate(totalPaise: number, weights: readonly number[]): number[] {
  assertPaise(totalPaise, 'total');
  for (const weight of weights) assertPaise(weight, 'weight');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (totalPaise === 0) return weights.map(() => 0);
  if (sum === 0) throw new RangeError('Cannot share an amount over lines that are all zero');
  const total = BigInt(totalPaise);
  const whole = BigInt(sum);
  const shares = weights.map((weight) => {
    const exact = total * BigInt(weight);
    return { share: exact / whole, remainder: exact % whole };
  });
  let left = totalPaise - shares.reduce((a, { share }) => a + Number(share), 0);
  const order = shares
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map(({ share }) => Number(share));
  for (const { index } of order) {
    if (left === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left--;
  }
  return result;
}

type Halves = ReturnType<typeof taxHalves>;

function taxLine(
  input: InvoiceLineInput,
  grossPaise: number,
  discountPaise: number,
  intraState: boolean,
  halves: Halves,
): TaxedLine {
  const amountPaise = grossPaise - discountPaise;
  const { taxable, tax } = splitInclusive(amountPaise, input.gstRatePercent);
  const { cgst, sgst } = intraState ? halves(tax) : { cgst: 0, sgst: 0 };
  return {
    ...input,
    grossPaise,
    discountPaise,
    amountPaise,
    taxablePaise: taxable,
    taxPaise: tax,
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: intraState ? 0 : tax,
  };
}

function totalsOf(lines: readonly TaxedLine[]): TaxTotals {
  const sum = (pick: (line: TaxedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    grossPaise: sum((line) => line.grossPaise),
    discountPaise: sum((line) => line.discountPaise),
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    taxPaise: sum((line) => line.taxPaise),
    totalPaise: sum((line) => line.amountPaise),
  };
}

/**
 * The tax invoice's amounts. Order-level discounts (bundle, coupon) are shared over the goods in proportion to
 * their value before the tax is taken out, because the taxable value is what was actually paid; shipping, when
 * charged, is one more line. The total is the goods less the discounts plus shipping, which is what the order was
 * paid; the caller checks that against the order.
 */
export function taxInvoice(input: {
  lines: readonly InvoiceLineInput[];
  discountPaise: number;
  shippingPaise: number;
  /** A cash-on-delivery order's fee, taxed as its own line; 0 for a prepaid order. */
  codFeePaise?: number;
  intraState: boolean;
}): TaxedDocument {
  if (input.lines.length === 0) throw new RangeError('An invoice needs at least one line');
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.qty) || line.qty < 1) throw new RangeError(`Bad quantity ${line.qty}`);
    assertPaise(line.unitPricePaise, 'unit price');
  }
  assertPaise(input.discountPaise, 'discount');
  assertPaise(input.shippingPaise, 'shipping');
  const codFeePaise = input.codFeePaise ?? 0;
  assertPaise(codFeePaise, 'COD fee');
  const gross = input.lines.map((line) => line.qty * line.unitPricePaise);
  const goods = gross.reduce((a, b) => a + b, 0);
  if (input.discountPaise > goods) throw new RangeError('The discounts are more than the goods are worth');
  const discounts = allocate(input.discountPaise, gross);
  const halves = taxHalves();
  const lines = input.lines.map((line, index) =>
    taxLine(line, gross[index] ?? 0, discounts[index] ?? 0, input.intraState, halves),
  );
  if (input.shippingPaise > 0) {
    lines.push(
      taxLine(
        { ...SHIPPING_LINE, qty: 1, unitPricePaise: input.shippingPaise },
        input.shippingPaise,
        0,
        input.intraState,
        halves,
      ),
    );
  }
  if (codFeePaise > 0) {
    lines.push(
      taxLine(
        { ...COD_FEE_LINE, qty: 1, unitPricePaise: codFeePaise },
        codFeePaise,
        0,
        input.intraState,
        halves,
      ),
    );
  }
  return { intraState: input.intraState, lines, totals: totalsOf(lines) };
}

/**
 * A credit note's amounts: the refund is shared over the invoice's lines in proportion to what each line was
 * paid, and each share is split at that line's rate, so the credit note reverses tax in the invoice's proportions.
 */
export function creditNote(invoice: TaxedDocument, refundPaise: number): TaxedDocument {
  assertPaise(refundPaise, 'refund');
  if (refundPaise > invoice.totals.totalPaise)
    throw new RangeError('A refund cannot exceed the invoice total');
  const shares = allocate(
    refundPaise,
    invoice.lines.map((line) => line.amountPaise),
  );
  const halves = taxHalves();
  const lines = invoice.lines
    .map((line, index) => {
      const share = shares[index] ?? 0;
      return taxLine(
        {
          description: line.description,
          hsnCode: line.hsnCode,
          qty: line.qty,
          unitPricePaise: line.unitPricePaise,
          gstRatePercent: line.gstRatePercent,
        },
        share,
        0,
        invoice.intraState,
        halves,
      );
    })
    .filter((line) => line.amountPaise > 0);
  return { intraState: invoice.intraState, lines, totals: totalsOf(lines) };
}

export function assertPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`The ${what} must be a whole number of paise, 0 or more; got ${value}`);
  }
}
