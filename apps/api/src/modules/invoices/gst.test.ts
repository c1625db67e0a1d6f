import { describe, expect, it } from 'vitest';
import {
  allocate,
  creditNote,
  type InvoiceLineInput,
  splitInclusive,
  type TaxedDocument,
  taxHalves,
  taxInvoice,
} from './gst.ts';

const item = (unitPricePaise: number, qty = 1, gstRatePercent = 18, hsnCode = '3304'): InvoiceLineInput => ({
  description: `Item at ${unitPricePaise}`,
  hsnCode,
  qty,
  unitPricePaise,
  gstRatePercent,
});

/** What every invoice and credit note must hold, whatever its lines. */
function expectReconciles(document: TaxedDocument, paid: number) {
  for (const line of document.lines) {
    expect(line.taxablePaise + line.taxPaise).toBe(line.amountPaise);
    expect(line.grossPaise - line.discountPaise).toBe(line.amountPaise);
    expect(line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.taxPaise);
    if (document.intraState) expect(line.igstPaise).toBe(0);
    else expect(line.cgstPaise + line.sgstPaise).toBe(0);
    expect(Number.isInteger(line.taxablePaise) && line.taxablePaise >= 0).toBe(true);
  }
  const { totals } = document;
  expect(totals.totalPaise).toBe(paid);
  expect(totals.taxablePaise + totals.taxPaise).toBe(paid);
  expect(totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.taxPaise);
  expect(totals.grossPaise - totals.discountPaise).toBe(paid);
  // Halves by turns: CGST and SGST of a document differ by a paisa at most.
  expect(Math.abs(totals.cgstPaise - totals.sgstPaise)).toBeLessThanOrEqual(1);
}

interface Case {
  name: string;
  lines: InvoiceLineInput[];
  bundleDiscount?: number;
  couponDiscount?: number;
  shipping?: number;
  intraState: boolean;
  /** The amount paid, as checkout computed it. */
  paid: number;
  /** Spot checks of the first line. */
  first?: Partial<
    Record<'taxablePaise' | 'taxPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'discountPaise', number>
  >;
}

const cases: Case[] = [
  {
    name: 'intra-state: one line at 18%, CGST and SGST in halves',
    lines: [item(118_000)],
    intraState: true,
    paid: 118_000,
    first: { taxablePaise: 100_000, taxPaise: 18_000, cgstPaise: 9_000, sgstPaise: 9_000, igstPaise: 0 },
  },
  {
    name: 'inter-state: the same line taxed as IGST',
    lines: [item(118_000)],
    intraState: false,
    paid: 118_000,
    first: { taxablePaise: 100_000, taxPaise: 18_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 18_000 },
  },
  {
    name: 'odd paise: ₹399 at 18%, an odd tax with the extra paisa on CGST',
    lines: [item(39_900, 3)],
    intraState: true,
    paid: 119_700,
    // 119700 × 100 / 118 = 101440.68 → 101441; tax 18259, odd.
    first: { taxablePaise: 101_441, taxPaise: 18_259, cgstPaise: 9_130, sgstPaise: 9_129 },
  },
  {
    name: 'bundle discount spread over the lines before the tax is taken out',
    lines: [item(59_900), item(44_900), item(34_900)],
    bundleDiscount: 6_985,
    intraState: false,
    paid: 59_900 + 44_900 + 34_900 - 6_985,
  },
  {
    name: 'coupon on a cart of several quantities, inter-state',
    lines: [item(24_900, 2), item(129_900, 1), item(9_950, 7)],
    couponDiscount: 10_000,
    intraState: false,
    paid: 24_900 * 2 + 129_900 + 9_950 * 7 - 10_000,
  },
  {
    name: 'bundle discount and coupon together, intra-state',
    lines: [item(49_900), item(49_900), item(49_900), item(69_900)],
    bundleDiscount: 21_960,
    couponDiscount: 15_001,
    intraState: true,
    paid: 49_900 * 3 + 69_900 - 21_960 - 15_001,
  },
  {
    name: 'multi-rate lines at 5%, 12% and 18%',
    lines: [item(10_500, 1, 5, '3305'), item(11_200, 2, 12, '3004'), item(11_800, 1, 18, '3304')],
    couponDiscount: 3_333,
    intraState: true,
    paid: 10_500 + 22_400 + 11_800 - 3_333,
  },
  {
    name: 'exempt and 28% lines beside each other',
    lines: [item(9_999, 1, 0, '4901'), item(12_801, 3, 28, '3303')],
    intraState: false,
    paid: 9_999 + 38_403,
  },
  {
    name: 'shipping as a line of its own, never discounted',
    lines: [item(29_900), item(19_901)],
    couponDiscount: 5_000,
    shipping: 4_900,
    intraState: true,
    paid: 29_900 + 19_901 - 5_000 + 4_900,
  },
  {
    name: 'one paisa lines and a discount that takes a whole line',
    lines: [item(1), item(2), item(100)],
    couponDiscount: 100,
    intraState: true,
    paid: 3,
  },
];

describe('taxInvoice', () => {
  it.each(cases)('$name', (c) => {
    const invoice = taxInvoice({
      lines: c.lines,
      discountPaise: (c.bundleDiscount ?? 0) + (c.couponDiscount ?? 0),
      shippingPaise: c.shipping ?? 0,
      intraState: c.intraState,
    });
    expectReconciles(invoice, c.paid);
    expect(invoice.lines).toHaveLength(c.lines.length + (c.shipping ? 1 : 0));
    if (c.first) expect(invoice.lines[0]).toMatchObject(c.first);
    // Discounts fall on the goods only, in proportion to their value (to within the paisa the rounding moves).
    const goods = invoice.lines.slice(0, c.lines.length);
    const goodsValue = goods.reduce((sum, line) => sum + line.grossPaise, 0);
    const discount = (c.bundleDiscount ?? 0) + (c.couponDiscount ?? 0);
    for (const line of goods) {
      expect(Math.abs(line.discountPaise - (discount * line.grossPaise) / goodsValue)).toBeLessThan(1);
    }
    if (c.shipping) {
      expect(invoice.lines.at(-1)).toMatchObject({
        hsnCode: '996812',
        discountPaise: 0,
        amountPaise: c.shipping,
      });
    }
  });

  it('takes the tax out of the discounted amount, not the list price', () => {
    const invoice = taxInvoice({
      lines: [item(118_000)],
      discountPaise: 18_000,
      shippingPaise: 0,
      intraState: true,
    });
    expect(invoice.lines[0]).toMatchObject({ amountPaise: 100_000, taxablePaise: 84_746, taxPaise: 15_254 });
  });

  it('refuses discounts larger than the goods and a rate that is not a GST slab', () => {
    expect(() =>
      taxInvoice({ lines: [item(100)], discountPaise: 101, shippingPaise: 0, intraState: true }),
    ).toThrow(RangeError);
    expect(() => splitInclusive(100, 7)).toThrow(/GST rate/);
  });
});

describe('creditNote', () => {
  const invoice = taxInvoice({
    lines: [item(10_500, 1, 5), item(11_200, 2, 12), item(11_800, 1, 18)],
    discountPaise: 3_333,
    shippingPaise: 0,
    intraState: false,
  });

  it.each([1, 999, 12_345, invoice.totals.totalPaise])(
    'credits %i paise in the invoice proportions',
    (refund) => {
      const note = creditNote(invoice, refund);
      expectReconciles(note, refund);
      expect(note.intraState).toBe(false);
    },
  );

  it('reverses the whole invoice line for line on a full refund', () => {
    const note = creditNote(invoice, invoice.totals.totalPaise);
    expect(note.lines.map((line) => [line.taxablePaise, line.taxPaise])).toEqual(
      invoice.lines.map((line) => [line.taxablePaise, line.taxPaise]),
    );
  });

  it('refuses more than the invoice', () => {
    expect(() => creditNote(invoice, invoice.totals.totalPaise + 1)).toThrow(RangeError);
  });
});

describe('allocate and halves', () => {
  it('gives the leftover paise to the largest remainders, the earlier line on a tie', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 3, 4])).toEqual([3, 3, 4]);
    expect(allocate(7, [10, 20, 30])).toEqual([1, 2, 4]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
  });

  it('sums exactly for amounts far beyond double precision products', () => {
    const shares = allocate(99_999_999, [99_999_989, 12_345_678, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(99_999_999);
  });

  it('gives the odd paisa of a tax to CGST and SGST by turns', () => {
    const halves = taxHalves();
    expect([halves(7), halves(8), halves(9), halves(11)]).toEqual([
      { cgst: 4, sgst: 3 },
      { cgst: 4, sgst: 4 },
      { cgst: 4, sgst: 5 },
      { cgst: 6, sgst: 5 },
    ]);
  });
});
