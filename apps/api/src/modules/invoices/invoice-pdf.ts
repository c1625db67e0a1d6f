import { createRequire } from 'node:module';
import type { OrderAddress } from '@shop/shared';
import type { TaxedLine } from './gst.ts';
import type { TaxDocument } from './tax-document.ts';

// The PDF of a tax invoice or credit note, A4, drawn with pdfkit. The text face is DejaVu Sans Condensed from the
// dejavu-fonts-ttf package, embedded (subset) in every file: it has the rupee sign, which PDF's built-in fonts lack.

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const FONTS = {
  regular: fontFile('DejaVuSansCondensed.ttf'),
  bold: fontFile('DejaVuSansCondensed-Bold.ttf'),
};

const COLOR = {
  ink: '#1f2418',
  muted: '#5b6150',
  brand: '#47532f',
  rule: '#c9cfb3',
  fill: '#eef1e4',
  paper: '#ffffff',
};
// The storefront's favicon: a leaf on a rounded square, in a 64-unit box.
const LEAF_PATH = 'M32 48c-9-6-14-14-12-24 7 2 11 7 12 13 1-6 5-11 12-13 2 10-3 18-12 24z';

const MARGIN = 36;
const PAGE = { width: 595.28, height: 841.89 };
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 24;
const PAD = 3;

const figures = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const indianDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const amount = (paise: number) => figures.format(paise / 100);
const inRupees = (paise: number) => rupees.format(paise / 100);
const day = (date: Date) => indianDate.format(date);

type Doc = PDFKit.PDFDocument;
interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: TaxedLine, index: number) => string;
}

/** Renders the document to PDF bytes. pdfkit loads only when a document is first asked for. */
export async function renderTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const title = document.kind === 'TAX_INVOICE' ? 'Tax Invoice' : 'Credit Note';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    font: FONTS.regular,
    info: {
      Title: `${title} ${document.number}`,
      Author: document.seller.legalName,
      Subject: `${title} for order ${document.order.orderId}`,
      // The document's own date, so the same document renders to the same file.
      CreationDate: document.issuedAt,
    },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  let y = header(doc, document);
  y = parties(doc, document, y + 12);
  y = linesTable(doc, document, y + 14);
  y = totals(doc, document, y + 10);
  y = rateSummary(doc, document, y + 14);
  notes(doc, document, y + 14);
  footers(doc, document);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function text(
  doc: Doc,
  value: string,
  x: number,
  y: number,
  options: { width?: number; size?: number; bold?: boolean; color?: string; align?: Column['align'] } = {},
): number {
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? 8.5)
    .fillColor(options.color ?? COLOR.ink);
  const layout = { width: options.width ?? WIDTH, align: options.align ?? 'left', lineGap: 1 };
  doc.text(value, x, y, layout);
  return y + doc.heightOfString(value, layout);
}

function rule(doc: Doc, y: number, color = COLOR.rule): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke();
}

function header(doc: Doc, document: TaxDocument): number {
  const { seller } = document;
  doc
    .save()
    .translate(MARGIN, MARGIN)
    .scale(34 / 64);
  doc.roundedRect(0, 0, 64, 64, 14).fill(COLOR.brand);
  doc.path(LEAF_PATH).fill('#f5e9dc');
  doc.restore();

  const left = MARGIN + 44;
  const leftWidth = 250;
  let y = text(doc, seller.name, left, MARGIN - 2, { size: 16, bold: true, color: COLOR.brand });
  y = text(doc, seller.legalName, left, y, { size: 9, bold: true });
  for (const line of seller.addressLines)
    y = text(doc, line, left, y, { width: leftWidth, color: COLOR.muted });
  y = text(doc, `${seller.email}  ·  ${seller.phone}`, left, y, { color: COLOR.muted });
  y = text(doc, `GSTIN: ${seller.gstin}`, left, y + 3, { bold: true, size: 9 });
  y = text(doc, `State: ${seller.state.name} (code ${seller.state.code})`, left, y, { color: COLOR.muted });

  const boxWidth = 200;
  const right = MARGIN + WIDTH - boxWidth;
  const title = document.kind === 'TAX_INVOICE' ? 'TAX INVOICE' : 'CREDIT NOTE';
  let ry = text(doc, title, right, MARGIN - 2, { width: boxWidth, size: 17, bold: true, align: 'right' });
  ry = text(doc, 'Original for recipient', right, ry, {
    width: boxWidth,
    size: 8,
    color: COLOR.muted,
    align: 'right',
  });
  const facts: [string, string][] =
    document.kind === 'TAX_INVOICE'
      ? [
          ['Invoice no.', document.number],
          ['Invoice date', day(document.issuedAt)],
          ['Order no.', document.order.orderId],
          ['Order date', day(document.order.placedAt)],
          ['Payment', paymentMethod(document.order.paymentMethod)],
          ...(document.order.paymentId ? [['Payment ID', document.order.paymentId] as [string, string]] : []),
        ]
      : [
          ['Credit note no.', document.number],
          ['Credit note date', day(document.issuedAt)],
          ['Against invoice', document.against?.number ?? ''],
          ['Invoice date', document.against ? day(document.against.issuedAt) : ''],
          ['Order no.', document.order.orderId],
        ];
  ry += 6;
  for (const [label, value] of facts) {
    text(doc, label, right, ry, { width: 72, color: COLOR.muted });
    ry = Math.max(
      ry + 11,
      text(doc, value, right + 72, ry, { width: boxWidth - 72, bold: true, align: 'right' }),
    );
  }
  const bottom = Math.max(y, ry) + 8;
  rule(doc, bottom, COLOR.brand);
  return bottom;
}

// The payment methods providers report, as the order keeps them (upper case).
const PAYMENT_METHODS: Record<string, string> = {
  UPI: 'Paid by UPI',
  CARD: 'Paid by card',
  NETBANKING: 'Paid by net banking',
  WALLET: 'Paid from a wallet',
  EMI: 'Paid by EMI',
};

function paymentMethod(method: string): string {
  return PAYMENT_METHODS[method.toUpperCase()] ?? 'Paid online';
}

function addressLines(address: OrderAddress | null): string[] {
  if (!address) return ['Not given'];
  return [
    address.name,
    [address.line1, address.line2].filter(Boolean).join(', '),
    `${address.city} ${address.zipcode}`,
    `${address.state}, ${address.country}`,
  ].filter(Boolean);
}

/** One block of the parties row: a small capital heading, then lines of text; answers where it ends. */
function block(
  doc: Doc,
  at: { x: number; width: number },
  top: number,
  heading: string,
  lines: { value: string; bold?: boolean; muted?: boolean; gapBefore?: number }[],
): number {
  let y = text(doc, heading.toUpperCase(), at.x, top, {
    width: at.width,
    size: 7,
    bold: true,
    color: COLOR.muted,
  });
  y += 1;
  for (const line of lines) {
    y = text(doc, line.value, at.x, y + (line.gapBefore ?? 0), {
      width: at.width,
      ...(line.bold ? { bold: true, size: 9 } : {}),
      ...(line.muted ? { color: COLOR.muted } : {}),
    });
  }
  return y;
}

function parties(doc: Doc, document: TaxDocument, top: number): number {
  const { buyer, placeOfSupply, amounts } = document;
  const gap = 14;
  const billed = { x: MARGIN, width: 180 };
  const shipped = { x: billed.x + billed.width + gap, width: 180 };
  const place = {
    x: shipped.x + shipped.width + gap,
    width: MARGIN + WIDTH - (shipped.x + shipped.width + gap),
  };

  const contact = [buyer.mobile ? `Mobile ${buyer.mobile}` : '', buyer.email ?? ''].filter(Boolean);
  const billedEnd = block(doc, billed, top, 'Billed to', [
    { value: buyer.name, bold: true },
    ...addressLines(buyer.billingAddress)
      .slice(1)
      .map((value) => ({ value })),
    ...contact.map((value) => ({ value, muted: true })),
  ]);
  const [shipName = '', ...shipRest] = addressLines(buyer.shippingAddress);
  const shippedEnd = block(doc, shipped, top, 'Shipped to', [
    { value: shipName, bold: true },
    ...shipRest.map((value) => ({ value })),
  ]);
  const placeEnd = block(doc, place, top, 'Place of supply', [
    {
      value: placeOfSupply.code ? `${placeOfSupply.name} (${placeOfSupply.code})` : placeOfSupply.name,
      bold: true,
    },
    { value: amounts.intraState ? 'Intra-state: CGST + SGST' : 'Inter-state: IGST' },
    { value: 'Reverse charge: No', muted: true },
  ]);
  const reasonEnd = document.against
    ? block(doc, place, placeEnd + 6, 'Reason', [{ value: document.against.reason }])
    : placeEnd;
  return Math.max(billedEnd, shippedEnd, reasonEnd);
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

function linesTable(doc: Doc, document: TaxDocument, top: number): number {
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

function ensureRoom(doc: Doc, y: number, needed: number): number {
  if (y + needed <= BOTTOM) return y;
  doc.addPage();
  return MARGIN;
}

function totals(doc: Doc, document: TaxDocument, top: number): number {
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
function rateSummary(doc: Doc, document: TaxDocument, top: number): number {
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

function notes(doc: Doc, document: TaxDocument, top: number): void {
  const lines =
    document.kind === 'TAX_INVOICE'
      ? [
          'Prices are inclusive of GST. The taxable value of each line is its price after discounts, less the tax it includes.',
          'Tax is not payable on reverse charge.',
        ]
      : [
          `This credit note reduces the value of invoice ${document.against?.number ?? ''} by the amount refunded, with its tax in the invoice's proportions.`,
          'Prices on the invoice were inclusive of GST.',
        ];
  let y = ensureRoom(doc, top, 60);
  y = text(doc, 'NOTES', MARGIN, y, { size: 7, bold: true, color: COLOR.muted });
  for (const line of lines) y = text(doc, line, MARGIN, y + 1);
}

function footers(doc: Doc, document: TaxDocument): void {
  const { start, count } = doc.bufferedPageRange();
  const kind = document.kind === 'TAX_INVOICE' ? 'invoice' : 'credit note';
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    // NOTE: text below the bottom margin would start a new page; the footer sits in the margin on purpose.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - MARGIN - 6;
    rule(doc, y - 6);
    text(doc, `This is a computer-generated ${kind} and needs no signature.`, MARGIN, y, {
      size: 7,
      color: COLOR.muted,
      width: WIDTH - 120,
    });
    text(doc, `${document.number}  ·  Page ${page - start + 1} of ${count}`, MARGIN + WIDTH - 200, y, {
      size: 7,
      color: COLOR.muted,
      width: 200,
      align: 'right',
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
