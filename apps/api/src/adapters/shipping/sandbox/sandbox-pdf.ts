import { createRequire } from 'node:module';
import { isoToIndia } from '../shiprocket/india-time.ts';
import type { SandboxRow } from './sandbox-records.ts';

// The sandbox's labels and manifests, drawn as a courier's would be: a 4x6 inch page per parcel with a Code 128
// barcode of the AWB. Text is set in DejaVu Sans (it has the rupee sign), never in pdfkit's built-in Helvetica:
// that one is read from files beside pdfkit's module, which the bundled server (npm start) does not have.

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const LABEL_SIZE: [number, number] = [288, 432];

type Doc = PDFKit.PDFDocument;
type Json = Record<string, unknown>;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const rupees = (value: unknown) =>
  `₹${Number(value).toLocaleString('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

async function render(size: [number, number] | 'A4', draw: (doc: Doc) => void): Promise<Uint8Array> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size,
    margin: 14,
    autoFirstPage: false,
    font: fontFile('DejaVuSansCondensed.ttf'),
    info: { Title: 'Sandbox courier' },
  });
  doc.registerFont('regular', fontFile('DejaVuSansCondensed.ttf'));
  doc.registerFont('bold', fontFile('DejaVuSansCondensed-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/** Code 128 bars of a value, as widths in modules: bars and spaces in turn, starting with a bar. */
type Code128 = (value: string) => number[];

/** A Code 128 barcode: bwip-js encodes, pdfkit draws each bar as a filled rectangle. */
function barcode(doc: Doc, bars: number[], x: number, y: number, width: number, height: number): void {
  const modules = bars.reduce((sum, w) => sum + w, 0);
  const unit = width / modules;
  let at = x;
  bars.forEach((modulesWide, index) => {
    if (index % 2 === 0) doc.rect(at, y, modulesWide * unit, height);
    at += modulesWide * unit;
  });
  doc.fill('#000');
}

function addressLines(request: Json, prefix: 'shipping' | 'pickup' | 'billing'): string[] {
  const name = `${text(request[`${prefix}_customer_name`])} ${text(request[`${prefix}_last_name`])}`.trim();
  return [
    name,
    text(request[`${prefix}_address`]),
    text(request[`${prefix}_address_2`]),
    `${text(request[`${prefix}_city`])}, ${text(request[`${prefix}_state`])} ${text(request[`${prefix}_pincode`])}`,
    `Phone ${text(request[`${prefix}_phone`])}`,
  ].filter((line) => line.trim());
}

export interface LabelParty {
  /** Lines of the warehouse's address, for forward parcels' "from" and returns' "to". */
  warehouseLines: string[];
}

function label(doc: Doc, row: SandboxRow, party: LabelParty, code128: Code128): void {
  const request = row.request;
  const cod = !row.isReturn && text(request.payment_method).toUpperCase() === 'COD';
  // No bottom margin: the label fills its page, and text near the edge must not start another one.
  doc.addPage({ size: LABEL_SIZE, margins: { top: 14, left: 14, right: 14, bottom: 0 } });
  doc
    .font('bold')
    .fontSize(13)
    .text(row.courierName ?? 'Courier', 14, 14, { width: 170 });
  doc.rect(190, 12, 84, 26).stroke();
  doc
    .font('bold')
    .fontSize(cod ? 11 : 12)
    .text(cod ? `COD ${rupees(request.sub_total)}` : 'PREPAID', 192, 19, {
      width: 80,
      align: 'center',
    });
  barcode(doc, code128(row.awb ?? ''), 24, 48, 240, 56);
  doc
    .font('bold')
    .fontSize(12)
    .text(`AWB ${row.awb ?? ''}`, 14, 108, { width: 260, align: 'center' });
  doc.moveTo(14, 126).lineTo(274, 126).stroke();
  const to = row.isReturn ? party.warehouseLines : addressLines(request, 'shipping');
  const from = row.isReturn ? addressLines(request, 'pickup') : party.warehouseLines;
  doc.font('bold').fontSize(8).text('SHIP TO', 14, 132);
  // Long addresses are cut, never pushed over the next block.
  doc.font('regular').fontSize(9.5).text(to.join('\n'), 14, 143, { width: 260, height: 84, ellipsis: true });
  doc
    .font('bold')
    .fontSize(8)
    .text(row.isReturn ? 'RETURN FROM' : 'FROM (RETURN ADDRESS)', 14, 232);
  doc.font('regular').fontSize(8).text(from.join('\n'), 14, 242, { width: 260, height: 60, ellipsis: true });
  doc.moveTo(14, 306).lineTo(274, 306).stroke();
  const weight = `${Number(request.weight).toFixed(2)} kg`;
  const size = `${text(request.length)} x ${text(request.breadth)} x ${text(request.height)} cm`;
  doc
    .font('regular')
    .fontSize(8.5)
    .text(`Order ${text(request.order_id)}`, 14, 312);
  doc.font('regular').fontSize(8.5).text(`Weight ${weight}   Size ${size}`, 14, 324);
  doc.text(`Shipment ${row.id}   Printed ${isoToIndia(new Date()).slice(0, 16)} IST`, 14, 336);
  const items = Array.isArray(request.order_items) ? (request.order_items as Json[]) : [];
  doc.fontSize(7.5).text(
    items
      .slice(0, 5)
      .map((item) => `${text(item.units)} x ${text(item.name)} (${text(item.sku)})`)
      .join('\n'),
    14,
    352,
    { width: 260, height: 56, ellipsis: true },
  );
  doc.fontSize(6.5).text('Sandbox courier label: not valid for a real shipment.', 14, 414, { width: 260 });
}

/** One PDF with a 4x6 inch label per parcel, in the order asked. */
export async function labelsPdf(rows: SandboxRow[], party: LabelParty): Promise<Uint8Array> {
  // bwip-js is a megabyte of code: loaded with the first label, not at start (docs/scaling.md#memory).
  const { default: bwipjs } = await import('bwip-js');
  const code128: Code128 = (value) => (bwipjs.raw('code128', value, {}) as { sbs: number[] }[])[0]?.sbs ?? [];
  return render(LABEL_SIZE, (doc) => {
    for (const row of rows) label(doc, row, party, code128);
  });
}

/** The list the courier signs at pickup: one line per parcel. */
export function manifestPdf(rows: SandboxRow[], pickupLocation: string): Promise<Uint8Array> {
  return render('A4', (doc) => {
    doc.addPage({ size: 'A4', margin: 40 });
    doc.font('bold').fontSize(16).text('Pickup manifest', 40, 40);
    doc
      .font('regular')
      .fontSize(9)
      .text(
        `Pickup location ${pickupLocation}   Generated ${isoToIndia(new Date()).slice(0, 16)} IST   Parcels ${rows.length}`,
        40,
        62,
      );
    const columns = [40, 70, 190, 300, 420, 470];
    const heads = ['#', 'AWB', 'Order', 'Courier', 'To PIN', 'Collect'];
    let y = 90;
    doc.font('bold').fontSize(8.5);
    heads.forEach((head, index) => {
      doc.text(head, columns[index], y);
    });
    y += 16;
    rows.forEach((row, index) => {
      if (y > 760) {
        doc.addPage({ size: 'A4', margin: 40 });
        y = 40;
      }
      const request = row.request;
      const cod = text(request.payment_method).toUpperCase() === 'COD';
      doc
        .font('regular')
        .fontSize(8.5)
        .text(String(index + 1), columns[0], y);
      doc.font('regular').text(row.awb ?? '-', columns[1], y);
      doc.text(text(request.order_id), columns[2], y);
      doc.font('regular').text(row.courierName ?? '-', columns[3], y, { width: 115 });
      doc.text(text(request.shipping_pincode), columns[4], y);
      doc.text(cod ? rupees(request.sub_total) : 'Prepaid', columns[5], y);
      y += 16;
    });
    doc
      .font('regular')
      .fontSize(9)
      .text('Handed over by ____________________   Received by (courier) ____________________', 40, y + 30);
  });
}
