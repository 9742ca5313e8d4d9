/**
 * Composers for every kind of seeded picture; each draws for one frame of images.ts (FRAMES).
 * Words the page already prints beside a picture (a name, a caption) are never drawn into it, and
 * any text that is drawn is measured with the real font so it fits its frame.
 */
import { fitSize } from './fonts';
import type { Frame } from './images';
import {
  COLORS,
  GRADIENTS,
  SANS,
  SERIF,
  arcs,
  crown,
  diamond,
  glowGradient,
  gown,
  initials,
  linearGradient,
  lines,
  lotus,
  pick,
  rng,
  rosette,
  sparkles,
  star,
  svgDoc,
  text,
  wrap,
} from './svg';

function background(seed: string, w: number, h: number, angle = 135): { defs: string; body: string } {
  const r = rng(`bg:${seed}`);
  const [from, to] = pick(r, GRADIENTS);
  const gx = Math.round(w * (0.25 + r() * 0.5));
  const gy = Math.round(h * (0.2 + r() * 0.4));
  return {
    defs: linearGradient('bg', from, to, angle) + glowGradient('glow', COLORS.goldLight, 0.35),
    body:
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      `<ellipse cx="${gx}" cy="${gy}" rx="${Math.round(w * 0.45)}" ry="${Math.round(h * 0.45)}" fill="url(#glow)"/>`,
  };
}

/**
 * Contestant, team and testimonial picture: a monogram medallion. Everything that matters sits in
 * the circle inscribed in the central square, because cards crop the 4:5 picture to a square and
 * testimonials to a small circle; the name itself is printed by the page, not here.
 */
export function portraitSvg(name: string, { w, h }: Frame): string {
  const r = rng(`portrait:${name}`);
  const bg = background(name, w, h, 120);
  const cx = w / 2;
  const cy = h / 2;
  const safe = Math.min(w, h) / 2;
  const ring = safe * 0.5;
  const mono = initials(name);
  const body =
    bg.body +
    arcs(cx, cy, ring + 40, 5, safe * 0.12, COLORS.goldLight, 0.3) +
    sparkles(r, w, h, 10) +
    rosette(cx, cy, ring + 14, 24, safe * 0.2, COLORS.gold, 0.55) +
    `<circle cx="${cx}" cy="${cy}" r="${ring}" fill="${COLORS.plum}" fill-opacity="0.55" stroke="${COLORS.gold}" stroke-width="4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${ring - 12}" fill="none" stroke="${COLORS.goldLight}" stroke-width="1.5" opacity="0.6"/>` +
    crown(cx, cy - ring * 0.5, ring * 0.42, COLORS.gold) +
    text(cx, cy + ring * 0.42, mono, {
      size: ring * 0.78,
      fill: COLORS.ivory,
      family: SERIF,
      anchor: 'middle',
      weight: 700,
      fit: ring * 1.5,
    });
  return svgDoc(w, h, bg.defs, body);
}

/**
 * A leader's "know more" card: her role and story. The dialog that shows it is titled with her
 * name, so the card does not repeat it.
 */
export function bioCardSvg(name: string, designation: string, bio: string, { w, h }: Frame): string {
  const r = rng(`bio:${name}`);
  const defs = linearGradient('bg', COLORS.plum, COLORS.wine, 100) + glowGradient('glow', COLORS.gold, 0.3);
  const pad = 64;
  const bioStyle = { size: 24, fill: COLORS.ivory, opacity: 0.92, family: SERIF };
  const bioLines = wrap(bio, w - pad * 2, bioStyle).slice(0, 14);
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<ellipse cx="${w / 2}" cy="120" rx="320" ry="220" fill="url(#glow)"/>` +
    `<rect x="24" y="24" width="${w - 48}" height="${h - 48}" rx="18" fill="none" stroke="${COLORS.gold}" stroke-width="2" opacity="0.7"/>` +
    sparkles(r, w, 220, 7) +
    crown(w / 2, 130, 90, COLORS.gold) +
    text(w / 2, 240, designation.toUpperCase(), {
      size: 20,
      fill: COLORS.goldLight,
      anchor: 'middle',
      spacing: 3,
      weight: 600,
      fit: w - pad * 2,
    }) +
    `<rect x="${w / 2 - 50}" y="272" width="100" height="2" fill="${COLORS.gold}"/>` +
    lines(pad, 340, bioLines, 40, bioStyle) +
    lotus(w / 2, h - 70, 70, COLORS.gold, 0.85);
  return svgDoc(w, h, defs, body);
}

/** Spotlight beams from the top edge at fractions `xs` of the width: `top` wide each side there, `spread` at `bottom`. */
function spotlights(xs: readonly number[], w: number, b: { top: number; spread: number; bottom: number; opacity: number }): string {
  return xs
    .map(
      (x) =>
        `<path d="M${w * x - b.top},0 L${w * x + b.top},0 L${w * x + b.spread},${b.bottom} L${w * x - b.spread},${b.bottom} Z" ` +
        `fill="${COLORS.goldLight}" opacity="${b.opacity}"/>`,
    )
    .join('');
}

/**
 * Home banners and the competition stage: pure ornament, no words. The home hero crops the banner
 * to a wide strip on a desktop and a tall one on a phone (and lays the real headline over it), so
 * the crown and its rings sit dead centre and everything else is a pattern that may be cut anywhere.
 */
export function bannerSvg(seed: string, { w, h }: Frame): string {
  const r = rng(`banner:${seed}`);
  const bg = background(seed, w, h, 160);
  const cx = w / 2;
  const cy = h / 2;
  const unit = Math.min(w, h);
  const beams = spotlights([0.18, 0.5, 0.82], w, { top: 24, spread: unit * 0.32, bottom: h, opacity: 0.07 });
  let stars = '';
  for (let i = 0; i < 14; i += 1) stars += star(r() * w, r() * h, 6 + r() * 18, COLORS.goldLight, 0.25 + r() * 0.45);
  const body =
    bg.body +
    beams +
    arcs(cx, cy, unit * 0.16, 10, unit * 0.07, COLORS.goldLight, 0.4) +
    sparkles(r, w, h, 36) +
    stars +
    rosette(cx, cy, unit * 0.17, 32, unit * 0.07, COLORS.gold, 0.35) +
    crown(cx, cy, unit * 0.2, COLORS.gold);
  return svgDoc(w, h, bg.defs, body);
}

export const ART_MOTIFS = ['crown', 'stars', 'lotus', 'stage', 'gown', 'diamond'] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

function motif(kind: ArtMotif, w: number, h: number, seed: string): string {
  const r = rng(`motif:${seed}`);
  const cx = w / 2;
  const cy = h / 2;
  const unit = Math.min(w, h);
  switch (kind) {
    case 'crown':
      return arcs(cx, cy, unit * 0.12, 7, unit * 0.06, COLORS.goldLight, 0.45) + crown(cx, cy, unit * 0.34, COLORS.gold);
    case 'stars': {
      let out = '';
      for (let i = 0; i < 7; i += 1)
        out += star(w * (0.15 + r() * 0.7), h * (0.15 + r() * 0.7), unit * (0.02 + r() * 0.05), COLORS.gold, 0.5 + r() * 0.5);
      return out + star(cx, cy, unit * 0.14, COLORS.goldLight);
    }
    case 'lotus':
      return (
        arcs(cx, cy + unit * 0.1, unit * 0.08, 6, unit * 0.055, COLORS.goldLight, 0.35) +
        lotus(cx, cy + unit * 0.16, unit * 0.34, COLORS.blush, 0.85) +
        lotus(cx, cy + unit * 0.16, unit * 0.22, COLORS.gold, 0.9)
      );
    case 'stage': {
      const beams = spotlights([0.2, 0.5, 0.8], w, { top: 18, spread: unit * 0.24, bottom: h * 0.82, opacity: 0.12 });
      return (
        `${beams}<ellipse cx="${cx}" cy="${h * 0.86}" rx="${w * 0.42}" ry="${h * 0.08}" fill="${COLORS.gold}" opacity="0.55"/>` +
        gown(cx, h * 0.2, h * 0.62, COLORS.ivory, COLORS.gold)
      );
    }
    case 'gown':
      return (
        `<ellipse cx="${cx}" cy="${h * 0.88}" rx="${w * 0.3}" ry="${h * 0.05}" fill="${COLORS.ink}" opacity="0.25"/>` +
        gown(cx, h * 0.12, h * 0.76, pick(r, [COLORS.rose, COLORS.goldLight, COLORS.ivory]), COLORS.gold)
      );
    case 'diamond':
      return (
        arcs(cx, cy, unit * 0.11, 6, unit * 0.07, COLORS.goldLight, 0.4) +
        diamond(cx, cy, unit * 0.38, COLORS.goldLight, `${COLORS.ivory}33`)
      );
    default:
      return '';
  }
}

/**
 * Gallery, fashion, brand, charity and campaign pictures: a motif on a brand gradient. A caption is
 * drawn only where the page prints none (the CSR carousel), inside the frame's safe margin.
 */
export function artSvg(seed: string, kind: ArtMotif, { w, h }: Frame, caption?: string): string {
  const r = rng(`art:${seed}`);
  const bg = background(seed, w, h);
  let body = bg.body + sparkles(r, w, h, 18) + motif(kind, w, h, seed);
  if (caption) {
    const band = Math.round(h * 0.15);
    body +=
      `<rect x="0" y="${h - band}" width="${w}" height="${band}" fill="${COLORS.plum}" opacity="0.78"/>` +
      text(w * 0.06, h - band * 0.36, caption, { size: band * 0.44, fill: COLORS.ivory, family: SERIF, italic: true, fit: w * 0.88 });
  }
  return svgDoc(w, h, bg.defs, body);
}

/**
 * Newspaper clipping: masthead, dateline, a stage photograph and columns of type. The headline is
 * the item's caption on the page, so the clipping does not print it a second time.
 */
export function newsSvg(seed: string, masthead: string, dateline: string, { w, h }: Frame): string {
  const r = rng(`news:${seed}`);
  const pad = 56;
  const top = 200;
  const photoW = Math.round(w * 0.56);
  const photoH = h - top - pad;
  let bars = '';
  const colX = pad + photoW + 28;
  const colW = w - pad - colX;
  for (let y = top + 8; y < h - pad; y += 22) {
    const len = y > h - pad - 30 ? colW * 0.55 : colW * (0.86 + r() * 0.14);
    bars += `<rect x="${colX}" y="${y}" width="${len.toFixed(0)}" height="9" rx="2" fill="${COLORS.ink}" opacity="0.22"/>`;
  }
  const defs = linearGradient('photo', COLORS.plum, COLORS.rose, 120) + glowGradient('spot', COLORS.goldLight, 0.5);
  const pcx = pad + photoW / 2;
  const body =
    `<rect width="${w}" height="${h}" fill="${COLORS.paper}"/>` +
    text(w / 2, 96, masthead, { size: 64, fill: COLORS.ink, family: SERIF, anchor: 'middle', weight: 700, fit: w - pad * 2 }) +
    `<rect x="${pad}" y="120" width="${w - pad * 2}" height="3" fill="${COLORS.ink}"/><rect x="${pad}" y="128" width="${w - pad * 2}" height="1" fill="${COLORS.ink}"/>` +
    text(w / 2, 162, dateline.toUpperCase(), { size: 18, fill: COLORS.ink, anchor: 'middle', spacing: 4, opacity: 0.7, fit: w - pad * 2 }) +
    `<rect x="${pad}" y="${top}" width="${photoW}" height="${photoH}" fill="url(#photo)"/>` +
    `<ellipse cx="${pcx}" cy="${top + photoH * 0.4}" rx="${photoW * 0.45}" ry="${photoH * 0.45}" fill="url(#spot)"/>` +
    `<ellipse cx="${pcx}" cy="${top + photoH * 0.9}" rx="${photoW * 0.4}" ry="${photoH * 0.06}" fill="${COLORS.gold}" opacity="0.5"/>` +
    gown(pcx, top + photoH * 0.16, photoH * 0.76, COLORS.ivory, COLORS.gold) +
    crown(pcx, top + photoH * 0.1, 60, COLORS.gold) +
    bars;
  return svgDoc(w, h, defs, body);
}

/**
 * Magazine cover: a typographic masthead over an elegant gown figure in a spotlight, and cover lines
 * down the left, all measured to stay inside the frame.
 */
export function coverSvg(seed: string, masthead: string, issue: string, coverLines: readonly string[], { w, h }: Frame): string {
  const r = rng(`cover:${seed}`);
  const bg = background(seed, w, h, 100);
  const pad = 44;
  // The figure stands right of centre; the cover lines keep to the left 45 % so the two never touch.
  const figureX = w * 0.75;
  const lineWidth = w * 0.45 - pad;
  const [lead = '', ...rest] = coverLines;
  const leadStyle = { size: 46, fill: COLORS.goldLight, family: SERIF, weight: 700 };
  const leadRows = wrap(lead, lineWidth, leadStyle).slice(0, 3);
  const restStyle = { size: 24, fill: COLORS.ivory, family: SANS, weight: 400 };
  let y = h * 0.5;
  let copy = lines(pad, y, leadRows, 54, leadStyle);
  y += leadRows.length * 54 + 24;
  for (const line of rest) {
    const rows = wrap(line, lineWidth - 8, restStyle).slice(0, 3);
    copy += `<rect x="${pad}" y="${y - 22}" width="4" height="${rows.length * 32 - 8}" fill="${COLORS.gold}"/>`;
    copy += lines(pad + 16, y, rows, 32, restStyle);
    y += rows.length * 32 + 26;
  }
  const body =
    bg.body +
    `<ellipse cx="${figureX}" cy="${h * 0.56}" rx="${w * 0.32}" ry="${h * 0.36}" fill="url(#glow)"/>` +
    arcs(figureX, h * 0.6, 90, 6, 46, COLORS.goldLight, 0.3) +
    sparkles(r, w, h, 14) +
    `<ellipse cx="${figureX}" cy="${h * 0.93}" rx="${w * 0.24}" ry="${h * 0.03}" fill="${COLORS.gold}" opacity="0.45"/>` +
    gown(figureX, h * 0.32, h * 0.58, pick(r, [COLORS.ivory, COLORS.blush, COLORS.goldLight]), COLORS.gold) +
    crown(figureX, h * 0.32, 52, COLORS.gold) +
    text(w / 2, 150, masthead.toUpperCase(), {
      size: 150,
      fill: COLORS.ivory,
      family: SERIF,
      anchor: 'middle',
      weight: 700,
      spacing: 6,
      fit: w - pad * 2,
    }) +
    `<rect x="${pad}" y="178" width="${w - pad * 2}" height="2" fill="${COLORS.gold}"/>` +
    text(w / 2, 212, issue.toUpperCase(), {
      size: 18,
      fill: COLORS.goldLight,
      anchor: 'middle',
      spacing: 5,
      weight: 600,
      fit: w - pad * 2,
    }) +
    copy +
    `<rect x="${pad}" y="${h - 60}" width="${w - pad * 2}" height="2" fill="${COLORS.gold}" opacity="0.8"/>`;
  return svgDoc(w, h, bg.defs, body);
}

export type LogoEmblem = 'crown' | 'star' | 'lotus' | 'diamond' | 'monogram';

/** The largest one-line size for a wordmark, or two lines split where the name can be largest. */
function wordmarkRows(name: string, width: number, max: number): { rows: string[]; size: number } {
  const fit = (line: string) => fitSize(line, 'serif-bold', width, max);
  let best = { rows: [name], size: fit(name) };
  if (best.size >= max * 0.8) return best;
  const words = name.split(/\s+/);
  for (let i = 1; i < words.length; i += 1) {
    const rows = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const size = Math.min(max * 0.85, ...rows.map(fit));
    if (size > best.size) best = { rows, size: Math.floor(size) };
  }
  return best;
}

/**
 * Brand or sponsor wordmark: emblem on top, the name as large as the strip allows (the strips show
 * it small, so every pixel of type counts), the tagline under it. Measured, so nothing runs off.
 */
export function logoSvg(name: string, tagline: string, emblem: LogoEmblem, dark: boolean, { w, h }: Frame): string {
  const fg = dark ? COLORS.ivory : COLORS.plum;
  const accent = COLORS.gold;
  const cx = w / 2;
  const room = w - 56;
  const { rows, size } = wordmarkRows(name, room, 50);
  const lineHeight = Math.round(size * 1.08);
  const ey = 34;
  const marks: Record<LogoEmblem, string> = {
    crown: crown(cx, ey + 2, 40, accent),
    star: star(cx, ey, 20, accent),
    lotus: lotus(cx, ey + 18, 40, accent),
    diamond: diamond(cx, ey, 44, accent, 'none'),
    monogram:
      `<circle cx="${cx}" cy="${ey}" r="20" fill="none" stroke="${accent}" stroke-width="2.5"/>` +
      text(cx, ey + 8, name[0] ?? '', { size: 24, fill: accent, family: SERIF, anchor: 'middle', weight: 700 }),
  };
  // The name block sits between the emblem and the tagline, centred in that band.
  const band = { top: 62, bottom: h - 36 };
  const blockH = rows.length * lineHeight;
  const firstBaseline = Math.round((band.top + band.bottom - blockH) / 2 + size * 0.8);
  const defs = dark ? linearGradient('bg', COLORS.plum, COLORS.wine, 135) : '';
  const body =
    `<rect width="${w}" height="${h}" fill="${dark ? 'url(#bg)' : COLORS.ivory}"/>` +
    marks[emblem] +
    lines(cx, firstBaseline, rows, lineHeight, { size, fill: fg, family: SERIF, weight: 700, anchor: 'middle', fit: room }) +
    text(cx, h - 20, tagline.toUpperCase(), { size: 15, fill: fg, spacing: 2, opacity: 0.8, weight: 600, anchor: 'middle', fit: room });
  return svgDoc(w, h, defs, body);
}
