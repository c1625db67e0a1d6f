import { brand } from '@shop/shared';
import type { IngredientMotif } from '../data/types.ts';
import { arch, motif, sprig } from './botanicals.ts';
import { drawProduct, floorShadow } from './containers.ts';
import {
  type DrawnProduct,
  darken,
  diagonal,
  fitIn,
  LATIN,
  type Lettering,
  lighten,
  linear,
  radial,
  softShadow,
  svg,
  text,
} from './drawing.ts';

// Category and ingredient art.

export function categoryImage(
  name: string,
  tagline: string,
  color: string,
  items: DrawnProduct[],
  lettering: Lettering = LATIN,
): string {
  const defs = diagonal('bg', lighten(color, 0.86), lighten(color, 0.62)) + softShadow('shadow');
  const count = items.length;
  const slot = 380 / Math.max(count, 1);
  const drawn = items
    .map((item, i) => {
      const x = 400 - 190 + slot * (i + 0.5);
      const tall = count === 1 ? 380 : i === Math.floor(count / 2) ? 330 : 270;
      const d = drawProduct(item, x, 580, tall, slot * 0.95 + (count === 1 ? 60 : 0), `c${i}`);
      return floorShadow(x, 583, d.width * 0.55, 'shadow') + d.svg;
    })
    .join('');
  const { serif, sans, bodyLeading, serifWeight } = lettering;
  const title = fitIn(lettering, 'serif', name, 640, 1, 60, 30);
  const sub = fitIn(lettering, 'sans', tagline, 640, 2, 24, 14);
  const body = `<rect width="800" height="800" fill="url(#bg)"/>${sprig(90, 640, 12, 320, lighten(color, 0.3), 0.45)}${sprig(710, 640, -14, 300, lighten(color, 0.4), 0.45)}${arch(400, 600, 460, 500, lighten(color, 0.93), darken(color, 0.1))}${drawn}<rect x="0" y="620" width="800" height="180" fill="#fffaf1" opacity="0.75"/>${text(title.lines, { x: 400, y: 690, size: title.size, fill: darken(color, 0.5), family: serif, weight: serifWeight })}${text(sub.lines, { x: 400, y: 735, size: sub.size, fill: '#5a4636', family: sans, lineHeight: bodyLeading })}`;
  return svg(800, 800, defs, body);
}

export function categoryListing(
  name: string,
  tagline: string,
  color: string,
  items: DrawnProduct[],
  lettering: Lettering = LATIN,
): string {
  const defs =
    linear('bg', [
      [0, lighten(color, 0.9)],
      [0.55, lighten(color, 0.8)],
      [1, lighten(color, 0.55)],
    ]) + softShadow('shadow');
  const drawn = items
    .slice(0, 4)
    .map((item, i) => {
      const x = 1020 + i * 150;
      const d = drawProduct(item, x, 360, i % 2 ? 250 : 290, 130, `c${i}`);
      return floorShadow(x, 362, d.width * 0.55, 'shadow') + d.svg;
    })
    .join('');
  const { serif, sans, bodyLeading, serifWeight } = lettering;
  const title = fitIn(lettering, 'serif', name, 760, 1, 74, 40);
  const sub = fitIn(lettering, 'sans', tagline, 720, 2, 28, 16);
  const body = `<rect width="1600" height="400" fill="url(#bg)"/><circle cx="1245" cy="230" r="230" fill="${lighten(color, 0.9)}" opacity="0.8"/>${sprig(930, 420, 20, 300, lighten(color, 0.35), 0.5)}${sprig(1540, 420, -18, 320, lighten(color, 0.3), 0.5)}${drawn}${text([brand.name.toUpperCase()], { x: 110, y: 120, size: 18, fill: darken(color, 0.3), anchor: 'start', spacing: 5, weight: 'bold' })}${text(title.lines, { x: 110, y: 200, size: title.size, fill: darken(color, 0.5), family: serif, weight: serifWeight, anchor: 'start' })}${text(sub.lines, { x: 110, y: 258, size: sub.size, fill: '#5a4636', family: sans, anchor: 'start', lineHeight: bodyLeading })}`;
  return svg(1600, 400, defs, body);
}

export function ingredientImage(
  name: string,
  color: string,
  kind: IngredientMotif,
  lettering: Lettering = LATIN,
): string {
  const defs = radial('bg', lighten(color, 0.93), lighten(color, 0.78));
  const title = fitIn(lettering, 'serif', name, 340, 1, 30, 16);
  const body = `<rect width="400" height="400" fill="url(#bg)"/><circle cx="200" cy="178" r="138" fill="none" stroke="${lighten(color, 0.35)}" stroke-width="2" stroke-dasharray="4 7"/><circle cx="200" cy="178" r="124" fill="${lighten(color, 0.82)}"/>${motif(kind, color, 200, 178, 92, 'ing')}${text(title.lines, { x: 200, y: 362, size: title.size, fill: darken(color, 0.5), family: lettering.serif, weight: lettering.serifWeight })}`;
  return svg(400, 400, defs, body);
}
