import { mulberry32 } from '../data/random.ts';
import type { IngredientMotif } from '../data/types.ts';
import { darken, hash, lighten, linear, radial } from './drawing.ts';

// Botanical decoration: leaves, sprigs, the arch that frames category art, and ingredient motifs.

function leafPath(length: number, width: number): string {
  return `M0 0 C${length * 0.3} ${-width} ${length * 0.7} ${-width} ${length} 0 C${length * 0.7} ${width} ${length * 0.3} ${width} 0 0 Z`;
}

export function leaf(x: number, y: number, angle: number, length: number, fill: string, opacity = 1): string {
  const width = length * 0.32;
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)})" opacity="${opacity}"><path d="${leafPath(length, width)}" fill="${fill}"/><path d="M${length * 0.06} 0 L${length * 0.92} 0" stroke="${lighten(fill, 0.35)}" stroke-width="${Math.max(1, length / 40).toFixed(1)}" fill="none"/></g>`;
}

/** A stem with paired leaves, drawn upwards from (x, y). */
export function sprig(
  x: number,
  y: number,
  angle: number,
  length: number,
  color: string,
  opacity = 1,
): string {
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
export function arch(
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
