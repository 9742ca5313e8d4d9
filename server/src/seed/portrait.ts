/**
 * Illustrated portraits of the demo contestants (issue #29): a face, hair, a gown and a sash reading
 * her category, so fans can tell thirty cards apart. Each trait is chosen from the contestant's index
 * (so neighbours differ and a re-seed draws the same faces); small proportions vary from a seeded
 * random source. The face sits in the centre square, because cards crop the 4:5 picture to a square
 * and avatars to a circle.
 */
import type { Category } from '@pageant/common';
import type { Frame } from './images';
import { COLORS, SERIF, glowGradient, linearGradient, pick, rng, sparkles, svgDoc, type Rng } from './svg';

/** From fair to deep, with warm and olive undertones: the range of the people who enter. */
const SKINS: readonly { base: string; shade: string }[] = [
  { base: '#F5D7C3', shade: '#E2B49A' },
  { base: '#8A5234', shade: '#6E3F27' },
  { base: '#E6B58F', shade: '#CD956E' },
  { base: '#5C3521', shade: '#472818' },
  { base: '#D49C74', shade: '#B97E57' },
  { base: '#C08360', shade: '#A26848' },
  { base: '#EFC6A4', shade: '#D9A57F' },
  { base: '#A86A45', shade: '#8C5434' },
  { base: '#74442A', shade: '#5B331E' },
];

const HAIR_COLOURS = ['#1B1210', '#2E1B14', '#4A2A1A', '#14100F', '#6B3A22', '#3A2418', '#8C5A2B'] as const;

const HAIR_STYLES = ['long', 'bun', 'waves', 'bob', 'braid', 'curls', 'ponytail'] as const;
type HairStyle = (typeof HAIR_STYLES)[number];

/** Jewel tones of an evening gown; the sash is ivory or gold, whichever shows on it. */
const GOWNS: readonly { fill: string; sash: string; ink: string }[] = [
  { fill: '#6D1140', sash: COLORS.ivory, ink: COLORS.plum },
  { fill: '#0F5C4D', sash: COLORS.goldLight, ink: COLORS.plum },
  { fill: '#2B0A3D', sash: COLORS.goldLight, ink: COLORS.plum },
  { fill: '#C2185B', sash: COLORS.ivory, ink: COLORS.wine },
  { fill: '#1D3A7A', sash: COLORS.ivory, ink: COLORS.plum },
  { fill: '#C9A227', sash: COLORS.ivory, ink: COLORS.wine },
  { fill: '#7A1F1F', sash: COLORS.goldLight, ink: COLORS.plum },
  { fill: '#4A1463', sash: COLORS.ivory, ink: COLORS.plum },
  { fill: '#0E6E7A', sash: COLORS.ivory, ink: COLORS.plum },
  { fill: '#E9A6BF', sash: COLORS.plum, ink: COLORS.goldLight },
  { fill: '#F4EEE2', sash: COLORS.rose, ink: COLORS.ivory },
];

/** Soft backdrops: a pale tint of the brand with a deeper corner, so every card reads as one set. */
const BACKDROPS: readonly (readonly [string, string])[] = [
  ['#FBF7F0', '#E9A6BF'],
  ['#F4EEE2', '#C9A227'],
  ['#F7E8EE', '#4A1463'],
  ['#FBF7F0', '#6D1140'],
  ['#EFE4F2', '#C2185B'],
  ['#F9EFDC', '#2B0A3D'],
];

const LIPS = ['#A8324A', '#8E2A3E', '#B5475A', '#7A2434', '#C0566A'] as const;
const NECKLINES = ['v', 'sweetheart', 'offShoulder', 'halter'] as const;
type Neckline = (typeof NECKLINES)[number];

const CX = 400;

interface Look {
  skin: { base: string; shade: string };
  hair: string;
  style: HairStyle;
  gown: { fill: string; sash: string; ink: string };
  backdrop: readonly [string, string];
  lips: string;
  neckline: Neckline;
  bindi: boolean;
  tiara: boolean;
  faceW: number;
  faceH: number;
  eyeGap: number;
}

/** Neighbouring indices step through each list at a different stride, so no two cards share every trait. */
function lookOf(index: number, r: Rng): Look {
  const at = <T>(list: readonly T[], stride: number, offset = 0): T => list[(index * stride + offset) % list.length] as T;
  return {
    skin: at(SKINS, 4),
    hair: at(HAIR_COLOURS, 3, 1),
    style: at(HAIR_STYLES, 1),
    gown: at(GOWNS, 5, 2),
    backdrop: at(BACKDROPS, 1, 3),
    lips: pick(r, LIPS),
    neckline: at(NECKLINES, 3),
    bindi: index % 3 === 0,
    tiara: index < 3,
    faceW: 112 + Math.round(r() * 16),
    faceH: 146 + Math.round(r() * 14),
    eyeGap: 50 + Math.round(r() * 8),
  };
}

const FACE_Y = 390;

/** Hair that falls behind the head and shoulders (drawn first). */
function hairBack(l: Look): string {
  const { faceW: w, faceH: h, hair } = l;
  const top = FACE_Y - h - 18;
  switch (l.style) {
    case 'long':
      return `<path d="M${CX - w - 26},${FACE_Y - 40} Q${CX - w - 40},${top} ${CX},${top} Q${CX + w + 40},${top} ${CX + w + 26},${FACE_Y - 40} L${CX + w + 60},${FACE_Y + 400} Q${CX},${FACE_Y + 440} ${CX - w - 60},${FACE_Y + 400} Z" fill="${hair}"/>`;
    case 'waves': {
      let d = `M${CX - w - 30},${FACE_Y - 60} Q${CX - w - 30},${top} ${CX},${top} Q${CX + w + 30},${top} ${CX + w + 30},${FACE_Y - 60}`;
      for (let i = 1; i <= 6; i += 1)
        d += ` Q${CX + w + (i % 2 ? 70 : 30)},${FACE_Y - 60 + i * 55 - 27} ${CX + w + 45},${FACE_Y - 60 + i * 55}`;
      d += ` Q${CX},${FACE_Y + 330} ${CX - w - 45},${FACE_Y + 270}`;
      for (let i = 5; i >= 0; i -= 1)
        d += ` Q${CX - w - (i % 2 ? 70 : 30)},${FACE_Y - 60 + i * 55 + 27} ${CX - w - (i === 0 ? 30 : 45)},${FACE_Y - 60 + i * 55}`;
      return `<path d="${d} Z" fill="${hair}"/>`;
    }
    case 'bob':
      return `<path d="M${CX - w - 34},${FACE_Y + 120} Q${CX - w - 50},${top - 10} ${CX},${top - 6} Q${CX + w + 50},${top - 10} ${CX + w + 34},${FACE_Y + 120} Q${CX + w},${FACE_Y + 140} ${CX + w - 20},${FACE_Y + 110} L${CX - w + 20},${FACE_Y + 110} Q${CX - w},${FACE_Y + 140} ${CX - w - 34},${FACE_Y + 120} Z" fill="${hair}"/>`;
    case 'curls': {
      let out = '';
      for (let a = -200; a <= 20; a += 18) {
        const rad = (a * Math.PI) / 180;
        const x = CX + Math.cos(rad) * (w + 44);
        const y = FACE_Y - 10 + Math.sin(rad) * (h + 30);
        out += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${46 + ((a / 18) % 2 ? 8 : 0)}"/>`;
      }
      for (const side of [-1, 1])
        for (let i = 0; i < 4; i += 1) out += `<circle cx="${CX + side * (w + 40 - i * 4)}" cy="${FACE_Y + 40 + i * 60}" r="44"/>`;
      return `<g fill="${hair}">${out}</g>`;
    }
    case 'braid': {
      let plait = '';
      for (let i = 0; i < 7; i += 1) plait += `<ellipse cx="${CX + w - 10 - i * 6}" cy="${FACE_Y + 120 + i * 52}" rx="30" ry="34"/>`;
      return `<g fill="${hair}"><path d="M${CX - w - 24},${FACE_Y + 20} Q${CX - w - 36},${top} ${CX},${top} Q${CX + w + 36},${top} ${CX + w + 24},${FACE_Y + 40} Z"/>${plait}</g>`;
    }
    case 'ponytail':
      return `<g fill="${hair}"><path d="M${CX - w - 18},${FACE_Y - 20} Q${CX - w - 30},${top} ${CX},${top} Q${CX + w + 30},${top} ${CX + w + 18},${FACE_Y - 20} Z"/><path d="M${CX + w - 10},${top + 60} Q${CX + w + 130},${top + 120} ${CX + w + 70},${FACE_Y + 260} Q${CX + w + 40},${FACE_Y + 120} ${CX + w - 30},${top + 90} Z"/></g>`;
    case 'bun':
    default:
      return `<g fill="${hair}"><circle cx="${CX}" cy="${top - 20}" r="${Math.round(w * 0.62)}"/><path d="M${CX - w - 14},${FACE_Y - 10} Q${CX - w - 26},${top + 6} ${CX},${top + 6} Q${CX + w + 26},${top + 6} ${CX + w + 14},${FACE_Y - 10} Z"/></g>`;
  }
}

/** The hairline over the forehead: a side part, a centre part or a soft fringe. */
function hairFront(l: Look, r: Rng): string {
  const { faceW: w, faceH: h, hair } = l;
  const top = FACE_Y - h - 18;
  const side = r() < 0.5 ? -1 : 1;
  const part = CX + side * w * 0.35;
  if (l.style === 'bob' || l.style === 'curls') {
    return `<path d="M${CX - w - 8},${FACE_Y - 30} Q${CX - w},${top - 4} ${CX},${top - 4} Q${CX + w},${top - 4} ${CX + w + 8},${FACE_Y - 30} Q${CX + w * 0.6},${FACE_Y - h * 0.62} ${CX},${FACE_Y - h * 0.58} Q${CX - w * 0.6},${FACE_Y - h * 0.62} ${CX - w - 8},${FACE_Y - 30} Z" fill="${hair}"/>`;
  }
  // The hair covers the crown down to a hairline that dips lower on the side the hair is swept to.
  const sweep = (toward: number) => FACE_Y - h * (toward === side ? 0.62 : 0.42);
  return `<path d="M${CX - w - 8},${FACE_Y - 10} Q${CX - w - 4},${top} ${CX},${top} Q${CX + w + 4},${top} ${CX + w + 8},${FACE_Y - 10} Q${CX + w * 0.75},${sweep(-1)} ${part},${FACE_Y - h * 0.82} Q${CX - w * 0.75},${sweep(1)} ${CX - w - 8},${FACE_Y - 10} Z" fill="${hair}"/>`;
}

function eye(x: number, y: number, flip: number, hair: string): string {
  const d = `M${x - 26},${y} Q${x},${y - 20} ${x + 26},${y} Q${x},${y + 14} ${x - 26},${y} Z`;
  const lash = `M${x - 27 * flip},${y} Q${x},${y - 22} ${x + 30 * flip},${y - 6}`;
  return (
    `<path d="${d}" fill="#FFFDF8"/>` +
    `<circle cx="${x}" cy="${y - 2}" r="11" fill="#3B2317"/><circle cx="${x}" cy="${y - 2}" r="5" fill="#120B08"/>` +
    `<circle cx="${x + 4}" cy="${y - 6}" r="3" fill="#FFFFFF"/>` +
    `<path d="${lash}" fill="none" stroke="${hair}" stroke-width="4" stroke-linecap="round"/>`
  );
}

function face(l: Look, r: Rng): string {
  const { faceW: w, faceH: h, skin } = l;
  const eyeY = FACE_Y - 8;
  const gap = l.eyeGap;
  const browLift = 34 + Math.round(r() * 8);
  const brow = (x: number, flip: number) =>
    `<path d="M${x - 28 * flip},${eyeY - browLift + 8} Q${x},${eyeY - browLift - 6} ${x + 30 * flip},${eyeY - browLift + 4}" fill="none" stroke="${l.hair}" stroke-width="7" stroke-linecap="round"/>`;
  const mouthY = FACE_Y + h * 0.52;
  const smile = 30 + Math.round(r() * 8);
  const jaw = `M${CX - w},${FACE_Y - 20} Q${CX - w},${FACE_Y + h * 0.55} ${CX - w * 0.45},${FACE_Y + h * 0.86} Q${CX},${FACE_Y + h * 1.06} ${CX + w * 0.45},${FACE_Y + h * 0.86} Q${CX + w},${FACE_Y + h * 0.55} ${CX + w},${FACE_Y - 20} Q${CX + w},${FACE_Y - h} ${CX},${FACE_Y - h} Q${CX - w},${FACE_Y - h} ${CX - w},${FACE_Y - 20} Z`;
  return (
    // Ears with gold drops, then the face, its cheeks and features.
    `<ellipse cx="${CX - w + 2}" cy="${FACE_Y + 6}" rx="18" ry="30" fill="${skin.shade}"/><ellipse cx="${CX + w - 2}" cy="${FACE_Y + 6}" rx="18" ry="30" fill="${skin.shade}"/>` +
    `<circle cx="${CX - w + 2}" cy="${FACE_Y + 46}" r="8" fill="${COLORS.gold}"/><circle cx="${CX + w - 2}" cy="${FACE_Y + 46}" r="8" fill="${COLORS.gold}"/>` +
    `<path d="M${CX - w + 2},${FACE_Y + 54} l-8,26 h16 Z" fill="${COLORS.goldLight}"/><path d="M${CX + w - 2},${FACE_Y + 54} l-8,26 h16 Z" fill="${COLORS.goldLight}"/>` +
    `<path d="${jaw}" fill="${skin.base}"/>` +
    `<ellipse cx="${CX - gap - 14}" cy="${FACE_Y + 58}" rx="30" ry="18" fill="url(#cheek)"/><ellipse cx="${CX + gap + 14}" cy="${FACE_Y + 58}" rx="30" ry="18" fill="url(#cheek)"/>` +
    brow(CX - gap, -1) +
    brow(CX + gap, 1) +
    eye(CX - gap, eyeY, -1, l.hair) +
    eye(CX + gap, eyeY, 1, l.hair) +
    `<path d="M${CX - 4},${eyeY + 24} Q${CX - 12},${FACE_Y + 70} ${CX - 2},${FACE_Y + 78} Q${CX + 8},${FACE_Y + 82} ${CX + 14},${FACE_Y + 76}" fill="none" stroke="${skin.shade}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M${CX - smile},${mouthY} Q${CX - 10},${mouthY - 12} ${CX},${mouthY - 6} Q${CX + 10},${mouthY - 12} ${CX + smile},${mouthY} Q${CX},${mouthY + 30} ${CX - smile},${mouthY} Z" fill="${l.lips}"/>` +
    `<path d="M${CX - smile + 4},${mouthY + 1} Q${CX},${mouthY + 10} ${CX + smile - 4},${mouthY + 1}" fill="none" stroke="#5A1A26" stroke-width="2" opacity="0.6"/>` +
    (l.bindi ? `<circle cx="${CX}" cy="${eyeY - browLift - 4}" r="7" fill="${COLORS.rose}"/>` : '')
  );
}

/** Neck, shoulders and the gown's bodice and skirt, cut at the card's lower edge. */
function body(l: Look, h: number): string {
  const { skin, gown } = l;
  const neckTop = FACE_Y + l.faceH * 0.7;
  const shoulderY = 680;
  const neck = `<path d="M${CX - 46},${neckTop} L${CX - 52},${shoulderY - 20} L${CX + 52},${shoulderY - 20} L${CX + 46},${neckTop} Z" fill="${skin.shade}"/>`;
  const shoulders = `<path d="M${CX - 60},${shoulderY - 34} Q${CX - 190},${shoulderY - 20} ${CX - 250},${shoulderY + 60} L${CX - 290},${h} L${CX + 290},${h} L${CX + 250},${shoulderY + 60} Q${CX + 190},${shoulderY - 20} ${CX + 60},${shoulderY - 34} Z" fill="${skin.base}"/>`;
  const necklines: Record<Neckline, string> = {
    v: `M${CX - 250},${shoulderY + 60} Q${CX - 200},${shoulderY - 10} ${CX - 120},${shoulderY - 18} L${CX},${shoulderY + 150} L${CX + 120},${shoulderY - 18} Q${CX + 200},${shoulderY - 10} ${CX + 250},${shoulderY + 60}`,
    sweetheart: `M${CX - 262},${shoulderY + 90} L${CX - 200},${shoulderY + 60} Q${CX - 90},${shoulderY + 40} ${CX},${shoulderY + 110} Q${CX + 90},${shoulderY + 40} ${CX + 200},${shoulderY + 60} L${CX + 262},${shoulderY + 90}`,
    offShoulder: `M${CX - 270},${shoulderY + 110} Q${CX},${shoulderY + 70} ${CX + 270},${shoulderY + 110}`,
    halter: `M${CX - 262},${shoulderY + 100} L${CX - 190},${shoulderY + 80} L${CX - 40},${shoulderY - 30} L${CX},${shoulderY + 70} L${CX + 40},${shoulderY - 30} L${CX + 190},${shoulderY + 80} L${CX + 262},${shoulderY + 100}`,
  };
  const dress = `<path d="${necklines[l.neckline]} L${CX + 300},${h} L${CX - 300},${h} Z" fill="${gown.fill}"/>`;
  // Light falls from the upper left: a soft sheen across the bodice.
  const sheen = `<path d="${necklines[l.neckline]} L${CX + 300},${h} L${CX - 300},${h} Z" fill="url(#sheen)"/>`;
  const necklace =
    `<path d="M${CX - 60},${shoulderY - 28} Q${CX},${shoulderY + 20} ${CX + 60},${shoulderY - 28}" fill="none" stroke="${COLORS.gold}" stroke-width="5"/>` +
    `<circle cx="${CX}" cy="${shoulderY + 4}" r="10" fill="${COLORS.goldLight}" stroke="${COLORS.gold}" stroke-width="3"/>`;
  return neck + shoulders + dress + sheen + necklace;
}

/** The sash from one shoulder across the gown to the opposite hip, reading her category. */
function sash(l: Look, category: Category): string {
  const { sash: fill, ink } = l.gown;
  const from = { x: CX - 215, y: 650 };
  const angle = 38;
  const len = 640;
  const band = 66;
  const word = `${category} Indo-US`.toUpperCase();
  return (
    `<g transform="rotate(${angle} ${from.x} ${from.y})">` +
    `<rect x="${from.x - 20}" y="${from.y - band / 2}" width="${len}" height="${band}" fill="${fill}"/>` +
    `<rect x="${from.x - 20}" y="${from.y - band / 2 + 6}" width="${len}" height="3" fill="${COLORS.gold}"/>` +
    `<rect x="${from.x - 20}" y="${from.y + band / 2 - 9}" width="${len}" height="3" fill="${COLORS.gold}"/>` +
    `<text x="${from.x + 250}" y="${from.y + 11}" font-family="${SERIF}" font-weight="700" font-size="30" letter-spacing="4" fill="${ink}" text-anchor="middle">${word}</text>` +
    `</g>`
  );
}

/** A small gold tiara for the three leaders of the demo season. */
function tiara(l: Look): string {
  const top = FACE_Y - l.faceH - 26;
  const w = l.faceW * 0.9;
  const points = [-1, -0.5, 0, 0.5, 1].map((f) => {
    const height = f === 0 ? 56 : Math.abs(f) === 0.5 ? 40 : 24;
    return `L${(CX + f * w).toFixed(0)},${top - height} L${(CX + (f + 0.25) * w).toFixed(0)},${top}`;
  });
  return (
    `<path d="M${CX - w * 1.1},${top + 10} ${points.join(' ')} L${CX + w * 1.1},${top + 10} Z" fill="${COLORS.gold}"/>` +
    `<circle cx="${CX}" cy="${top - 60}" r="9" fill="${COLORS.rose}"/>`
  );
}

export function contestantPortraitSvg(index: number, category: Category, { w, h }: Frame): string {
  const r = rng(`contestant:${index}`);
  const l = lookOf(index, r);
  const [light, deep] = l.backdrop;
  const defs =
    linearGradient('bg', light, deep, 115) +
    glowGradient('halo', '#FFFFFF', 0.7) +
    glowGradient('cheek', COLORS.rose, 0.28) +
    `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.22"/><stop offset="0.6" stop-color="#FFFFFF" stop-opacity="0"/></linearGradient>`;
  const backdrop =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<ellipse cx="${CX}" cy="${FACE_Y}" rx="${w * 0.55}" ry="${h * 0.42}" fill="url(#halo)"/>` +
    `<circle cx="${CX}" cy="${FACE_Y + 40}" r="300" fill="none" stroke="${COLORS.gold}" stroke-width="2" opacity="0.45"/>` +
    sparkles(r, w, h * 0.6, 9, COLORS.gold);
  const body_ = hairBack(l) + body(l, h) + sash(l, category) + face(l, r) + hairFront(l, r) + (l.tiara ? tiara(l) : '');
  return svgDoc(w, h, defs, backdrop + body_);
}
