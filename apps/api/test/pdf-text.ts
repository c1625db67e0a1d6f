import { inflateSync } from 'node:zlib';

/**
 * What a PDF file holds, read without a PDF library: its page count, the text set in its built-in (WinAnsi)
 * fonts, and the filled rectangles of its pages, e.g. a barcode's bars. Embedded subset fonts write glyph ids,
 * not text, so only the built-in fonts' text reads back.
 */
export interface PdfContents {
  pages: number;
  /** One string per text-showing operator (Tj or TJ), in drawing order. */
  texts: string[];
  /** Per page content stream, the widths of the rectangles drawn (`x y w h re`), in drawing order. */
  rectWidths: number[][];
}

export function readPdf(bytes: Uint8Array): PdfContents {
  const file = Buffer.from(bytes);
  if (file.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF');
  const raw = file.toString('latin1');
  const pages = raw.match(/\/Type \/Page\b/g)?.length ?? 0;
  const texts: string[] = [];
  const rectWidths: number[][] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(file.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        shown[1] !== undefined ? [...shown[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [shown[2]];
      texts.push(hexes.map((hex) => Buffer.from(hex ?? '', 'hex').toString('latin1')).join(''));
    }
    const rects = [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((r) =>
      Number(r[3]),
    );
    if (rects.length > 0) rectWidths.push(rects);
  }
  return { pages, texts, rectWidths };
}
