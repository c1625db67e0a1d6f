import { mulberry32 } from '../data/random.ts';
import type { IngredientMotif } from '../data/types.ts';
import { motif, sprig } from './botanicals.ts';
import { drawProduct, floorShadow } from './containers.ts';
import {
  type DrawnProduct,
  darken,
  diagonal,
  fit,
  hash,
  lighten,
  linear,
  mix,
  radial,
  SANS_WIDTH,
  SERIF,
  SERIF_WIDTH,
  softShadow,
  svg,
  type Texture,
  text,
} from './drawing.ts';

// Product images, 800x800: the front, with ingredients, and a texture swatch.

export function productFront(p: DrawnProduct): string {
  const random = mulberry32(hash(p.slug));
  const defs = radial('bg', lighten(p.color, 0.93), lighten(p.color, 0.7)) + softShadow('shadow');
  const drawn = drawProduct(p, 400, 690, 540, 440, 'c');
  const leaves = [
    sprig(70 + random() * 40, 820, 18, 300, lighten(p.color, 0.45), 0.55),
    sprig(730 - random() * 40, 830, -22, 340, lighten(p.color, 0.35), 0.45),
  ].join('');
  const body = `<rect width="800" height="800" fill="url(#bg)"/><circle cx="400" cy="380" r="290" fill="${lighten(p.color, 0.88)}" opacity="0.7"/>${leaves}${floorShadow(400, 694, drawn.width * 0.62, 'shadow')}${drawn.svg}`;
  return svg(800, 800, defs, body);
}

export function productWithIngredients(
  p: DrawnProduct,
  items: { name: string; color: string; motif: IngredientMotif }[],
): string {
  const defs =
    linear(
      'bg',
      [
        [0, mix(lighten(p.color, 0.86), '#f6efe4', 0.5)],
        [1, lighten(p.color, 0.62)],
      ],
      true,
    ) + softShadow('shadow');
  const drawn = drawProduct(p, 400, 700, 400, 330, 'c');
  const n = items.length;
  const medallions = items
    .map((item, i) => {
      const angle = ((160 - (n === 1 ? 70 : (i * 140) / (n - 1))) * Math.PI) / 180;
      const x = 400 + 310 * Math.cos(angle);
      const y = 420 - 270 * Math.sin(angle);
      const label = fit(item.name, 150, 2, 17, 11, SANS_WIDTH);
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="60" fill="#fffaf1" opacity="0.92"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="60" fill="none" stroke="${item.color}" stroke-width="2" opacity="0.6"/>${motif(item.motif, item.color, x, y, 40, `m${i}`)}${text(label.lines, { x: Math.round(x), y: Math.round(y + 84), size: label.size, fill: '#3b2a1f', weight: 'bold' })}`;
    })
    .join('');
  const caption = text([`Made with ${n} hand-picked botanicals`], {
    x: 400,
    y: 765,
    size: 24,
    fill: darken(p.color, 0.45),
    family: SERIF,
    style: 'italic',
  });
  const body = `<rect width="800" height="800" fill="url(#bg)"/>${floorShadow(400, 703, drawn.width * 0.62, 'shadow')}${drawn.svg}${medallions}${caption}`;
  return svg(800, 800, defs, body);
}

function blobPath(random: () => number, cx: number, cy: number, rx: number, ry: number, points = 9): string {
  const pts = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2;
    const k = 0.78 + random() * 0.3;
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k] as const;
  });
  const at = (i: number) => pts[(i + points) % points] ?? [cx, cy];
  let d = `M${at(0)[0].toFixed(1)} ${at(0)[1].toFixed(1)}`;
  for (let i = 0; i < points; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    const c1 = [x1 + (x2 - x0) / 6, y1 + (y2 - y0) / 6];
    const c2 = [x2 - (x3 - x1) / 6, y2 - (y3 - y1) / 6];
    d += ` C${c1[0]?.toFixed(1)} ${c1[1]?.toFixed(1)} ${c2[0]?.toFixed(1)} ${c2[1]?.toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}`;
  }
  return `${d} Z`;
}

export function productTexture(p: DrawnProduct, texture: Texture): string {
  const random = mulberry32(hash(`${p.slug}-texture`));
  const tone =
    texture === 'cream'
      ? mix(p.color, '#f5ead8', 0.55)
      : texture === 'lather'
        ? lighten(p.color, 0.8)
        : p.color;
  const defs =
    diagonal('bg', lighten(p.color, 0.9), lighten(p.color, 0.72)) +
    radial('swatch', lighten(tone, 0.35), darken(tone, 0.08), 0.4, 0.35, 0.8) +
    linear(
      'drop',
      [
        [0, lighten(p.color, 0.3), 0.9],
        [1, darken(p.color, 0.15), 0.95],
      ],
      true,
    ) +
    softShadow('shadow');
  let art = '';
  if (texture === 'drops') {
    const drop = (x: number, y: number, s: number) =>
      `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(1)})" d="M0 -1 C0.35 -0.45 0.62 -0.05 0.62 0.38 A0.62 0.62 0 0 1 -0.62 0.38 C-0.62 -0.05 -0.35 -0.45 0 -1 Z" fill="url(#drop)"/><ellipse cx="${(x - s * 0.22).toFixed(1)}" cy="${(y + s * 0.22).toFixed(1)}" rx="${(s * 0.09).toFixed(1)}" ry="${(s * 0.18).toFixed(1)}" fill="#fff" opacity="0.6"/>`;
    art = `<path d="${blobPath(random, 360, 500, 250, 120)}" fill="url(#drop)" opacity="0.85"/><ellipse cx="300" cy="470" rx="90" ry="22" fill="#fff" opacity="0.35"/>${drop(330, 330, 120)}${drop(520, 280, 60)}${drop(200, 260, 42)}${drop(590, 420, 34)}`;
  } else if (texture === 'lather') {
    const bubbles = Array.from({ length: 26 }, () => {
      const x = 150 + random() * 460;
      const y = 300 + random() * 300;
      const r = 14 + random() * 46;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="#ffffff" opacity="0.55" stroke="${lighten(p.color, 0.4)}" stroke-width="2"/><ellipse cx="${(x - r * 0.35).toFixed(1)}" cy="${(y - r * 0.35).toFixed(1)}" rx="${(r * 0.22).toFixed(1)}" ry="${(r * 0.12).toFixed(1)}" fill="#fff" opacity="0.9" transform="rotate(-35 ${(x - r * 0.35).toFixed(1)} ${(y - r * 0.35).toFixed(1)})"/>`;
    }).join('');
    art = `<path d="${blobPath(random, 380, 470, 290, 170, 11)}" fill="url(#swatch)"/>${bubbles}`;
  } else {
    const spiral = Array.from({ length: 90 }, (_, i) => {
      const a = i * 0.22;
      const r = 8 + i * 2.1;
      return `${i === 0 ? 'M' : 'L'}${(380 + Math.cos(a) * r).toFixed(1)} ${(470 + Math.sin(a) * r * 0.55).toFixed(1)}`;
    }).join(' ');
    art = `<path d="${blobPath(random, 380, 480, 270, 160)}" fill="${darken(tone, 0.12)}" opacity="0.3"/><path d="${blobPath(random, 380, 470, 260, 150)}" fill="url(#swatch)"/><path d="${spiral}" fill="none" stroke="${lighten(tone, 0.55)}" stroke-width="14" stroke-linecap="round" opacity="0.75"/><path d="${spiral}" fill="none" stroke="${darken(tone, 0.1)}" stroke-width="3" opacity="0.35" transform="translate(4 8)"/>`;
  }
  const heading = fit(p.name, 560, 2, 40, 22, SERIF_WIDTH);
  const drawn = drawProduct(p, 660, 745, 250, 150, 'c');
  const body = `<rect width="800" height="800" fill="url(#bg)"/>${text(['THE TEXTURE'], { x: 60, y: 86, size: 18, fill: darken(p.color, 0.4), anchor: 'start', spacing: 4, weight: 'bold' })}${text(heading.lines, { x: 60, y: 86 + 24 + heading.size, size: heading.size, fill: '#3b2a1f', family: SERIF, anchor: 'start' })}${art}${floorShadow(660, 748, drawn.width * 0.6, 'shadow')}${drawn.svg}`;
  return svg(800, 800, defs, body);
}
