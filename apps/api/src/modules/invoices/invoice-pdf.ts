import type { OrderAddress } from '@shop/shared';
import {
  COLOR,
  type Doc,
  day,
  ensureRoom,
  FONTS,
  MARGIN,
  PAGE,
  rule,
  text,
  WIDTH,
} from './invoice-pdf-style.ts';
import { linesTable, rateSummary, totals } from './invoice-pdf-tables.ts';
import type { TaxDocument } from './tax-document.ts';

// The PDF of a tax invoice or credit note, A4, drawn with pdfkit: the page from top to bottom (header, parties,
// figures, notes) and the footer on every page. The figures are in invoice-pdf-tables.ts, the look in
// invoice-pdf-style.ts.

// The storefront's favicon: a leaf on a rounded square, in a 64-unit box.
const LEAF_PATH = 'M32 48c-9-6-14-14-12-24 7 2 11 7 12 13 1-6 5-11 12-13 2 10-3 18-12 24z';

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
  COD: 'Cash on delivery',
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
