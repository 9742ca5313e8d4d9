/** Composers for every kind of seeded picture; each returns an SVG string sized for its slot. */
import {
  COLORS,
  GRADIENTS,
  SANS,
  SERIF,
  arcs,
  bust,
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

/** Contestant or team portrait: initials in a gold ring over a soft silhouette. 600x750. */
export function portraitSvg(name: string, w = 600, h = 750): string {
  const r = rng(`portrait:${name}`);
  const bg = background(name, w, h, 120);
  const cx = w / 2;
  const ringY = h * 0.46;
  const body =
    bg.body +
    arcs(w, h, 120, 6, 60, COLORS.goldLight, 0.35) +
    sparkles(r, w, h * 0.5, 9) +
    crown(cx, ringY - 205, 90, COLORS.gold) +
    `<circle cx="${cx}" cy="${ringY}" r="150" fill="${COLORS.plum}" fill-opacity="0.35" stroke="${COLORS.gold}" stroke-width="4"/>` +
    `<circle cx="${cx}" cy="${ringY}" r="162" fill="none" stroke="${COLORS.goldLight}" stroke-width="1.5" opacity="0.6"/>` +
    text(cx, ringY + 46, initials(name), { size: 132, fill: COLORS.ivory, family: SERIF, anchor: 'middle', weight: 700 }) +
    `<rect x="${cx - 60}" y="${h - 96}" width="120" height="2" fill="${COLORS.gold}"/>` +
    text(cx, h - 56, name.toUpperCase(), { size: 24, fill: COLORS.ivory, anchor: 'middle', spacing: 3, opacity: 0.92 });
  return svgDoc(w, h, bg.defs, body);
}

/** Leader "know more" card: name, designation and bio on a tall plum panel. 600x900. */
export function bioCardSvg(name: string, designation: string, bio: string, w = 600, h = 900): string {
  const r = rng(`bio:${name}`);
  const defs = linearGradient('bg', COLORS.plum, COLORS.wine, 100) + glowGradient('glow', COLORS.gold, 0.3);
  const bioLines = wrap(bio, 40).slice(0, 13);
  const nameSize = Math.min(42, Math.floor(880 / Math.max(name.length, 1)));
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<ellipse cx="${w / 2}" cy="120" rx="320" ry="220" fill="url(#glow)"/>` +
    `<rect x="24" y="24" width="${w - 48}" height="${h - 48}" rx="18" fill="none" stroke="${COLORS.gold}" stroke-width="2" opacity="0.7"/>` +
    sparkles(r, w, 220, 7) +
    crown(w / 2, 110, 80, COLORS.gold) +
    text(w / 2, 230, name, { size: nameSize, fill: COLORS.ivory, family: SERIF, anchor: 'middle', weight: 700 }) +
    text(w / 2, 275, designation.toUpperCase(), { size: 17, fill: COLORS.goldLight, anchor: 'middle', spacing: 3 }) +
    `<rect x="${w / 2 - 50}" y="305" width="100" height="2" fill="${COLORS.gold}"/>` +
    lines(64, 370, bioLines, 38, { size: 23, fill: COLORS.ivory, opacity: 0.9 }) +
    `<circle cx="${w / 2}" cy="${h - 96}" r="40" fill="none" stroke="${COLORS.gold}" stroke-width="2"/>` +
    text(w / 2, h - 82, initials(name), { size: 38, fill: COLORS.goldLight, family: SERIF, anchor: 'middle', weight: 700 });
  return svgDoc(w, h, defs, body);
}

export interface BannerText {
  kicker: string;
  title: readonly string[];
  subtitle: string;
}

/** Full-bleed hero: text on the left, crown in gold rings on the right. 1600x900. */
export function bannerSvg(seed: string, t: BannerText, w = 1600, h = 900): string {
  const r = rng(`banner:${seed}`);
  const bg = background(seed, w, h, 160);
  const cx = Math.round(w * 0.76);
  const cy = Math.round(h * 0.5);
  const titleY = 360;
  const body =
    bg.body +
    arcs(cx, cy, 150, 9, 55, COLORS.goldLight, 0.45) +
    sparkles(r, w * 0.5, h, 22, COLORS.goldLight, w * 0.5) +
    sparkles(r, w * 0.45, 130, 5) +
    crown(cx, cy - 10, 260, COLORS.gold) +
    star(cx - 230, cy - 200, 22, COLORS.goldLight, 0.8) +
    star(cx + 240, cy + 170, 16, COLORS.goldLight, 0.7) +
    text(120, titleY - 70, t.kicker.toUpperCase(), { size: 28, fill: COLORS.goldLight, spacing: 8, weight: 600 }) +
    lines(120, titleY + 20, t.title, 104, { size: 96, fill: COLORS.ivory, family: SERIF, weight: 700 }) +
    `<rect x="120" y="${titleY + t.title.length * 104 - 40}" width="140" height="4" fill="${COLORS.gold}"/>` +
    text(120, titleY + t.title.length * 104 + 20, t.subtitle, { size: 32, fill: COLORS.ivory, opacity: 0.88 });
  return svgDoc(w, h, bg.defs, body);
}

export const ART_MOTIFS = ['crown', 'stars', 'lotus', 'stage', 'gown', 'diamond'] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

function motif(kind: ArtMotif, w: number, h: number, seed: string): string {
  const r = rng(`motif:${seed}`);
  const cx = w / 2;
  const cy = h / 2;
  switch (kind) {
    case 'crown':
      return arcs(cx, cy, 90, 7, 45, COLORS.goldLight, 0.45) + crown(cx, cy, 230, COLORS.gold);
    case 'stars': {
      let out = '';
      for (let i = 0; i < 7; i += 1)
        out += star(w * (0.15 + r() * 0.7), h * (0.15 + r() * 0.7), 14 + r() * 40, COLORS.gold, 0.5 + r() * 0.5);
      return out + star(cx, cy, 90, COLORS.goldLight);
    }
    case 'lotus':
      return (
        arcs(cx, cy + 80, 60, 6, 40, COLORS.goldLight, 0.35) +
        lotus(cx, cy + 110, 230, COLORS.blush, 0.85) +
        lotus(cx, cy + 110, 150, COLORS.gold, 0.9)
      );
    case 'stage': {
      const beams = [0.2, 0.5, 0.8]
        .map(
          (x) =>
            `<path d="M${w * x - 18},0 L${w * x + 18},0 L${w * x + 170},${h * 0.82} L${w * x - 170},${h * 0.82} Z" ` +
            `fill="${COLORS.goldLight}" opacity="0.12"/>`,
        )
        .join('');
      return (
        `${beams}<ellipse cx="${cx}" cy="${h * 0.86}" rx="${w * 0.42}" ry="${h * 0.08}" fill="${COLORS.gold}" opacity="0.55"/>` +
        gown(cx, h * 0.22, h * 0.6, COLORS.ivory, COLORS.gold)
      );
    }
    case 'gown':
      return (
        `<ellipse cx="${cx}" cy="${h * 0.88}" rx="${w * 0.3}" ry="${h * 0.05}" fill="${COLORS.ink}" opacity="0.25"/>` +
        gown(cx, h * 0.12, h * 0.76, pick(r, [COLORS.rose, COLORS.goldLight, COLORS.ivory]), COLORS.gold)
      );
    case 'diamond':
      return arcs(cx, cy, 80, 6, 50, COLORS.goldLight, 0.4) + diamond(cx, cy, 260, COLORS.goldLight, `${COLORS.ivory}33`);
    default:
      return '';
  }
}

/** Gallery, fashion and campaign pictures: a motif on a brand gradient, optional caption strip. */
export function artSvg(seed: string, kind: ArtMotif, caption?: string, w = 1000, h = 750): string {
  const r = rng(`art:${seed}`);
  const bg = background(seed, w, h);
  let body = bg.body + sparkles(r, w, h, 18) + motif(kind, w, h, seed);
  if (caption) {
    body +=
      `<rect x="0" y="${h - 96}" width="${w}" height="96" fill="${COLORS.plum}" opacity="0.72"/>` +
      text(48, h - 38, caption, { size: 36, fill: COLORS.ivory, family: SERIF, italic: true });
  }
  return svgDoc(w, h, bg.defs, body);
}

/** Newspaper clipping: masthead, headline, a photo block and columns of text bars. 1000x750. */
export function newsSvg(seed: string, masthead: string, dateline: string, headline: string, w = 1000, h = 750): string {
  const r = rng(`news:${seed}`);
  const head = wrap(headline, 34).slice(0, 3);
  const top = 200 + head.length * 52;
  const photoW = 440;
  let bars = '';
  for (let col = 0; col < 2; col += 1) {
    const x0 = 60 + photoW + 30 + col * 215;
    for (let y = top; y < h - 60; y += 22) {
      const len = y > h - 90 ? 110 : 185 - r() * 25;
      bars += `<rect x="${x0}" y="${y}" width="${len.toFixed(0)}" height="9" rx="2" fill="${COLORS.ink}" opacity="0.22"/>`;
    }
  }
  const defs = linearGradient('photo', COLORS.plum, COLORS.rose, 120);
  const body =
    `<rect width="${w}" height="${h}" fill="${COLORS.paper}"/>` +
    text(w / 2, 88, masthead, { size: 58, fill: COLORS.ink, family: SERIF, anchor: 'middle', weight: 700 }) +
    `<rect x="50" y="110" width="${w - 100}" height="3" fill="${COLORS.ink}"/><rect x="50" y="118" width="${w - 100}" height="1" fill="${COLORS.ink}"/>` +
    text(w / 2, 146, dateline.toUpperCase(), { size: 16, fill: COLORS.ink, anchor: 'middle', spacing: 4, opacity: 0.7 }) +
    lines(60, 215, head, 52, { size: 44, fill: COLORS.ink, family: SERIF, weight: 700 }) +
    `<rect x="60" y="${top}" width="${photoW}" height="${h - top - 60}" fill="url(#photo)"/>` +
    crown(60 + photoW / 2, top + (h - top - 60) / 2, 140, COLORS.gold) +
    bars;
  return svgDoc(w, h, defs, body);
}

/** Magazine cover for the cover-page grid. 750x1000. */
export function coverSvg(seed: string, masthead: string, coverLines: readonly string[], w = 750, h = 1000): string {
  const r = rng(`cover:${seed}`);
  const bg = background(seed, w, h, 100);
  const body =
    bg.body +
    arcs(w / 2, h * 0.62, 140, 6, 50, COLORS.goldLight, 0.35) +
    sparkles(r, w, h, 14) +
    bust(w / 2, h * 0.8, 1.9, COLORS.ivory, 0.18) +
    crown(w / 2, h * 0.3, 110, COLORS.gold) +
    text(w / 2, 150, masthead.toUpperCase(), { size: 128, fill: COLORS.ivory, family: SERIF, anchor: 'middle', weight: 700, spacing: 6 }) +
    coverLines
      .map((line, i) =>
        text(48, h * 0.55 + i * 70, line, {
          size: i === 0 ? 40 : 26,
          fill: i === 0 ? COLORS.goldLight : COLORS.ivory,
          family: i === 0 ? SERIF : SANS,
          weight: i === 0 ? 700 : 500,
        }),
      )
      .join('') +
    `<rect x="48" y="${h - 80}" width="${w - 96}" height="2" fill="${COLORS.gold}"/>`;
  return svgDoc(w, h, bg.defs, body);
}

export type LogoEmblem = 'crown' | 'star' | 'lotus' | 'diamond' | 'monogram';

/** Brand or sponsor wordmark with a small emblem. 400x200. */
export function logoSvg(name: string, tagline: string, emblem: LogoEmblem, dark: boolean, w = 400, h = 200): string {
  const fg = dark ? COLORS.ivory : COLORS.plum;
  const accent = COLORS.gold;
  const size = Math.min(34, Math.floor(262 / (name.length * 0.66)));
  const tagSize = Math.min(12, Math.floor(262 / (tagline.length * 0.92)));
  const ex = 62;
  const ey = h / 2;
  const marks: Record<LogoEmblem, string> = {
    crown: crown(ex, ey + 4, 64, accent),
    star: star(ex, ey, 34, accent),
    lotus: lotus(ex, ey + 30, 62, accent),
    diamond: diamond(ex, ey, 70, accent, 'none'),
    monogram:
      `<circle cx="${ex}" cy="${ey}" r="34" fill="none" stroke="${accent}" stroke-width="3"/>` +
      text(ex, ey + 14, name[0] ?? '', { size: 40, fill: accent, family: SERIF, anchor: 'middle', weight: 700 }),
  };
  const defs = dark ? linearGradient('bg', COLORS.plum, COLORS.wine, 135) : '';
  const body =
    `<rect width="${w}" height="${h}" rx="0" fill="${dark ? 'url(#bg)' : COLORS.ivory}"/>` +
    marks[emblem] +
    text(118, ey + 6, name, { size, fill: fg, family: SERIF, weight: 700 }) +
    `<rect x="118" y="${ey + 20}" width="40" height="2" fill="${accent}"/>` +
    text(118, ey + 46, tagline.toUpperCase(), { size: tagSize, fill: fg, spacing: 3, opacity: 0.75 });
  return svgDoc(w, h, defs, body);
}
