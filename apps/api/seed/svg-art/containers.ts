import { brand } from '@shop/shared';
import type { ProductKind } from '../data/types.ts';
import {
  type DrawnProduct,
  darken,
  fit,
  lighten,
  radial,
  SERIF,
  SERIF_WIDTH,
  shaded,
  text,
} from './drawing.ts';

// Product containers (bottles, jars, tubes) with their labels, standing on a shadow.

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Container {
  width: number;
  height: number;
  body: string;
  label: Box | null;
}

function containerShape(kind: ProductKind, id: string, color: string): Container {
  const cap = kind === 'dropper' ? '#c9a25a' : darken(color, 0.55);
  const defs = `<defs>${shaded(`${id}-body`, color)}${shaded(`${id}-cap`, cap)}${shaded(`${id}-bulb`, '#2e2a26')}</defs>`;
  const body = `fill="url(#${id}-body)"`;
  const capFill = `fill="url(#${id}-cap)"`;
  switch (kind) {
    case 'bottle':
      return {
        width: 240,
        height: 520,
        body: `${defs}<rect x="-58" y="-520" width="116" height="74" rx="12" ${capFill}/><rect x="-58" y="-478" width="116" height="3" fill="#000" opacity="0.2"/><path d="M-60 -448 H60 C60 -420 120 -412 120 -370 V-36 Q120 0 84 0 H-84 Q-120 0 -120 -36 V-370 C-120 -412 -60 -420 -60 -448 Z" ${body}/>`,
        label: { x: -100, y: -335, w: 200, h: 260 },
      };
    case 'dropper':
      return {
        width: 200,
        height: 500,
        body: `${defs}<path d="M-30 -400 V-455 Q-30 -500 0 -500 Q30 -500 30 -455 V-400 Z" fill="url(#${id}-bulb)"/><rect x="-48" y="-408" width="96" height="62" rx="8" ${capFill}/><rect x="-36" y="-350" width="72" height="22" fill="${darken(color, 0.3)}"/><path d="M-36 -332 C-36 -305 -100 -300 -100 -262 V-28 Q-100 0 -72 0 H72 Q100 0 100 -28 V-262 C100 -300 36 -305 36 -332 Z" ${body}/>`,
        label: { x: -82, y: -240, w: 164, h: 205 },
      };
    case 'tube': {
      const ridges = Array.from(
        { length: 12 },
        (_, i) => `<rect x="${-124 + i * 22}" y="-540" width="3" height="40" fill="#000" opacity="0.08"/>`,
      ).join('');
      return {
        width: 270,
        height: 540,
        body: `${defs}<rect x="-62" y="-80" width="124" height="80" rx="10" ${capFill}/><path d="M-70 -78 Q-104 -290 -135 -500 H135 Q104 -290 70 -78 Z" ${body}/><rect x="-135" y="-540" width="270" height="44" rx="4" fill="${lighten(color, 0.12)}"/>${ridges}`,
        label: { x: -84, y: -455, w: 168, h: 240 },
      };
    }
    case 'jar': {
      const grooves = Array.from(
        { length: 17 },
        (_, i) => `<rect x="${-170 + i * 21}" y="-296" width="3" height="78" fill="#000" opacity="0.1"/>`,
      ).join('');
      return {
        width: 360,
        height: 300,
        body: `${defs}<rect x="-170" y="-222" width="340" height="222" rx="34" ${body}/><rect x="-180" y="-300" width="360" height="86" rx="16" ${capFill}/>${grooves}`,
        label: { x: -150, y: -192, w: 300, h: 165 },
      };
    }
    case 'pump':
      return {
        width: 236,
        height: 560,
        body: `${defs}<rect x="-60" y="-560" width="108" height="34" rx="8" ${capFill}/><rect x="40" y="-553" width="72" height="15" rx="6" ${capFill}/><rect x="-12" y="-528" width="24" height="52" ${capFill}/><rect x="-50" y="-482" width="100" height="46" rx="8" ${capFill}/><path d="M-44 -438 C-44 -410 -118 -405 -118 -360 V-36 Q-118 0 -82 0 H82 Q118 0 118 -36 V-360 C118 -405 44 -410 44 -438 Z" ${body}/>`,
        label: { x: -98, y: -325, w: 196, h: 265 },
      };
    case 'stick':
      return {
        width: 130,
        height: 440,
        body: `${defs}<rect x="-62" y="-258" width="124" height="258" rx="14" ${body}/><rect x="-65" y="-440" width="130" height="186" rx="22" ${capFill}/><rect x="-65" y="-262" width="130" height="8" fill="${lighten(color, 0.5)}" opacity="0.7"/>`,
        label: { x: -54, y: -238, w: 108, h: 212 },
      };
    case 'bar':
      return {
        width: 410,
        height: 290,
        body: `<defs>${radial(`${id}-bar`, lighten(color, 0.22), darken(color, 0.1), 0.4, 0.35, 0.8)}</defs><rect x="-198" y="-270" width="396" height="270" rx="72" fill="${darken(color, 0.3)}"/><rect x="-202" y="-290" width="404" height="268" rx="72" fill="url(#${id}-bar)"/><rect x="-172" y="-262" width="344" height="212" rx="54" fill="none" stroke="${darken(color, 0.15)}" stroke-width="4" opacity="0.6"/><rect x="-205" y="-206" width="410" height="102" fill="#efe3cb"/><rect x="-205" y="-206" width="410" height="4" fill="#000" opacity="0.08"/><rect x="-205" y="-108" width="410" height="4" fill="#000" opacity="0.12"/>`,
        label: { x: -190, y: -204, w: 380, h: 98 },
      };
  }
}

function labelArt(box: Box, name: string, sizeTitle: string, accent: string): string {
  const wide = box.w > box.h * 2;
  const pad = wide ? 10 : Math.max(8, box.w * 0.07);
  const brandSize = Math.min(15, Math.max(8, box.w / 15));
  const inner = box.w - pad * 2;
  const cx = box.x + box.w / 2;
  const brandY = box.y + pad + brandSize;
  const regionTop = brandY + brandSize * 0.9;
  const regionBottom = box.y + box.h - pad - (wide ? 0 : 30);
  const region = regionBottom - regionTop;
  const maxLines = wide ? 2 : Math.max(2, Math.min(5, Math.floor(region / 14)));
  const fitted = fit(name, inner, maxLines, 26, 9, SERIF_WIDTH, region);
  // Centre the block from the first line's cap height to the last line's descender.
  const block = fitted.size * (0.75 + (fitted.lines.length - 1) * 1.18 + 0.22);
  const nameTop = regionTop + (region - block) / 2 + fitted.size * 0.75;
  const parts = [
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="${Math.min(10, box.w / 12)}" fill="#fffaf1" opacity="0.95"/>`,
    `<rect x="${box.x + 4}" y="${box.y + 4}" width="${box.w - 8}" height="${box.h - 8}" rx="${Math.min(8, box.w / 14)}" fill="none" stroke="${accent}" stroke-width="1.2" opacity="0.5"/>`,
    text([brand.name.toUpperCase()], {
      x: cx,
      y: brandY,
      size: brandSize,
      fill: accent,
      spacing: brandSize * 0.18,
      weight: 'bold',
    }),
    text(fitted.lines, {
      x: cx,
      y: nameTop,
      size: fitted.size,
      fill: '#3b2a1f',
      family: SERIF,
      lineHeight: 1.18,
    }),
  ];
  if (!wide) {
    const bottom = box.y + box.h - pad;
    parts.push(
      `<line x1="${cx - inner * 0.25}" y1="${bottom - 20}" x2="${cx + inner * 0.25}" y2="${bottom - 20}" stroke="${accent}" stroke-width="1" opacity="0.6"/>`,
      text([sizeTitle], {
        x: cx,
        y: bottom - 3,
        size: Math.min(14, Math.max(9, box.w / 12)),
        fill: '#5a4636',
      }),
    );
  }
  return parts.join('');
}

/** A product container standing on (x, baseY), scaled to fit within maxHeight and maxWidth. */
export function drawProduct(
  p: DrawnProduct,
  x: number,
  baseY: number,
  maxHeight: number,
  maxWidth: number,
  id: string,
) {
  const shape = containerShape(p.kind, id, p.color);
  const scale = Math.min(maxHeight / shape.height, maxWidth / shape.width);
  const label = shape.label ? labelArt(shape.label, p.name, p.sizeTitle, darken(p.color, 0.35)) : '';
  return {
    svg: `<g transform="translate(${x.toFixed(1)} ${baseY.toFixed(1)}) scale(${scale.toFixed(3)})">${shape.body}${label}</g>`,
    width: shape.width * scale,
    height: shape.height * scale,
  };
}

export function floorShadow(x: number, y: number, rx: number, gradient: string): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${(rx * 1.15).toFixed(1)}" ry="${Math.max(10, rx * 0.16).toFixed(1)}" fill="url(#${gradient})"/>`;
}
