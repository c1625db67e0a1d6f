import { brand, escapeHtml } from '@shop/shared';
import { mulberry32 } from '../data/random.ts';
import type { IngredientMotif } from '../data/types.ts';
import { leaf, motif, sprig } from './botanicals.ts';
import { drawProduct, floorShadow } from './containers.ts';
import {
  type DrawnProduct,
  darken,
  diagonal,
  fitIn,
  hash,
  LATIN,
  type Lettering,
  lighten,
  radial,
  SERIF,
  softShadow,
  svg,
  text,
} from './drawing.ts';

// Blog covers, inline images and author photos; the placeholder and the logo.

/** `journal` names the blog in the cover's language; `layoutKey` puts the sprig where the English cover has it. */
export function blogCover(
  title: string,
  categoryName: string,
  color: string,
  kind: IngredientMotif,
  lettering: Lettering = LATIN,
  journal = `${brand.name} Journal`,
  layoutKey = title,
): string {
  const defs = diagonal('bg', darken(color, 0.2), darken(color, 0.55));
  const random = mulberry32(hash(layoutKey));
  const { serif, sans, headingLeading, serifWeight, tracking } = lettering;
  const heading = fitIn(lettering, 'serif', title, 700, 4, 54, 30);
  // The Latin heading's line height, kept exactly; Devanagari takes its own.
  const leading = lettering === LATIN ? 1.18 : headingLeading;
  const motifs = [
    `<g opacity="0.9">${motif(kind, lighten(color, 0.25), 930, 300, 150, 'm0')}</g>`,
    `<g opacity="0.55">${motif(kind, lighten(color, 0.45), 1110, 130, 70, 'm1')}</g>`,
    `<g opacity="0.55">${motif(kind, lighten(color, 0.4), 1100, 520, 80, 'm2')}</g>`,
  ].join('');
  const body = `<rect width="1200" height="630" fill="url(#bg)"/><circle cx="940" cy="310" r="250" fill="${lighten(color, 0.15)}" opacity="0.25"/>${sprig(760 + random() * 40, 700, 20, 360, lighten(color, 0.3), 0.3)}${motifs}${text([categoryName.toUpperCase()], { x: 80, y: 130, size: tracking ? 20 : 22, fill: lighten(color, 0.7), anchor: 'start', spacing: tracking ? 5 : undefined, weight: 'bold', family: sans })}<rect x="80" y="152" width="70" height="4" fill="${lighten(color, 0.6)}"/>${text(heading.lines, { x: 80, y: 230, size: heading.size, fill: '#fffaf1', family: serif, weight: serifWeight, anchor: 'start', lineHeight: leading })}${text([journal], { x: 80, y: 575, size: 20, fill: lighten(color, 0.6), anchor: 'start', style: tracking ? 'italic' : undefined, family: serif })}`;
  return svg(1200, 630, defs, body);
}

export function blogInline(color: string, kind: IngredientMotif, product: DrawnProduct | null): string {
  const defs = diagonal('bg', lighten(color, 0.9), lighten(color, 0.7)) + softShadow('shadow');
  const drawn = product ? drawProduct(product, 560, 400, 300, 200, 'c') : null;
  const body = `<rect width="800" height="450" fill="url(#bg)"/><ellipse cx="400" cy="400" rx="360" ry="40" fill="${lighten(color, 0.55)}" opacity="0.5"/>${sprig(60, 470, 15, 300, lighten(color, 0.35), 0.5)}${sprig(760, 470, -15, 280, lighten(color, 0.3), 0.5)}${motif(kind, color, 260, 260, 120, 'm0')}${motif(kind, lighten(color, 0.2), 110, 340, 50, 'm1')}${drawn ? floorShadow(560, 402, drawn.width * 0.6, 'shadow') + drawn.svg : motif(kind, color, 560, 260, 100, 'm2')}`;
  return svg(800, 450, defs, body);
}

export function authorPhoto(name: string, color: string): string {
  const initials = name
    .replace(/^Dr\.\s+/, '')
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const defs = diagonal('bg', lighten(color, 0.15), darken(color, 0.35));
  const body = `<rect width="300" height="300" fill="url(#bg)"/>${sprig(250, 330, -20, 190, lighten(color, 0.45), 0.35)}<circle cx="150" cy="150" r="104" fill="none" stroke="#fffaf1" stroke-width="2" opacity="0.5"/>${text([initials], { x: 150, y: 188, size: 104, fill: '#fffaf1', family: SERIF })}`;
  return svg(300, 300, defs, body);
}

export function placeholderImage(): string {
  const defs = radial('bg', '#f8f3ec', '#ebe0d1');
  const body = `<rect width="800" height="800" fill="url(#bg)"/>${sprig(400, 470, 0, 200, '#c9b79b', 0.8)}${text([brand.name], { x: 400, y: 540, size: 44, fill: '#a8927a', family: SERIF })}${text(['Image coming soon'], { x: 400, y: 585, size: 20, fill: '#b8a58c' })}`;
  return svg(800, 800, defs, body);
}

/** The wordmark, kept as SVG so it stays sharp in the header at any size. */
export function logoSvg(): string {
  const [first = brand.name, ...rest] = brand.name.split(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80" role="img" aria-label="${escapeHtml(brand.name)}"><title>${escapeHtml(brand.name)}</title>${leaf(18, 58, -62, 46, '#3f6b3a')}${leaf(22, 60, -28, 34, '#c8742f')}<text x="66" y="46" font-family="Georgia, 'DejaVu Serif', serif" font-size="38" fill="#3b2a1f">${escapeHtml(first)}</text><text x="68" y="68" font-family="'DejaVu Sans', Arial, sans-serif" font-size="13" letter-spacing="6" fill="#8a5a2b">${escapeHtml(rest.join(' ').toUpperCase())}</text></svg>\n`;
}
