import type { TaxedLine } from './gst.ts';
import {
  type Align,
  amount,
  BOTTOM,
  COLOR,
  type Doc,
  ensureRoom,
  inRupees,
  MARGIN,
  PAD,
  rule,
  text,
  WIDTH,
} from './invoice-pdf-style.ts';
import type { TaxDocument } from './tax-document.ts';

// The figures of a tax document: the table of lines (its header repeated on each page it runs over), the totals
// with the amount in words, and the tax summary by HSN code and rate.

interface Column {
  title: string;
  width: number;
  align: Align;
  cell: (line: TaxedLine, index: number) => string;
}

function columns(document: TaxDocument): Column[] {
  const { intraState } = document.amounts;
  const tax: Column[] = intraState
    ? [
        { title: 'CGST', width: 44, align: 'right', cell: (line) => amount(line.cgstPaise) },
        { title: 'SGST', width: 44, align: 'right', cell: (line) => amount(line.sgstPaise) },
      ]
    : [{ title: 'IGST', width: 52, align: 'right', cell: (line) => amount(line.igstPaise) }];
  const rate = (line: TaxedLine) =>
    intraState ? `${line.gstRatePercent / 2}+${line.gstRatePercent / 2}%` : `${line.gstRatePercent}%`;
  const fixed: Column[] =
    document.kind === 'TAX_INVOICE'
      ? [
          { title: 'HSN/SAC', width: 40, align: 'left', cell: (line) => line.hsnCode },
          { title: 'Qty', width: 22, align: 'right', cell: (line) => String(line.qty) },
          { title: 'Unit price', width: 46, align: 'right', cell: (line) => amount(line.unitPricePaise) },
          { title: 'Discount', width: 42, align: 'right', cell: (line) => amount(line.discountPaise) },
          { title: 'Taxable value', width: 50, align: 'right', cell: (line) => amount(line.taxablePaise) },
          { title: 'GST rate', width: intraState ? 38 : 28, align: 'right', cell: rate },
          ...tax,
          { title: 'Amount', width: 50, align: 'right', cell: (line) => amount(line.amountPaise) },
        ]
      : [
          { title: 'HSN/SAC', width: 44, align: 'left', cell: (line) => line.hsnCode },
          { title: 'Taxable value', width: 64, align: 'right', cell: (line) => amount(line.taxablePaise) },
          { title: 'GST rate', width: 44, align: 'right', cell: rate },
          ...tax.map((column) => ({ ...column, width: column.width + 14 })),
          { title: 'Amount', width: 64, align: 'right', cell: (line) => amount(line.amountPaise) },
        ];
  const numberColumn: Column = {
    title: '#',
    width: 16,
    align: 'left',
    cell: (_, index) => String(index + 1),
  };
  const used = [numberColumn, ...fixed].reduce((sum, column) => sum + column.width, 0);
  return [
    numberColumn,
    { title: 'Description', width: WIDTH - used, align: 'left', cell: (line) => line.description },
    ...fixed,
  ];
}

function row(
  doc: Doc,
  cols: Column[],
  cells: string[],
  y: number,
  options: { bold?: boolean; size: number },
): number {
  doc.font(options.bold ? 'bold' : 'regular').fontSize(options.size);
  const height = Math.max(
    ...cols.map((column, index) =>
      doc.heightOfString(cells[index] ?? '', { width: column.width - 2 * PAD, lineGap: 1 }),
    ),
  );
  let x = MARGIN;
  for (const [index, column] of cols.entries()) {
    doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(options.size)
      .fillColor(COLOR.ink)
      .text(cells[index] ?? '', x + PAD, y + PAD, {
        width: column.width - 2 * PAD,
        align: column.align,
        lineGap: 1,
      });
    x += column.width;
  }
  return y + height + 2 * PAD;
}

function tableHeader(doc: Doc, cols: Column[], y: number): number {
  doc.font('bold').fontSize(7);
  const height =
    Math.max(
      ...cols.map((column) =>
        doc.heightOfString(column.title, { width: column.width - 2 * PAD, lineGap: 1 }),
      ),
    ) +
    2 * PAD;
  doc.rect(MARGIN, y, WIDTH, height).fill(COLOR.fill);
  const bottom = row(
    doc,
    cols,
    cols.map((column) => column.title),
    y,
    { bold: true, size: 7 },
  );
  rule(doc, bottom, COLOR.brand);
  return bottom;
}

export function linesTable(doc: Doc, document: TaxDocument, top: number): number {
  const cols = columns(document);
  text(doc, 'Amounts in ₹', MARGIN, top - 11, { size: 7, color: COLOR.muted, align: 'right' });
  let y = tableHeader(doc, cols, top);
  for (const [index, line] of document.amounts.lines.entries()) {
    const cells = cols.map((column) => column.cell(line, index));
    doc.font('regular').fontSize(7.5);
    const needed = Math.max(
      ...cols.map((column, i) =>
        doc.heightOfString(cells[i] ?? '', { width: column.width - 2 * PAD, lineGap: 1 }),
      ),
    );
    if (y + needed + 2 * PAD > BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, cols, MARGIN);
    }
    y = row(doc, cols, cells, y, { size: 7.5 });
    rule(doc, y);
  }
  return y;
}

export function totals(doc: Doc, document: TaxDocument, top: number): number {
  const { totals: sum, intraState } = document.amounts;
  const rows: [string, string, boolean?][] = [];
  if (document.kind === 'TAX_INVOICE' && sum.discountPaise > 0) {
    rows.push(
      ['Value before discount', amount(sum.grossPaise)],
      ['Less discount', `-${amount(sum.discountPaise)}`],
    );
  }
  rows.push(['Taxable value', amount(sum.taxablePaise)]);
  if (intraState) rows.push(['CGST', amount(sum.cgstPaise)], ['SGST', amount(sum.sgstPaise)]);
  else rows.push(['IGST', amount(sum.igstPaise)]);
  const y0 = ensureRoom(doc, top, rows.length * 12 + 40);

  const boxWidth = 220;
  const x = MARGIN + WIDTH - boxWidth;
  let y = y0;
  for (const [label, value] of rows) {
    text(doc, label, x, y, { width: 130, color: COLOR.muted });
    y = text(doc, value, x + 130, y, { width: boxWidth - 130, align: 'right' }) + 2;
  }
  doc.rect(x, y + 1, boxWidth, 22).fill(COLOR.fill);
  const totalLabel = document.kind === 'TAX_INVOICE' ? 'Invoice total' : 'Total credited';
  text(doc, totalLabel, x + PAD * 2, y + 6, { width: 110, bold: true, size: 10 });
  text(doc, inRupees(sum.totalPaise), x + 110, y + 6, {
    width: boxWidth - 110 - PAD * 2,
    bold: true,
    size: 10,
    align: 'right',
  });
  const boxBottom = y + 24;

  const wordsWidth = WIDTH - boxWidth - 24;
  let wy = text(doc, 'AMOUNT IN WORDS', MARGIN, y0, {
    width: wordsWidth,
    size: 7,
    bold: true,
    color: COLOR.muted,
  });
  wy = text(doc, document.amountInWords, MARGIN, wy + 1, { width: wordsWidth, bold: true, size: 9 });
  wy = text(doc, `Tax included: ${inRupees(sum.taxPaise)}`, MARGIN, wy + 4, {
    width: wordsWidth,
    color: COLOR.muted,
  });
  return Math.max(boxBottom, wy);
}

/** Tax by HSN code and rate, as GST returns report it. */
export function rateSummary(doc: Doc, document: TaxDocument, top: number): number {
  const { intraState } = document.amounts;
  const groups = new Map<string, TaxedLine & { key: string }>();
  for (const line of document.amounts.lines) {
    const key = `${line.hsnCode}|${line.gstRatePercent}`;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { ...line, key });
      continue;
    }
    group.taxablePaise += line.taxablePaise;
    group.cgstPaise += line.cgstPaise;
    group.sgstPaise += line.sgstPaise;
    group.igstPaise += line.igstPaise;
    group.taxPaise += line.taxPaise;
  }
  const cols: Column[] = [
    { title: 'HSN/SAC', width: 70, align: 'left', cell: (line) => line.hsnCode },
    { title: 'GST rate', width: 60, align: 'right', cell: (line) => `${line.gstRatePercent}%` },
    { title: 'Taxable value', width: 90, align: 'right', cell: (line) => amount(line.taxablePaise) },
    ...(intraState
      ? ([
          { title: 'CGST', width: 80, align: 'right', cell: (line) => amount(line.cgstPaise) },
          { title: 'SGST', width: 80, align: 'right', cell: (line) => amount(line.sgstPaise) },
        ] as Column[])
      : ([
          { title: 'IGST', width: 160, align: 'right', cell: (line) => amount(line.igstPaise) },
        ] as Column[])),
  ];
  const used = cols.reduce((sum, column) => sum + column.width, 0);
  cols.push({
    title: 'Total tax',
    width: WIDTH - used,
    align: 'right',
    cell: (line) => amount(line.taxPaise),
  });

  let y = ensureRoom(doc, top, 40 + groups.size * 14);
  y = text(doc, 'TAX SUMMARY BY HSN/SAC', MARGIN, y, { size: 7, bold: true, color: COLOR.muted }) + 2;
  y = tableHeader(doc, cols, y);
  for (const group of groups.values()) {
    y = row(
      doc,
      cols,
      cols.map((column) => column.cell(group, 0)),
      y,
      { size: 7.5 },
    );
    rule(doc, y);
  }
  return y;
}
