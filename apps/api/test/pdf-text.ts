import { inflateSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';

/** What a PDF file holds: its pages' text (read by pdf.js) and the rectangles drawn on them, e.g. barcode bars. */
export interface PdfContents {
  pages: number;
  /** Each page's text, its whitespace folded to single spaces. */
  pageTexts: string[];
  /** Per content stream, the widths of the rectangles drawn (`x y w h re`), in drawing order. */
  rectWidths: number[][];
}

export async function readPdf(bytes: Uint8Array): Promise<PdfContents> {
  const file = Buffer.from(bytes);
  if (file.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF');
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(file)), {
    mergePages: false,
  });
  const raw = file.toString('latin1');
  const rectWidths: number[][] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(file.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    const rects = [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((r) =>
      Number(r[3]),
    );
    if (rects.length > 0) rectWidths.push(rects);
  }
  return { pages: totalPages, pageTexts: text.map((page) => page.replace(/\s+/g, ' ')), rectWidths };
}
