import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import {
  HINDI_FONTS,
  HINDI_RANGES,
  HINDI_UNICODE_RANGE,
  isHindiCodePoint,
  sourcePath,
  subsetToHindi,
} from './hindi-fonts.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
      return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** The shop's own source, where every Devanagari letter it shows is written: texts, messages, demo shop. */
const shopSources = async () => {
  const files = (
    await Promise.all(
      ['apps/web/app', 'apps/api/src', 'apps/api/seed', 'packages/shared/src'].map((dir) =>
        sourceFiles(path.join(repoRoot, dir)),
      ),
    )
  ).flat();
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(file, 'utf8') })));
};

/** The glyphs and their advances a font gives each text: what a reader sees, whichever ids the glyphs have. */
function shapes(font: Buffer, texts: string[]): string[] {
  const face = new hb.Face(new hb.Blob(new Uint8Array(font)));
  const hbFont = new hb.Font(face);
  return texts.map((text) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(hbFont, buffer);
    const glyphs = buffer.getGlyphInfosAndPositions();
    // Glyph 0 is .notdef, the empty box of a letter the font lacks.
    if (glyphs.some((glyph) => glyph.codepoint === 0)) return `${text}: a missing glyph`;
    return glyphs.map((glyph) => `${glyph.xAdvance}/${glyph.xOffset}/${glyph.yOffset}`).join(' ');
  });
}

describe('the Hindi cut of the Devanagari fonts', () => {
  it('covers every Devanagari letter the shop writes: its Hindi texts, e-mails, messages and demo shop', async () => {
    const outside = new Map<string, string>();
    let devanagari = 0;
    for (const { file, text } of await shopSources()) {
      for (const char of text) {
        const code = char.codePointAt(0) as number;
        if (code < 0x0900 || code > 0x097f) continue;
        devanagari++;
        if (!isHindiCodePoint(code)) outside.set(char, path.relative(repoRoot, file));
      }
    }
    expect(devanagari).toBeGreaterThan(100_000);
    expect(Object.fromEntries(outside)).toEqual({});
  });

  it('is what app.css loads, for exactly the letters it was cut to', async () => {
    const css = await readFile(path.join(repoRoot, 'apps/web/app/app.css'), 'utf8');
    const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
    expect(faces).toHaveLength(HINDI_FONTS.length);
    for (const [index, { file }] of HINDI_FONTS.entries()) {
      expect(faces[index]).toContain(`url("../fonts/.subset/${file}")`);
      expect(faces[index]).toContain(`unicode-range: ${HINDI_UNICODE_RANGE};`);
    }
    expect(HINDI_UNICODE_RANGE).toMatch(/^U\+0901-0903, U\+0905-0939, /);
    expect(HINDI_RANGES.every(([first, last]) => first <= last)).toBe(true);
  });

  it.each(HINDI_FONTS)(
    'sets every Hindi word of the shop as the whole font does, a third smaller: $file',
    async ({ source }) => {
      const whole = await readFile(sourcePath(source));
      const cut = await subsetToHindi(whole);
      expect(cut.length).toBeLessThan(whole.length * 0.75);
      // HarfBuzz reads TrueType, not woff2: the same cut as TrueType, beside the whole file as TrueType.
      // Word by word: the files hold no Latin letters or spaces, which the page takes from the next font.
      const words = (await shopSources()).flatMap(({ text }) => text.split(/[^\u0900-\u097f\u200c\u200d]+/));
      const texts = [...new Set(words)].filter(Boolean);
      expect(texts.length).toBeGreaterThan(2000);
      const wholeBlock = String.fromCodePoint(
        ...Array.from({ length: 0x80 }, (_, offset) => 0x0900 + offset),
        0x200c,
        0x200d,
        0x20b9,
        0x25cc,
      );
      const [{ default: subsetFont }, cutTtf] = await Promise.all([
        import('subset-font'),
        subsetToHindi(whole, 'truetype'),
      ]);
      const wholeTtf = await subsetFont(whole, wholeBlock, { targetFormat: 'truetype' });
      expect(shapes(cutTtf, texts)).toEqual(shapes(wholeTtf, texts));
    },
    // Cutting and shaping every Hindi word twice takes seconds of one core, more while other tests run.
    30_000,
  );
});
