import { escapeHtml } from '@shop/shared';
import type { ProductKind } from '../data/types.ts';
import { DEVANAGARI_SANS, DEVANAGARI_SERIF } from './devanagari-font.ts';

// Colour and text helpers, gradients and the SVG document every drawing is built on.

// librsvg resolves these through fontconfig; DejaVu is installed on the build machines and in Debian images.
export const SERIF = 'DejaVu Serif, Georgia, serif';
export const SANS = 'DejaVu Sans, Arial, sans-serif';
// Average glyph width as a share of the font size, used to wrap text without measuring it.
export const SERIF_WIDTH = 0.62;
export const SANS_WIDTH = 0.58;

export type Texture = 'drops' | 'lather' | 'cream';

/** How a picture's words are set in one script: families, average glyph widths, line spacing. */
export interface Lettering {
  serif: string;
  sans: string;
  serifWidth: number;
  sansWidth: number;
  /** Line height as a share of the font size, for headings and for running text. */
  headingLeading: number;
  bodyLeading: number;
  /** Extra room under a block of text before the next one, as a share of its font size. */
  gap: number;
  serifWeight?: number;
  /** Small capitals spaced out (an eyebrow); Devanagari is never spaced, its letters join along the top line. */
  tracking: boolean;
  /** Lines of a wrapped text made about equally long, so no word is left alone on the last one. */
  balance: boolean;
}

export const LATIN: Lettering = {
  serif: SERIF,
  sans: SANS,
  serifWidth: SERIF_WIDTH,
  sansWidth: SANS_WIDTH,
  headingLeading: 1.15,
  bodyLeading: 1.2,
  gap: 0,
  tracking: true,
  balance: false,
};

// Widths measured on the demo's Hindi lettering (per UTF-16 unit, vowel signs included): 0.33 to 0.50 of the size;
// the wider end keeps every line inside its box. Vowel signs above the top line and below the letters need more
// line height than Latin, and more room between blocks.
export const DEVANAGARI: Lettering = {
  serif: `${DEVANAGARI_SERIF}, ${SERIF}`,
  sans: `${DEVANAGARI_SANS}, ${SANS}`,
  serifWidth: 0.48,
  sansWidth: 0.47,
  headingLeading: 1.3,
  bodyLeading: 1.45,
  gap: 0.25,
  serifWeight: 600,
  tracking: false,
  balance: true,
};

export interface DrawnProduct {
  slug: string;
  name: string;
  kind: ProductKind;
  color: string;
  sizeTitle: string;
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

export const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
export const darken = (color: string, t: number) => mix(color, '#000000', t);

export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest font size, from maxSize down, at which the text wraps into maxLines within width (and height). */
export function fit(
  text: string,
  width: number,
  maxLines: number,
  maxSize: number,
  minSize: number,
  glyph: number,
  height = Number.POSITIVE_INFINITY,
  balance = false,
) {
  for (let size = maxSize; size > minSize; size -= 1) {
    const lines = wrap(text, Math.floor(width / (size * glyph)));
    const longest = Math.max(...lines.map((l) => l.length));
    const tall = lines.length * size * 1.18;
    if (lines.length <= maxLines && longest * size * glyph <= width && tall <= height) {
      return { size, lines: balance ? balanced(text, lines.length, longest) : lines };
    }
  }
  return { size: minSize, lines: wrap(text, Math.floor(width / (minSize * glyph))).slice(0, maxLines) };
}

/** fit() set in a lettering's serif or sans, balanced where the lettering wants it. */
export function fitIn(
  lettering: Lettering,
  face: 'serif' | 'sans',
  text: string,
  width: number,
  maxLines: number,
  maxSize: number,
  minSize: number,
) {
  const glyph = face === 'serif' ? lettering.serifWidth : lettering.sansWidth;
  return fit(text, width, maxLines, maxSize, minSize, glyph, Number.POSITIVE_INFINITY, lettering.balance);
}

/** The narrowest wrap of text that still takes `count` lines (at most `longest` characters each). */
function balanced(text: string, count: number, longest: number): string[] {
  let best = wrap(text, longest);
  for (let chars = longest - 1; chars > 0; chars--) {
    const lines = wrap(text, chars);
    if (lines.length > count || lines.some((line) => line.length > chars)) break;
    best = lines;
  }
  return best;
}

interface TextStyle {
  x: number;
  y: number;
  size: number;
  fill: string;
  family?: string;
  weight?: number | string;
  anchor?: 'start' | 'middle' | 'end';
  lineHeight?: number;
  spacing?: number;
  style?: string;
  opacity?: number;
}

export function text(lines: string[], s: TextStyle): string {
  const lineHeight = s.lineHeight ?? 1.2;
  const attrs = [
    `x="${s.x}"`,
    `y="${s.y}"`,
    `font-family="${s.family ?? SANS}"`,
    `font-size="${s.size}"`,
    `fill="${s.fill}"`,
    `text-anchor="${s.anchor ?? 'middle'}"`,
    s.weight ? `font-weight="${s.weight}"` : '',
    s.spacing ? `letter-spacing="${s.spacing}"` : '',
    s.style ? `font-style="${s.style}"` : '',
    s.opacity !== undefined ? `opacity="${s.opacity}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const spans = lines
    .map(
      (line, i) =>
        `<tspan x="${s.x}" dy="${i === 0 ? 0 : Math.round(s.size * lineHeight)}">${escapeHtml(line)}</tspan>`,
    )
    .join('');
  return `<text ${attrs}>${spans}</text>`;
}

export function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function hash(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 16777619);
  return h >>> 0;
}

// A radial fade instead of feGaussianBlur: it looks the same under a product and rasterises several times faster.
export const softShadow = (id: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="#2b1d12" stop-opacity="0.3"/><stop offset="0.55" stop-color="#2b1d12" stop-opacity="0.14"/><stop offset="1" stop-color="#2b1d12" stop-opacity="0"/></radialGradient>`;

export function linear(id: string, stops: [number, string, number?][], vertical = false): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`;
}

export function diagonal(id: string, from: string, to: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function radial(id: string, inner: string, outer: string, cx = 0.5, cy = 0.45, r = 0.75): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
}

/** A cylinder-like shading: dark edges, a soft highlight left of centre. */
export function shaded(id: string, color: string): string {
  return linear(id, [
    [0, darken(color, 0.28)],
    [0.22, color],
    [0.38, lighten(color, 0.28)],
    [0.55, color],
    [1, darken(color, 0.32)],
  ]);
}
