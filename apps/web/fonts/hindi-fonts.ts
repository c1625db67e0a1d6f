import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * docs/i18n.md#fonts: the Devanagari that Hindi is written in. @fontsource's Devanagari files also carry Marathi,
 * Nepali, Sindhi and Vedic letters and their conjuncts; cutting them to these takes a third off each file (157 KB
 * to 108 KB for the three), which a Hindi page fetches beside its hero image on a slow phone connection.
 */
export const HINDI_RANGES: readonly (readonly [number, number])[] = [
  [0x0901, 0x0903], // candrabindu, anusvara, visarga
  [0x0905, 0x0939], // vowels and consonants
  [0x093c, 0x094d], // nukta, avagraha, vowel signs, virama
  [0x0950, 0x0950], // om
  [0x0958, 0x0970], // nukta consonants, vocalic vowels, dandas, digits, abbreviation sign
  [0x200c, 0x200d], // zero-width (non-)joiner, which pick a conjunct's form
  [0x20b9, 0x20b9], // the rupee sign
  [0x25cc, 0x25cc], // the dotted circle shown under a stray vowel sign
];

/** The same ranges as CSS writes them, for each `@font-face` in app.css (a test holds the two together). */
export const HINDI_UNICODE_RANGE = HINDI_RANGES.map(([first, last]) => {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  return first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`;
}).join(', ');

export const isHindiCodePoint = (code: number) =>
  HINDI_RANGES.some(([first, last]) => code >= first && code <= last);

const hindiText = HINDI_RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
).join('');

/** Each face the Hindi pages use (app.css), from its @fontsource file to the subset app.css loads. */
export const HINDI_FONTS = [
  {
    source: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
    file: 'noto-sans-devanagari-400.woff2',
  },
  {
    source: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2',
    file: 'noto-sans-devanagari-600.woff2',
  },
  {
    source: '@fontsource/noto-serif-devanagari/files/noto-serif-devanagari-devanagari-400-normal.woff2',
    file: 'noto-serif-devanagari-400.woff2',
  },
] as const;

/** Where the subsets are written: not in git, made again from the installed packages by every build. */
export const SUBSET_DIR = fileURLToPath(new URL('./.subset/', import.meta.url));

const require = createRequire(import.meta.url);
export const sourcePath = (source: string) => require.resolve(source);

/** A font cut to Hindi, keeping every conjunct and mark those letters can form (HarfBuzz's layout closure). */
export function subsetToHindi(font: Buffer, format: 'woff2' | 'truetype' = 'woff2'): Promise<Buffer> {
  return subsetFont(font, hindiText, { targetFormat: format });
}

/** Writes each subset that is missing or older than its source: about a second for the three. */
export async function writeHindiSubsets(): Promise<void> {
  await mkdir(SUBSET_DIR, { recursive: true });
  const thisFile = await stat(fileURLToPath(import.meta.url));
  await Promise.all(
    HINDI_FONTS.map(async ({ source, file }) => {
      const from = sourcePath(source);
      const to = path.join(SUBSET_DIR, file);
      const made = await stat(to).catch(() => null);
      const newest = Math.max((await stat(from)).mtimeMs, thisFile.mtimeMs);
      if (made && made.mtimeMs >= newest) return;
      await writeFile(to, await subsetToHindi(await readFile(from)));
    }),
  );
}

/** Makes the subsets before Vite reads app.css, in a build and when the dev server starts. */
export function hindiFonts(): Plugin {
  return { name: 'shop:hindi-fonts', buildStart: writeHindiSubsets };
}
