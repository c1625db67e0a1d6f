import { brand } from '@shop/shared';
import { mulberry32 } from './data/random.ts';
import type { IngredientMotif, ProductKind } from './data/types.ts';

// librsvg resolves these through fontconfig; DejaVu is installed on the build machines and in Debian images.
const SERIF = 'DejaVu Serif, Georgia, serif';
const SANS = 'DejaVu Sans, Arial, sans-serif';
// Average glyph width as a share of the font size, used to wrap text without measuring it.
const SERIF_WIDTH = 0.62;
const SANS_WIDTH = 0.58;

export type Texture = 'drops' | 'lather' | 'cream';

export interface DrawnProduct {
  slug: string;
  name: string;
  kind: ProductKind;
  color: string;
  sizeTitle: string;
}

// ---------- colour and text helpers ----------

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

const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
const darken = (color: string, t: number) => mix(color, '#000000', t);

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

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
function fit(
  text: string,
  width: number,
  maxLines: number,
  maxSize: number,
  minSize: number,
  glyph: number,
  height = Number.POSITIVE_INFINITY,
) {
  for (let size = maxSize; size > minSize; size -= 1) {
    const lines = wrap(text, Math.floor(width / (size * glyph)));
    const longest = Math.max(...lines.map((l) => l.length));
    const tall = lines.length * size * 1.18;
    if (lines.length <= maxLines && longest * size * glyph <= width && tall <= height) return { size, lines };
  }
  return { size: minSize, lines: wrap(text, Math.floor(width / (minSize * glyph))).slice(0, maxLines) };
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

function text(lines: string[], s: TextStyle): string {
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
        `<tspan x="${s.x}" dy="${i === 0 ? 0 : Math.round(s.size * lineHeight)}">${esc(line)}</tspan>`,
    )
    .join('');
  return `<text ${attrs}>${spans}</text>`;
}

function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function hash(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 16777619);
  return h >>> 0;
}

// A radial fade instead of feGaussianBlur: it looks the same under a product and rasterises several times faster.
const softShadow = (id: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="#2b1d12" stop-opacity="0.3"/><stop offset="0.55" stop-color="#2b1d12" stop-opacity="0.14"/><stop offset="1" stop-color="#2b1d12" stop-opacity="0"/></radialGradient>`;

function linear(id: string, stops: [number, string, number?][], vertical = false): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`;
}

function diagonal(id: string, from: string, to: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function radial(id: string, inner: string, outer: string, cx = 0.5, cy = 0.45, r = 0.75): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
}

/** A cylinder-like shading: dark edges, a soft highlight left of centre. */
function shaded(id: string, color: string): string {
  return linear(id, [
    [0, darken(color, 0.28)],
    [0.22, color],
    [0.38, lighten(color, 0.28)],
    [0.55, color],
    [1, darken(color, 0.32)],
  ]);
}

// ---------- botanical decoration ----------

function leafPath(length: number, width: number): string {
  return `M0 0 C${length * 0.3} ${-width} ${length * 0.7} ${-width} ${length} 0 C${length * 0.7} ${width} ${length * 0.3} ${width} 0 0 Z`;
}

function leaf(x: number, y: number, angle: number, length: number, fill: string, opacity = 1): string {
  const width = length * 0.32;
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)})" opacity="${opacity}"><path d="${leafPath(length, width)}" fill="${fill}"/><path d="M${length * 0.06} 0 L${length * 0.92} 0" stroke="${lighten(fill, 0.35)}" stroke-width="${Math.max(1, length / 40).toFixed(1)}" fill="none"/></g>`;
}

/** A stem with paired leaves, drawn upwards from (x, y). */
function sprig(x: number, y: number, angle: number, length: number, color: string, opacity = 1): string {
  const parts = [
    `<path d="M0 0 Q${length * 0.08} ${-length * 0.5} 0 ${-length}" stroke="${darken(color, 0.15)}" stroke-width="${Math.max(1.5, length / 60).toFixed(1)}" fill="none"/>`,
  ];
  const pairs = 4;
  for (let i = 0; i < pairs; i++) {
    const t = 0.25 + (i / pairs) * 0.7;
    const size = length * (0.42 - i * 0.06);
    parts.push(
      leaf(0, -length * t, -40 - i * 6, size, color),
      leaf(0, -length * t - length * 0.06, -140 + i * 6, size, color),
    );
  }
  parts.push(leaf(0, -length, -90, length * 0.22, color));
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)})" opacity="${opacity}">${parts.join('')}</g>`;
}

/** A Rajasthani jharokha-style arch, the frame of category and banner art. */
function arch(
  cx: number,
  bottom: number,
  width: number,
  height: number,
  fill: string,
  stroke: string,
): string {
  const r = width / 2;
  const top = bottom - height;
  const path = `M${cx - r} ${bottom} V${top + r} A${r} ${r} 0 0 1 ${cx + r} ${top + r} V${bottom} Z`;
  const inner = `M${cx - r + 14} ${bottom} V${top + r} A${r - 14} ${r - 14} 0 0 1 ${cx + r - 14} ${top + r} V${bottom}`;
  return `<path d="${path}" fill="${fill}"/><path d="${inner}" fill="none" stroke="${stroke}" stroke-width="3" opacity="0.6"/><circle cx="${cx}" cy="${top - 12}" r="9" fill="${stroke}" opacity="0.7"/>`;
}

/** The drawing of one ingredient motif, centred on (cx, cy) within radius r. */
export function motif(
  kind: IngredientMotif,
  color: string,
  cx: number,
  cy: number,
  r: number,
  id: string,
): string {
  const dark = darken(color, 0.25);
  switch (kind) {
    case 'leaf':
      return `${sprig(cx - r * 0.15, cy + r * 0.95, -14, r * 1.8, color)}${sprig(cx + r * 0.25, cy + r * 0.95, 18, r * 1.45, lighten(color, 0.2))}`;
    case 'flower': {
      const petals = Array.from({ length: 8 }, (_, i) => {
        const fill = i % 2 ? color : lighten(color, 0.18);
        return `<ellipse cx="0" cy="${-r * 0.48}" rx="${r * 0.26}" ry="${r * 0.5}" fill="${fill}" transform="rotate(${i * 45})"/>`;
      }).join('');
      const dots = Array.from({ length: 10 }, (_, i) => {
        const a = (i / 10) * Math.PI * 2;
        return `<circle cx="${(Math.cos(a) * r * 0.14).toFixed(1)}" cy="${(Math.sin(a) * r * 0.14).toFixed(1)}" r="${r * 0.035}" fill="#f6d77a"/>`;
      }).join('');
      return `<g transform="translate(${cx} ${cy})">${leaf(r * 0.25, r * 0.55, 35, r * 0.7, '#6f9a58')}${leaf(-r * 0.25, r * 0.55, 145, r * 0.6, '#5b8a4c')}${petals}<circle r="${r * 0.22}" fill="${dark}"/>${dots}</g>`;
    }
    case 'drop': {
      const drop = (x: number, y: number, s: number) =>
        `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -1 C0.35 -0.45 0.62 -0.05 0.62 0.38 A0.62 0.62 0 0 1 -0.62 0.38 C-0.62 -0.05 -0.35 -0.45 0 -1 Z" fill="url(#${id}-drop)"/><ellipse cx="${x - s * 0.22}" cy="${y + s * 0.25}" rx="${s * 0.1}" ry="${s * 0.2}" fill="#fff" opacity="0.55"/>`;
      return `<defs>${linear(
        `${id}-drop`,
        [
          [0, lighten(color, 0.35)],
          [1, darken(color, 0.1)],
        ],
        true,
      )}</defs>${drop(cx - r * 0.1, cy - r * 0.05, r * 0.85)}${drop(cx + r * 0.62, cy + r * 0.45, r * 0.3)}${drop(cx - r * 0.75, cy + r * 0.55, r * 0.22)}`;
    }
    case 'fruit': {
      const segments = [-0.35, 0, 0.35]
        .map(
          (k) =>
            `<path d="M${cx + k * r} ${cy - r * 0.62} Q${cx + k * r * 1.6} ${cy + r * 0.08} ${cx + k * r} ${cy + r * 0.68}" stroke="${dark}" stroke-width="${r * 0.025}" fill="none" opacity="0.35"/>`,
        )
        .join('');
      return `<defs>${radial(`${id}-fruit`, lighten(color, 0.35), darken(color, 0.12), 0.38, 0.35, 0.7)}</defs><circle cx="${cx}" cy="${cy + r * 0.05}" r="${r * 0.7}" fill="url(#${id}-fruit)"/>${segments}<ellipse cx="${cx - r * 0.28}" cy="${cy - r * 0.25}" rx="${r * 0.13}" ry="${r * 0.2}" fill="#fff" opacity="0.45" transform="rotate(-30 ${cx - r * 0.28} ${cy - r * 0.25})"/><path d="M${cx} ${cy - r * 0.62} q${r * 0.05} ${-r * 0.2} ${r * 0.02} ${-r * 0.3}" stroke="#6b4a2b" stroke-width="${r * 0.05}" fill="none" stroke-linecap="round"/>${leaf(cx + r * 0.04, cy - r * 0.78, -25, r * 0.55, '#5f8f4e')}`;
    }
    case 'powder': {
      const random = mulberry32(hash(id));
      const specks = Array.from({ length: 14 }, () => {
        const x = cx + (random() - 0.5) * r * 1.9;
        const y = cy + r * 0.35 + (random() - 0.5) * r * 0.5;
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * (0.015 + random() * 0.03)).toFixed(1)}" fill="${color}" opacity="0.8"/>`;
      }).join('');
      return `<defs>${linear(`${id}-bowl`, [
        [0, '#5e3f27'],
        [0.4, '#8a5d3b'],
        [1, '#4a311f'],
      ])}</defs><ellipse cx="${cx}" cy="${cy - r * 0.02}" rx="${r * 0.62}" ry="${r * 0.36}" fill="${color}"/><ellipse cx="${cx - r * 0.15}" cy="${cy - r * 0.14}" rx="${r * 0.22}" ry="${r * 0.09}" fill="${lighten(color, 0.3)}"/><path d="M${cx - r * 0.8} ${cy + r * 0.05} H${cx + r * 0.8} A${r * 0.8} ${r * 0.55} 0 0 1 ${cx - r * 0.8} ${cy + r * 0.05} Z" fill="url(#${id}-bowl)"/><ellipse cx="${cx}" cy="${cy + r * 0.05}" rx="${r * 0.8}" ry="${r * 0.08}" fill="#e8d2b0" opacity="0.6"/>${specks}`;
    }
  }
}

// ---------- containers ----------

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
function drawProduct(
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

function floorShadow(x: number, y: number, rx: number, gradient: string): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${(rx * 1.15).toFixed(1)}" ry="${Math.max(10, rx * 0.16).toFixed(1)}" fill="url(#${gradient})"/>`;
}

// ---------- product images (800x800) ----------

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

// ---------- catalog art ----------

export function categoryImage(name: string, tagline: string, color: string, items: DrawnProduct[]): string {
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
  const title = fit(name, 640, 1, 60, 30, SERIF_WIDTH);
  const sub = fit(tagline, 640, 2, 24, 14, SANS_WIDTH);
  const body = `<rect width="800" height="800" fill="url(#bg)"/>${sprig(90, 640, 12, 320, lighten(color, 0.3), 0.45)}${sprig(710, 640, -14, 300, lighten(color, 0.4), 0.45)}${arch(400, 600, 460, 500, lighten(color, 0.93), darken(color, 0.1))}${drawn}<rect x="0" y="620" width="800" height="180" fill="#fffaf1" opacity="0.75"/>${text(title.lines, { x: 400, y: 690, size: title.size, fill: darken(color, 0.5), family: SERIF })}${text(sub.lines, { x: 400, y: 735, size: sub.size, fill: '#5a4636' })}`;
  return svg(800, 800, defs, body);
}

export function categoryListing(name: string, tagline: string, color: string, items: DrawnProduct[]): string {
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
  const sub = fit(tagline, 720, 2, 28, 16, SANS_WIDTH);
  const body = `<rect width="1600" height="400" fill="url(#bg)"/><circle cx="1245" cy="230" r="230" fill="${lighten(color, 0.9)}" opacity="0.8"/>${sprig(930, 420, 20, 300, lighten(color, 0.35), 0.5)}${sprig(1540, 420, -18, 320, lighten(color, 0.3), 0.5)}${drawn}${text([brand.name.toUpperCase()], { x: 110, y: 120, size: 18, fill: darken(color, 0.3), anchor: 'start', spacing: 5, weight: 'bold' })}${text([name], { x: 110, y: 200, size: 74, fill: darken(color, 0.5), family: SERIF, anchor: 'start' })}${text(sub.lines, { x: 110, y: 258, size: sub.size, fill: '#5a4636', anchor: 'start' })}`;
  return svg(1600, 400, defs, body);
}

export function ingredientImage(name: string, color: string, kind: IngredientMotif): string {
  const defs = radial('bg', lighten(color, 0.93), lighten(color, 0.78));
  const title = fit(name, 340, 1, 30, 16, SERIF_WIDTH);
  const body = `<rect width="400" height="400" fill="url(#bg)"/><circle cx="200" cy="178" r="138" fill="none" stroke="${lighten(color, 0.35)}" stroke-width="2" stroke-dasharray="4 7"/><circle cx="200" cy="178" r="124" fill="${lighten(color, 0.82)}"/>${motif(kind, color, 200, 178, 92, 'ing')}${text(title.lines, { x: 200, y: 362, size: title.size, fill: darken(color, 0.5), family: SERIF })}`;
  return svg(400, 400, defs, body);
}

// ---------- home page art ----------

function pill(
  x: number,
  y: number,
  label: string,
  color: string,
  anchor: 'start' | 'middle',
  size: number,
): string {
  const width = label.length * size * SANS_WIDTH + size * 2.4;
  const left = anchor === 'start' ? x : x - width / 2;
  const height = size * 2.3;
  return `<rect x="${left.toFixed(1)}" y="${y}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" rx="${(height / 2).toFixed(1)}" fill="${color}"/>${text([label], { x: Math.round(left + width / 2), y: Math.round(y + height / 2 + size * 0.36), size, fill: '#ffffff', weight: 'bold' })}`;
}

export function carouselDesktop(
  headline: string,
  subline: string,
  cta: string,
  color: string,
  items: DrawnProduct[],
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
  const title = fit(headline, 820, 2, 80, 44, SERIF_WIDTH);
  const sub = fit(subline, 760, 3, 32, 20, SANS_WIDTH);
  const titleY = 250;
  const subY = titleY + (title.lines.length - 1) * title.size * 1.15 + 70;
  const ctaY = subY + (sub.lines.length - 1) * sub.size * 1.2 + 50;
  const body = `<rect width="1920" height="720" fill="url(#bg)"/><circle cx="1410" cy="380" r="340" fill="${lighten(color, 0.9)}" opacity="0.85"/>${arch(1410, 720, 620, 640, lighten(color, 0.95), darken(color, 0.1))}${sprig(980, 760, 16, 420, lighten(color, 0.3), 0.45)}${sprig(1850, 760, -16, 460, lighten(color, 0.25), 0.45)}${drawn}${text([brand.name.toUpperCase()], { x: 140, y: 150, size: 22, fill: darken(color, 0.3), anchor: 'start', spacing: 6, weight: 'bold' })}${text(title.lines, { x: 140, y: titleY, size: title.size, fill: darken(color, 0.55), family: SERIF, anchor: 'start', lineHeight: 1.15 })}${text(sub.lines, { x: 140, y: Math.round(subY), size: sub.size, fill: '#4a3a2c', anchor: 'start' })}${pill(140, Math.round(ctaY), cta, darken(color, 0.35), 'start', 26)}`;
  return svg(1920, 720, defs, body);
}

export function carouselMobile(
  headline: string,
  subline: string,
  cta: string,
  color: string,
  items: DrawnProduct[],
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
  const title = fit(headline, 640, 3, 58, 34, SERIF_WIDTH);
  const sub = fit(subline, 620, 3, 26, 18, SANS_WIDTH);
  const titleY = 150;
  const subY = titleY + (title.lines.length - 1) * title.size * 1.15 + 55;
  const ctaY = subY + (sub.lines.length - 1) * sub.size * 1.2 + 34;
  const body = `<rect width="750" height="900" fill="url(#bg)"/><circle cx="375" cy="700" r="300" fill="${lighten(color, 0.9)}" opacity="0.85"/>${sprig(60, 920, 14, 300, lighten(color, 0.3), 0.45)}${sprig(700, 920, -14, 320, lighten(color, 0.25), 0.45)}${drawn}${text([brand.name.toUpperCase()], { x: 375, y: 80, size: 18, fill: darken(color, 0.3), spacing: 5, weight: 'bold' })}${text(title.lines, { x: 375, y: titleY, size: title.size, fill: darken(color, 0.55), family: SERIF, lineHeight: 1.15 })}${text(sub.lines, { x: 375, y: Math.round(subY), size: sub.size, fill: '#4a3a2c' })}${pill(375, Math.round(ctaY), cta, darken(color, 0.35), 'middle', 22)}`;
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

// ---------- blog and people ----------

export function blogCover(title: string, categoryName: string, color: string, kind: IngredientMotif): string {
  const defs = diagonal('bg', darken(color, 0.2), darken(color, 0.55));
  const random = mulberry32(hash(title));
  const heading = fit(title, 700, 4, 54, 30, SERIF_WIDTH);
  const motifs = [
    `<g opacity="0.9">${motif(kind, lighten(color, 0.25), 930, 300, 150, 'm0')}</g>`,
    `<g opacity="0.55">${motif(kind, lighten(color, 0.45), 1110, 130, 70, 'm1')}</g>`,
    `<g opacity="0.55">${motif(kind, lighten(color, 0.4), 1100, 520, 80, 'm2')}</g>`,
  ].join('');
  const body = `<rect width="1200" height="630" fill="url(#bg)"/><circle cx="940" cy="310" r="250" fill="${lighten(color, 0.15)}" opacity="0.25"/>${sprig(760 + random() * 40, 700, 20, 360, lighten(color, 0.3), 0.3)}${motifs}${text([categoryName.toUpperCase()], { x: 80, y: 130, size: 20, fill: lighten(color, 0.7), anchor: 'start', spacing: 5, weight: 'bold' })}<rect x="80" y="152" width="70" height="4" fill="${lighten(color, 0.6)}"/>${text(heading.lines, { x: 80, y: 230, size: heading.size, fill: '#fffaf1', family: SERIF, anchor: 'start', lineHeight: 1.18 })}${text([`${brand.name} Journal`], { x: 80, y: 575, size: 20, fill: lighten(color, 0.6), anchor: 'start', style: 'italic', family: SERIF })}`;
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80" role="img" aria-label="${esc(brand.name)}"><title>${esc(brand.name)}</title>${leaf(18, 58, -62, 46, '#3f6b3a')}${leaf(22, 60, -28, 34, '#c8742f')}<text x="66" y="46" font-family="Georgia, 'DejaVu Serif', serif" font-size="38" fill="#3b2a1f">${esc(first)}</text><text x="68" y="68" font-family="'DejaVu Sans', Arial, sans-serif" font-size="13" letter-spacing="6" fill="#8a5a2b">${esc(rest.join(' ').toUpperCase())}</text></svg>\n`;
}
