import { createRequire } from 'node:module';

// The look every page of a tax document shares: A4 geometry, the embedded fonts, the colours, how figures and
// dates print, and the two strokes everything else is drawn with (text that answers where it ends, a rule).
// The text face is DejaVu Sans Condensed from the dejavu-fonts-ttf package, embedded (subset) in every file: it has
// the rupee sign, which PDF's built-in fonts lack.

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
export const FONTS = {
  regular: fontFile('DejaVuSansCondensed.ttf'),
  bold: fontFile('DejaVuSansCondensed-Bold.ttf'),
};

export const COLOR = {
  ink: '#1f2418',
  muted: '#5b6150',
  brand: '#47532f',
  rule: '#c9cfb3',
  fill: '#eef1e4',
  paper: '#ffffff',
};

export const MARGIN = 36;
export const PAGE = { width: 595.28, height: 841.89 };
export const WIDTH = PAGE.width - 2 * MARGIN;
export const BOTTOM = PAGE.height - MARGIN - 24;
export const PAD = 3;

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
export const amount = (paise: number) => figures.format(paise / 100);
export const inRupees = (paise: number) => rupees.format(paise / 100);
export const day = (date: Date) => indianDate.format(date);

export type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'right' | 'center';

export function text(
  doc: Doc,
  value: string,
  x: number,
  y: number,
  options: { width?: number; size?: number; bold?: boolean; color?: string; align?: Align } = {},
): number {
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? 8.5)
    .fillColor(options.color ?? COLOR.ink);
  const layout = { width: options.width ?? WIDTH, align: options.align ?? 'left', lineGap: 1 };
  doc.text(value, x, y, layout);
  return y + doc.heightOfString(value, layout);
}

export function rule(doc: Doc, y: number, color = COLOR.rule): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke();
}

export function ensureRoom(doc: Doc, y: number, needed: number): number {
  if (y + needed <= BOTTOM) return y;
  doc.addPage();
  return MARGIN;
}
