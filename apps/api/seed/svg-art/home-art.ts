import { brand } from '@shop/shared';
import { arch, sprig } from './botanicals.ts';
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
  softShadow,
  svg,
  text,
} from './drawing.ts';

// Home page art: carousel banners and the category showcase.

function pill(
  x: number,
  y: number,
  label: string,
  color: string,
  anchor: 'start' | 'middle',
  size: number,
  lettering: Lettering,
): string {
  const width = label.length * size * lettering.sansWidth + size * 2.4;
  const left = anchor === 'start' ? x : x - width / 2;
  const height = size * 2.3;
  return `<rect x="${left.toFixed(1)}" y="${y}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" rx="${(height / 2).toFixed(1)}" fill="${color}"/>${text([label], { x: Math.round(left + width / 2), y: Math.round(y + height / 2 + size * 0.36), size, fill: '#ffffff', weight: 'bold', family: lettering.sans })}`;
}

export function carouselDesktop(
  headline: string,
  subline: string,
  cta: string,
  color: string,
  items: DrawnProduct[],
  lettering: Lettering = LATIN,
): string {
  const defs =
    linear('bg', [
      [0, lighten(color, 0.9)],
      [0.5, lighten(color, 0.78)],
      [1, lighten(color, 0.55)],
    ]) + softShadow('shadow');
  const drawn = items
    .map((item, i) => {
      const x = 1140 + i * 270;
      const middle = i === 1;
      const d = drawProduct(item, x, 640, middle ? 500 : 400, 230, `c${i}`);
      return floorShadow(x, 644, d.width * 0.6, 'shadow') + d.svg;
    })
    .join('');
  const { serif, sans, headingLeading, bodyLeading, gap, serifWeight } = lettering;
  const title = fitIn(lettering, 'serif', headline, 820, 2, 80, 44);
  const sub = fitIn(lettering, 'sans', subline, 760, 3, 32, 20);
  const titleY = 250;
  const subY = titleY + (title.lines.length - 1) * title.size * headingLeading + 70 + title.size * gap;
  const ctaY = subY + (sub.lines.length - 1) * sub.size * bodyLeading + 50 + sub.size * gap;
  const body = `<rect width="1920" height="720" fill="url(#bg)"/><circle cx="1410" cy="380" r="340" fill="${lighten(color, 0.9)}" opacity="0.85"/>${arch(1410, 720, 620, 640, lighten(color, 0.95), darken(color, 0.1))}${sprig(980, 760, 16, 420, lighten(color, 0.3), 0.45)}${sprig(1850, 760, -16, 460, lighten(color, 0.25), 0.45)}${drawn}${text([brand.name.toUpperCase()], { x: 140, y: 150, size: 22, fill: darken(color, 0.3), anchor: 'start', spacing: 6, weight: 'bold' })}${text(title.lines, { x: 140, y: titleY, size: title.size, fill: darken(color, 0.55), family: serif, weight: serifWeight, anchor: 'start', lineHeight: headingLeading })}${text(sub.lines, { x: 140, y: Math.round(subY), size: sub.size, fill: '#4a3a2c', family: sans, anchor: 'start', lineHeight: bodyLeading })}${pill(140, Math.round(ctaY), cta, darken(color, 0.35), 'start', 26, lettering)}`;
  return svg(1920, 720, defs, body);
}

export function carouselMobile(
  headline: string,
  subline: string,
  cta: string,
  color: string,
  items: DrawnProduct[],
  lettering: Lettering = LATIN,
): string {
  const defs =
    linear(
      'bg',
      [
        [0, lighten(color, 0.9)],
        [1, lighten(color, 0.6)],
      ],
      true,
    ) + softShadow('shadow');
  const drawn = items
    .map((item, i) => {
      const x = 375 + (i - 1) * 210;
      const d = drawProduct(item, x, 860, i === 1 ? 360 : 290, 190, `c${i}`);
      return floorShadow(x, 864, d.width * 0.6, 'shadow') + d.svg;
    })
    .join('');
  const { serif, sans, headingLeading, bodyLeading, gap, serifWeight } = lettering;
  const title = fitIn(lettering, 'serif', headline, 640, 3, 58, 34);
  const sub = fitIn(lettering, 'sans', subline, 620, 3, 26, 18);
  const titleY = 150;
  const subY = titleY + (title.lines.length - 1) * title.size * headingLeading + 55 + title.size * gap;
  const ctaY = subY + (sub.lines.length - 1) * sub.size * bodyLeading + 34 + sub.size * gap;
  const body = `<rect width="750" height="900" fill="url(#bg)"/><circle cx="375" cy="700" r="300" fill="${lighten(color, 0.9)}" opacity="0.85"/>${sprig(60, 920, 14, 300, lighten(color, 0.3), 0.45)}${sprig(700, 920, -14, 320, lighten(color, 0.25), 0.45)}${drawn}${text([brand.name.toUpperCase()], { x: 375, y: 80, size: 18, fill: darken(color, 0.3), spacing: 5, weight: 'bold' })}${text(title.lines, { x: 375, y: titleY, size: title.size, fill: darken(color, 0.55), family: serif, weight: serifWeight, lineHeight: headingLeading })}${text(sub.lines, { x: 375, y: Math.round(subY), size: sub.size, fill: '#4a3a2c', family: sans, lineHeight: bodyLeading })}${pill(375, Math.round(ctaY), cta, darken(color, 0.35), 'middle', 22, lettering)}`;
  return svg(750, 900, defs, body);
}

export function showcaseImage(color: string, items: DrawnProduct[]): string {
  const defs = diagonal('bg', lighten(color, 0.88), lighten(color, 0.6)) + softShadow('shadow');
  const drawn = items
    .map((item, i) => {
      const x = items.length === 1 ? 300 : 210 + i * 180;
      const d = drawProduct(item, x, 640, i === 0 ? 400 : 330, 200, `c${i}`);
      return floorShadow(x, 644, d.width * 0.6, 'shadow') + d.svg;
    })
    .join('');
  const body = `<rect width="600" height="750" fill="url(#bg)"/>${arch(300, 700, 460, 620, lighten(color, 0.94), darken(color, 0.1))}${sprig(40, 780, 14, 300, lighten(color, 0.3), 0.5)}${sprig(560, 780, -14, 320, lighten(color, 0.25), 0.5)}${drawn}`;
  return svg(600, 750, defs, body);
}
