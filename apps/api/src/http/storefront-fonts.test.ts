import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storefrontFontFaces } from './storefront-fonts.ts';

const SANS_400 =
  '@font-face{font-family:Noto Sans Devanagari;font-weight:400;src:url(/assets/noto-sans-devanagari-400-Xq.woff2)format("woff2");unicode-range:U+901-903}';
const SANS_600 =
  '@font-face{font-family:"Noto Sans Devanagari";font-weight:600;src:url(/assets/noto-sans-devanagari-600-Bt.woff2)format("woff2")}';
const SERIF =
  '@font-face{font-family:Noto Serif Devanagari;font-weight:400;src:url(/assets/noto-serif-devanagari-400-uu.woff2)format("woff2")}';

let buildDir: string;
afterEach(() => rm(buildDir, { recursive: true, force: true }));

describe('the storefront’s font faces', () => {
  it('are the build CSS’s rules of the family asked for, as written, and only those', async () => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), 'web-build-'));
    await mkdir(path.join(buildDir, 'client', 'assets'), { recursive: true });
    await writeFile(
      path.join(buildDir, 'client', 'assets', 'root-C4F7L6jN.css'),
      `body{margin:0}${SANS_400}${SERIF}${SANS_600}.a{font-family:Noto Sans Devanagari}`,
    );
    await writeFile(path.join(buildDir, 'client', 'assets', 'noto-sans-devanagari-400-Xq.woff2'), '');

    expect(await storefrontFontFaces(buildDir, 'Noto Sans Devanagari')).toBe(`${SANS_400}\n${SANS_600}`);
    expect(await storefrontFontFaces(buildDir, 'Noto Serif Devanagari')).toBe(SERIF);
    expect(await storefrontFontFaces(buildDir, 'Noto Sans')).toBe('');
  });

  it('are none without a build', async () => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), 'web-build-'));
    expect(await storefrontFontFaces(buildDir, 'Noto Sans Devanagari')).toBe('');
  });
});
