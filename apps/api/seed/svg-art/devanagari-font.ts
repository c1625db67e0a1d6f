import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

// NOTE: the Hindi seed art is lettered in Noto Devanagari, which no machine here has as a system font. librsvg
// (inside sharp) finds fonts through fontconfig and reads TrueType, not the WOFF files that @fontsource ships, so
// the WOFF is unpacked to a TrueType file once and handed to fontconfig through sharp's text input, which adds
// a font file to the process's font set. After that, SVG text in these families is shaped properly
// (conjuncts, vowel signs) by Pango, like any installed font.

/** The families and weights the Hindi art uses, as SVG names them. */
export const DEVANAGARI_SERIF = 'Noto Serif Devanagari';
export const DEVANAGARI_SANS = 'Noto Sans Devanagari';

// @fontsource splits a font by script, and the Hindi lettering has Latin digits and signs (30%, 15 ml): the sans
// faces take their Latin file too, found by the same family name. The serif's Latin file is not picked by Pango,
// so the serif's digits come from DejaVu Serif, named after it in the SVG's font list.
const FACES = [
  {
    pkg: '@fontsource/noto-serif-devanagari',
    file: 'noto-serif-devanagari-devanagari-600-normal.woff',
    pango: `${DEVANAGARI_SERIF} SemiBold`,
    sample: 'क',
  },
  ...[400, 700].flatMap((weight) =>
    (['devanagari', 'latin'] as const).map((subset) => ({
      pkg: '@fontsource/noto-sans-devanagari',
      file: `noto-sans-devanagari-${subset}-${weight}-normal.woff`,
      pango: weight === 700 ? `${DEVANAGARI_SANS} Bold` : DEVANAGARI_SANS,
      sample: subset === 'latin' ? '1' : 'क',
    })),
  ),
];

/** A WOFF 1.0 file as the TrueType/OpenType file it wraps: each table inflated where it was compressed. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    const entry = 12 + i * 16;
    table.tag.copy(header, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

async function trueTypeFile(pkg: string, file: string): Promise<string> {
  const woffPath = createRequire(import.meta.url).resolve(`${pkg}/files/${file}`);
  const ttfPath = path.join(os.tmpdir(), 'shop-seed-fonts', file.replace(/\.woff$/, '.ttf'));
  const present = await stat(ttfPath).catch(() => null);
  if (present?.size) return ttfPath;
  await mkdir(path.dirname(ttfPath), { recursive: true });
  const temp = `${ttfPath}.${process.pid}.tmp`;
  await writeFile(temp, woffToSfnt(await readFile(woffPath)));
  await rename(temp, ttfPath);
  return ttfPath;
}

let registered: Promise<void> | undefined;

/** Makes the Devanagari families available to SVGs that sharp rasterises in this process; once is enough. */
export function registerDevanagariFonts(): Promise<void> {
  registered ??= (async () => {
    const { default: sharp } = await import('sharp');
    for (const face of FACES) {
      const fontfile = await trueTypeFile(face.pkg, face.file);
      await sharp({ text: { text: face.sample, font: `${face.pango} 20`, fontfile } })
        .png()
        .toBuffer();
    }
  })();
  return registered;
}
