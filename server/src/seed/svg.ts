/**
 * SVG building blocks for the seeded artwork: brand colours, a seeded random source, text helpers
 * and simple ornaments (crowns, stars, sparkles, arcs). Composers live in artwork.ts.
 */
import { fitSize, textWidth, type FontFace } from './fonts';

export const COLORS = {
  plum: '#2B0A3D',
  plumLight: '#4A1463',
  wine: '#6D1140',
  rose: '#C2185B',
  blush: '#E9A6BF',
  gold: '#C9A227',
  goldLight: '#E8CF7A',
  ivory: '#FBF7F0',
  paper: '#F4EEE2',
  ink: '#1E1424',
} as const;

/** Background pairs: always a deep jewel tone on one end so ivory and gold text keep contrast. */
export const GRADIENTS: readonly (readonly [string, string])[] = [
  [COLORS.plum, COLORS.rose],
  [COLORS.plum, COLORS.wine],
  [COLORS.wine, COLORS.rose],
  [COLORS.plum, COLORS.plumLight],
  [COLORS.plumLight, COLORS.rose],
  [COLORS.wine, COLORS.plumLight],
];

/** Resolved by fontconfig to the files in server/fonts (see fonts.ts), never to a look-alike. */
export const SERIF = "'Playfair Display', serif";
export const SANS = 'Inter, sans-serif';

export type Rng = () => number;

/** Deterministic generator (mulberry32 over an FNV hash of the seed) so reseeding looks the same. */
export function rng(seed: string): Rng {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(r: Rng, list: readonly T[]): T {
  const item = list[Math.floor(r() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** "Dr. Meera Raghavan" -> "MR": titles ending in a dot are skipped. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !w.endsWith('.'));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Greedy word wrap to a pixel width, measured with the font the lines are drawn in. */
export function wrap(text: string, width: number, o: Pick<TextOpts, 'size' | 'family' | 'weight' | 'italic' | 'spacing'>): string[] {
  const lines: string[] = [];
  let line = '';
  const face = faceOf(o);
  for (const word of text.split(/\s+/)) {
    if (line && textWidth(`${line} ${word}`, face, o.size, o.spacing ?? 0) > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface TextOpts {
  size: number;
  fill: string;
  family?: string;
  weight?: number | string;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
  italic?: boolean;
  /** Widest the line may be, in pixels: the size shrinks (never grows) until it fits. */
  fit?: number;
}

/** The font file a text style is drawn with, for measuring it. */
export function faceOf(o: Pick<TextOpts, 'family' | 'weight' | 'italic'>): FontFace {
  const bold = Number(o.weight ?? 400) >= 550;
  if ((o.family ?? SANS) === SERIF) return o.italic ? 'serif-italic' : bold ? 'serif-bold' : 'serif';
  return bold ? 'sans-semibold' : 'sans';
}

export function text(x: number, y: number, content: string, o: TextOpts): string {
  const size = o.fit === undefined ? o.size : fitSize(content, faceOf(o), o.fit, o.size, o.spacing ?? 0);
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-family="${o.family ?? SANS}"`,
    `font-size="${size}"`,
    `fill="${o.fill}"`,
    `text-anchor="${o.anchor ?? 'start'}"`,
  ];
  if (o.weight !== undefined) attrs.push(`font-weight="${o.weight}"`);
  if (o.spacing) attrs.push(`letter-spacing="${o.spacing}"`);
  if (o.opacity !== undefined) attrs.push(`opacity="${o.opacity}"`);
  if (o.italic) attrs.push('font-style="italic"');
  return `<text ${attrs.join(' ')}>${esc(content)}</text>`;
}

export function lines(x: number, y: number, rows: readonly string[], lineHeight: number, o: TextOpts): string {
  return rows.map((row, i) => text(x, y + i * lineHeight, row, o)).join('');
}

export function linearGradient(id: string, from: string, to: string, angle = 135): string {
  const rad = (angle * Math.PI) / 180;
  const dx = Math.cos(rad) / 2;
  const dy = Math.sin(rad) / 2;
  const f = (n: number) => n.toFixed(3);
  return (
    `<linearGradient id="${id}" x1="${f(0.5 - dx)}" y1="${f(0.5 - dy)}" x2="${f(0.5 + dx)}" y2="${f(0.5 + dy)}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

/** A soft light pool, cheaper to render than a blur filter. */
export function glowGradient(id: string, color: string, opacity = 0.45): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}

export function svgDoc(w: number, h: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` + `<defs>${defs}</defs>${body}</svg>`
  );
}

/** Five-point pageant crown, centred on (cx, cy), w wide. */
export function crown(cx: number, cy: number, w: number, fill: string, opacity = 1): string {
  const s = w / 100;
  const p = (x: number, y: number) => `${(cx + x * s).toFixed(1)},${(cy + y * s).toFixed(1)}`;
  const body =
    `M${p(-50, 30)} L${p(-50, -10)} L${p(-30, 8)} L${p(-15, -30)} L${p(0, 0)} L${p(15, -30)} ` +
    `L${p(30, 8)} L${p(50, -10)} L${p(50, 30)} Z`;
  const jewels = [
    [-50, -14],
    [-15, -34],
    [15, -34],
    [50, -14],
    [0, -40],
  ]
    .map(([x = 0, y = 0]) => `<circle cx="${(cx + x * s).toFixed(1)}" cy="${(cy + y * s).toFixed(1)}" r="${(5 * s).toFixed(1)}"/>`)
    .join('');
  const band = `<rect x="${(cx - 50 * s).toFixed(1)}" y="${(cy + 34 * s).toFixed(1)}" width="${(100 * s).toFixed(1)}" height="${(10 * s).toFixed(1)}" rx="${(3 * s).toFixed(1)}"/>`;
  return `<g fill="${fill}" opacity="${opacity}"><path d="${body}"/>${jewels}${band}</g>`;
}

/** Regular star polygon. */
export function star(cx: number, cy: number, r: number, fill: string, opacity = 1, points = 5): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.42;
    const a = (Math.PI * i) / points - Math.PI / 2;
    pts.push(`${(cx + radius * Math.cos(a)).toFixed(1)},${(cy + radius * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}" opacity="${opacity}"/>`;
}

/** Four-point twinkle. */
export function sparkle(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  const q = r * 0.22;
  const d =
    `M${cx},${cy - r} Q${cx + q},${cy - q} ${cx + r},${cy} Q${cx + q},${cy + q} ${cx},${cy + r} ` +
    `Q${cx - q},${cy + q} ${cx - r},${cy} Q${cx - q},${cy - q} ${cx},${cy - r} Z`;
  return `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`;
}

/** Scattered twinkles inside the box [x0, x0 + w] x [0, h]. */
export function sparkles(r: Rng, w: number, h: number, count: number, fill: string = COLORS.goldLight, x0 = 0): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += sparkle(Math.round(x0 + r() * w), Math.round(r() * h), 4 + r() * 12, fill, 0.35 + r() * 0.5);
  }
  return out;
}

/** Concentric rings, like ripples of stage light. */
export function arcs(cx: number, cy: number, r0: number, count: number, step: number, stroke: string, opacity = 0.3): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const o = (opacity * (count - i)) / count;
    out += `<circle cx="${cx}" cy="${cy}" r="${r0 + i * step}" fill="none" stroke="${stroke}" stroke-width="2" opacity="${o.toFixed(2)}"/>`;
  }
  return out;
}

/** Stylised evening gown for the fashion gallery. */
export function gown(cx: number, top: number, h: number, fill: string, accent: string): string {
  const s = h / 400;
  const p = (x: number, y: number) => `${(cx + x * s).toFixed(1)},${(top + y * s).toFixed(1)}`;
  const dress =
    `M${p(-28, 70)} Q${p(0, 60)} ${p(28, 70)} L${p(22, 150)} Q${p(70, 260)} ${p(130, 400)} ` +
    `Q${p(0, 380)} ${p(-130, 400)} Q${p(-70, 260)} ${p(-22, 150)} Z`;
  return (
    `<g><circle cx="${cx}" cy="${(top + 30 * s).toFixed(1)}" r="${(22 * s).toFixed(1)}" fill="${fill}" opacity="0.9"/>` +
    `<path d="${dress}" fill="${fill}"/>` +
    `<path d="M${p(-24, 150)} Q${p(0, 160)} ${p(24, 150)}" stroke="${accent}" stroke-width="${(6 * s).toFixed(1)}" fill="none"/></g>`
  );
}

/** Lotus: a fan of pointed petals. */
export function lotus(cx: number, cy: number, size: number, fill: string, opacity = 1): string {
  let out = '';
  for (const angle of [-60, -30, 0, 30, 60]) {
    const len = angle === 0 ? size : size * 0.85;
    out +=
      `<path transform="rotate(${angle} ${cx} ${cy})" d="M${cx},${cy} Q${cx - size * 0.28},${cy - len * 0.55} ${cx},${cy - len} ` +
      `Q${cx + size * 0.28},${cy - len * 0.55} ${cx},${cy} Z"/>`;
  }
  return `<g fill="${fill}" opacity="${opacity}">${out}</g>`;
}

/** Faceted gem outline. */
export function diamond(cx: number, cy: number, w: number, stroke: string, fill: string): string {
  const s = w / 100;
  const p = (x: number, y: number) => `${(cx + x * s).toFixed(1)},${(cy + y * s).toFixed(1)}`;
  return (
    `<g stroke="${stroke}" stroke-width="${(2.5 * s).toFixed(1)}" stroke-linejoin="round">` +
    `<path d="M${p(-50, -15)} L${p(-28, -40)} L${p(28, -40)} L${p(50, -15)} L${p(0, 45)} Z" fill="${fill}"/>` +
    `<path d="M${p(-50, -15)} L${p(50, -15)} M${p(-28, -40)} L${p(-12, -15)} L${p(0, 45)} L${p(12, -15)} L${p(28, -40)}" fill="none"/></g>`
  );
}

/** A ring of pointed petals around (cx, cy), like a mandala border. */
export function rosette(cx: number, cy: number, radius: number, petals: number, len: number, fill: string, opacity = 1): string {
  let out = '';
  for (let i = 0; i < petals; i += 1) {
    const angle = (360 / petals) * i;
    const y0 = cy - radius;
    out +=
      `<path transform="rotate(${angle.toFixed(1)} ${cx} ${cy})" d="M${cx},${y0} Q${cx - len * 0.3},${y0 - len * 0.5} ${cx},${y0 - len} ` +
      `Q${cx + len * 0.3},${y0 - len * 0.5} ${cx},${y0} Z"/>`;
  }
  return `<g fill="${fill}" opacity="${opacity}">${out}</g>`;
}
