import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const FAMILY = /font-family:\s*["']?([^;"'}]+?)["']?\s*[;}]/;

/**
 * The storefront build's `@font-face` rules of one family, as its CSS declares them: the same files under
 * /assets (served with the storefront's assets) and the same unicode ranges. A page the shop writes itself, such
 * as the WhatsApp sandbox's, names them to show Hindi in the storefront's own Devanagari, downloaded from nowhere
 * else. Empty without a build (the API alone, or Vite's dev server): the page then has the phone's own fonts.
 */
export async function storefrontFontFaces(buildDir: string, family: string): Promise<string> {
  const assets = path.join(buildDir, 'client', 'assets');
  const files = await readdir(assets).catch(() => [] as string[]);
  const faces = new Set<string>();
  for (const file of files.filter((name) => name.endsWith('.css')).sort()) {
    const css = await readFile(path.join(assets, file), 'utf8');
    for (const rule of css.match(FONT_FACE) ?? []) {
      if (FAMILY.exec(rule)?.[1]?.trim() === family) faces.add(rule);
    }
  }
  return [...faces].join('\n');
}
