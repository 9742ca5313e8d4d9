// Over 350 lines: nineteen small scene drawings that share one palette and one set of figure helpers;
// split by scene they would each repeat the same imports and the SCENE_WORDS table would be spread out.
/**
 * Scene pictures for captioned seeded images (issue #29: "Meals at Dharavi" shows meals, not a
 * lotus). Each scene is drawn in a 1000 x 800 box that is scaled into the frame (above the caption
 * band when there is one), on the brand gradient. SCENE_WORDS says what each scene shows, so the seed
 * lists can be checked against their captions.
 */
import { child, figure, row, GOWN_TONES, SKIN_TONES } from './figures';
import type { Frame } from './images';
import { COLORS, SERIF, crown, glowGradient, linearGradient, pick, rng, sparkles, star, svgDoc, text, type Rng } from './svg';

export const SCENES = [
  'meal',
  'school',
  'workshop',
  'winter',
  'planting',
  'diwali',
  'crowning',
  'rehearsal',
  'runway',
  'sari',
  'backstage',
  'jury',
  'sash',
  'dance',
  'group',
  'gateway',
  'microphone',
  'celebration',
  'fundraising',
] as const;
export type Scene = (typeof SCENES)[number];

/** Words (lower case stems) a caption about the scene contains: at least one must appear in it. */
export const SCENE_WORDS: Record<Scene, readonly string[]> = {
  meal: ['meal', 'lunch', 'feast', 'food'],
  school: ['school', 'scholarship', 'educat'],
  workshop: ['workshop', 'session', 'sakhi'],
  winter: ['winter', 'clothes'],
  planting: ['plant', 'sapling', 'green'],
  diwali: ['diwali'],
  crowning: ['crown'],
  rehearsal: ['rehears', 'opening number'],
  runway: ['walk class', 'runway', 'catwalk'],
  sari: ['silk', 'saree', 'sari'],
  backstage: ['backstage'],
  jury: ['jury'],
  sash: ['sash'],
  dance: ['kathak', 'dance', 'talent'],
  group: ['winners', 'family', 'founder', 'crew'],
  gateway: ['gateway of india'],
  microphone: ['question', 'answer'],
  celebration: ['celebrat'],
  fundraising: ['fundrais', 'raises funds', 'giv'],
};

const tone = (i: number) => ({ gown: GOWN_TONES[i % GOWN_TONES.length]!, skin: SKIN_TONES[(i * 3) % SKIN_TONES.length]! });
const GROUND = 700;

function plate(x: number, y: number, r: number): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.42}" fill="${COLORS.ivory}"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${r * 0.78}" ry="${r * 0.3}" fill="none" stroke="${COLORS.gold}" stroke-width="3"/>` +
    `<ellipse cx="${x - r * 0.3}" cy="${y - r * 0.06}" rx="${r * 0.32}" ry="${r * 0.16}" fill="#FFF8E6"/>` +
    `<ellipse cx="${x + r * 0.28}" cy="${y - r * 0.02}" rx="${r * 0.24}" ry="${r * 0.12}" fill="#E0A526"/>` +
    `<ellipse cx="${x + r * 0.05}" cy="${y + r * 0.16}" rx="${r * 0.2}" ry="${r * 0.08}" fill="#5E8C31"/>`
  );
}

function steam(x: number, y: number, h: number): string {
  return [-1, 0, 1]
    .map(
      (k) =>
        `<path d="M${x + k * 18},${y} q-12,${-h / 4} 0,${-h / 2} t0,${-h / 2}" fill="none" stroke="${COLORS.ivory}" stroke-width="4" opacity="0.6" stroke-linecap="round"/>`,
    )
    .join('');
}

function table(x0: number, x1: number, y: number, cloth: string = COLORS.wine): string {
  return (
    `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="26" rx="6" fill="${cloth}"/>` +
    `<rect x="${x0 + 10}" y="${y + 26}" width="${x1 - x0 - 20}" height="70" fill="${cloth}"/>` +
    `<rect x="${x0}" y="${y + 20}" width="${x1 - x0}" height="8" fill="${COLORS.gold}"/>`
  );
}

function diya(x: number, y: number, s: number): string {
  return (
    `<path d="M${x - 40 * s},${y} Q${x},${y + 40 * s} ${x + 40 * s},${y} Q${x + 20 * s},${y - 8 * s} ${x},${y - 4 * s} Q${x - 20 * s},${y - 8 * s} ${x - 40 * s},${y} Z" fill="#B5532A"/>` +
    `<path d="M${x - 40 * s},${y} Q${x},${y + 14 * s} ${x + 40 * s},${y}" fill="none" stroke="${COLORS.gold}" stroke-width="${3 * s}"/>` +
    `<ellipse cx="${x}" cy="${y - 24 * s}" rx="${30 * s}" ry="${38 * s}" fill="url(#flameGlow)"/>` +
    `<path d="M${x},${y - 46 * s} Q${x + 12 * s},${y - 20 * s} ${x},${y - 8 * s} Q${x - 12 * s},${y - 20 * s} ${x},${y - 46 * s} Z" fill="#FFC94A"/>`
  );
}

function snowflake(x: number, y: number, r: number, opacity: number): string {
  let d = '';
  for (let a = 0; a < 180; a += 60) {
    const rad = (a * Math.PI) / 180;
    d += `M${(x - Math.cos(rad) * r).toFixed(1)},${(y - Math.sin(rad) * r).toFixed(1)} L${(x + Math.cos(rad) * r).toFixed(1)},${(y + Math.sin(rad) * r).toFixed(1)} `;
  }
  return `<path d="${d}" stroke="${COLORS.ivory}" stroke-width="3" stroke-linecap="round" opacity="${opacity.toFixed(2)}"/>`;
}

function sapling(x: number, y: number, s: number): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="${60 * s}" ry="${16 * s}" fill="#5A3A22"/>` +
    `<path d="M${x},${y} L${x},${y - 90 * s}" stroke="#3F7A2E" stroke-width="${6 * s}"/>` +
    `<path d="M${x},${y - 50 * s} Q${x - 50 * s},${y - 70 * s} ${x - 46 * s},${y - 100 * s} Q${x - 10 * s},${y - 86 * s} ${x},${y - 50 * s} Z" fill="#6BAF45"/>` +
    `<path d="M${x},${y - 70 * s} Q${x + 50 * s},${y - 90 * s} ${x + 44 * s},${y - 124 * s} Q${x + 8 * s},${y - 106 * s} ${x},${y - 70 * s} Z" fill="#86C55A"/>`
  );
}

function confetti(r: Rng, count: number): string {
  const colours = [COLORS.gold, COLORS.goldLight, COLORS.rose, COLORS.blush, COLORS.ivory];
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = Math.round(r() * 1000);
    const y = Math.round(r() * 520);
    out += `<rect x="${x}" y="${y}" width="10" height="18" rx="2" fill="${pick(r, colours)}" transform="rotate(${Math.round(r() * 180)} ${x} ${y})"/>`;
  }
  return out;
}

function beams(xs: readonly number[], opacity = 0.14): string {
  return xs
    .map(
      (x) =>
        `<path d="M${x - 20},0 L${x + 20},0 L${x + 190},${GROUND + 40} L${x - 190},${GROUND + 40} Z" fill="${COLORS.goldLight}" opacity="${opacity}"/>`,
    )
    .join('');
}

const stage = `<rect x="0" y="${GROUND}" width="1000" height="100" fill="${COLORS.plum}" opacity="0.55"/><rect x="0" y="${GROUND}" width="1000" height="6" fill="${COLORS.gold}" opacity="0.8"/>`;

function books(x: number, y: number): string {
  const colours = [COLORS.rose, '#1D3A7A', COLORS.gold, '#0F5C4D'];
  return colours
    .map(
      (c, i) =>
        `<rect x="${x - 70 + (i % 2) * 10}" y="${y - (i + 1) * 26}" width="140" height="24" rx="4" fill="${c}"/><rect x="${x - 60 + (i % 2) * 10}" y="${y - (i + 1) * 26 + 6}" width="120" height="3" fill="${COLORS.ivory}" opacity="0.7"/>`,
    )
    .join('');
}

function mortarboard(x: number, y: number): string {
  return (
    `<path d="M${x - 90},${y} L${x},${y - 40} L${x + 90},${y} L${x},${y + 40} Z" fill="${COLORS.ink}"/>` +
    `<path d="M${x - 50},${y + 18} L${x - 50},${y + 56} Q${x},${y + 80} ${x + 50},${y + 56} L${x + 50},${y + 18}" fill="${COLORS.ink}"/>` +
    `<path d="M${x},${y} L${x + 70},${y + 20} L${x + 70},${y + 80}" fill="none" stroke="${COLORS.gold}" stroke-width="5"/>`
  );
}

function microphone(x: number, y: number, s: number): string {
  return (
    `<rect x="${x - 22 * s}" y="${y}" width="${44 * s}" height="${80 * s}" rx="${22 * s}" fill="${COLORS.ink}"/>` +
    `<path d="M${x - 18 * s},${y + 20 * s} h${36 * s} M${x - 18 * s},${y + 40 * s} h${36 * s}" stroke="${COLORS.goldLight}" stroke-width="3"/>` +
    `<path d="M${x},${y + 80 * s} L${x},${GROUND}" stroke="${COLORS.ink}" stroke-width="${8 * s}"/>` +
    `<path d="M${x - 70 * s},${GROUND} L${x + 70 * s},${GROUND}" stroke="${COLORS.ink}" stroke-width="${10 * s}" stroke-linecap="round"/>`
  );
}

function speechBubble(x: number, y: number, mark: string): string {
  return (
    `<path d="M${x - 80},${y - 60} h160 a30,30 0 0 1 30,30 v60 a30,30 0 0 1 -30,30 h-110 l-40,36 l6,-36 h-16 a30,30 0 0 1 -30,-30 v-60 a30,30 0 0 1 30,-30 Z" fill="${COLORS.ivory}"/>` +
    text(x, y + 32, mark, { size: 90, fill: COLORS.plum, family: SERIF, weight: 700, anchor: 'middle' })
  );
}

function coat(x: number, y: number, fill: string): string {
  return (
    `<path d="M${x - 60},${y} L${x - 20},${y - 20} L${x},${y} L${x + 20},${y - 20} L${x + 60},${y} L${x + 90},${y + 110} L${x + 60},${y + 120} L${x + 50},${y + 60} L${x + 50},${y + 170} L${x - 50},${y + 170} L${x - 50},${y + 60} L${x - 60},${y + 120} L${x - 90},${y + 110} Z" fill="${fill}"/>` +
    `<path d="M${x},${y} L${x},${y + 170}" stroke="${COLORS.ink}" stroke-width="3" opacity="0.4"/>` +
    [40, 80, 120].map((dy) => `<circle cx="${x + 10}" cy="${y + dy}" r="6" fill="${COLORS.gold}"/>`).join('')
  );
}

function box(x: number, y: number, w: number, h: number, label: string): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#B98A55"/><rect x="${x}" y="${y}" width="${w}" height="16" fill="#A07445"/>` +
    text(x + w / 2, y + h / 2 + 14, label, { size: 30, fill: COLORS.ink, anchor: 'middle', weight: 600, fit: w - 20 })
  );
}

function gateway(): string {
  const stone = '#E8D6B0';
  return (
    `<rect x="0" y="${GROUND - 40}" width="1000" height="140" fill="#2C5C7A" opacity="0.6"/>` +
    `<path d="M300,${GROUND - 40} L300,300 L350,260 L650,260 L700,300 L700,${GROUND - 40} L580,${GROUND - 40} L580,430 Q500,330 420,430 L420,${GROUND - 40} Z" fill="${stone}"/>` +
    `<rect x="280" y="240" width="440" height="30" fill="${stone}"/>` +
    [310, 470, 630]
      .map((x) => `<rect x="${x}" y="190" width="60" height="60" fill="${stone}"/><circle cx="${x + 30}" cy="190" r="30" fill="${stone}"/>`)
      .join('') +
    [330, 650].map((x) => `<rect x="${x}" y="320" width="20" height="60" rx="10" fill="${COLORS.plum}" opacity="0.5"/>`).join('')
  );
}

function mirror(x: number, y: number): string {
  let bulbs = '';
  for (let i = 0; i < 5; i += 1) bulbs += `<circle cx="${x - 120 + i * 60}" cy="${y - 20}" r="12" fill="#FFF3C4"/>`;
  for (let i = 0; i < 4; i += 1)
    bulbs += `<circle cx="${x - 150}" cy="${y + 20 + i * 60}" r="12" fill="#FFF3C4"/><circle cx="${x + 150}" cy="${y + 20 + i * 60}" r="12" fill="#FFF3C4"/>`;
  return `<rect x="${x - 170}" y="${y - 40}" width="340" height="290" rx="14" fill="${COLORS.ink}" opacity="0.8"/><rect x="${x - 130}" y="${y}" width="260" height="220" fill="#CFE0EA" opacity="0.8"/>${bulbs}`;
}

function donationJar(x: number, y: number): string {
  let coins = '';
  for (let i = 0; i < 7; i += 1)
    coins += `<ellipse cx="${x - 60 + (i % 4) * 40}" cy="${y + 150 - Math.floor(i / 4) * 22}" rx="22" ry="9" fill="${COLORS.gold}" stroke="${COLORS.goldLight}" stroke-width="3"/>`;
  return (
    `<path d="M${x - 100},${y} L${x + 100},${y} L${x + 110},${y + 180} Q${x},${y + 200} ${x - 110},${y + 180} Z" fill="${COLORS.ivory}" opacity="0.35" stroke="${COLORS.ivory}" stroke-width="4"/>` +
    coins +
    `<rect x="${x - 110}" y="${y - 24}" width="220" height="26" rx="8" fill="${COLORS.gold}"/>` +
    `<path d="M${x},${y + 110} C${x - 60},${y + 60} ${x - 40},${y + 20} ${x},${y + 50} C${x + 40},${y + 20} ${x + 60},${y + 60} ${x},${y + 110} Z" fill="${COLORS.rose}"/>`
  );
}

/** Each scene's drawing in the 1000 x 800 box. */
const DRAW: Record<Scene, (r: Rng) => string> = {
  meal: () =>
    // The people stand behind the serving table, so the plates are in front of them.
    figure(150, GROUND, { height: 440, ...tone(0), arms: 'out' }) +
    child(400, GROUND - 40, 270, SKIN_TONES[3]!) +
    child(640, GROUND - 40, 250, SKIN_TONES[1]!, COLORS.blush) +
    figure(850, GROUND, { height: 420, ...tone(3) }) +
    table(60, 940, 540) +
    [200, 400, 600, 800].map((x) => plate(x, 530, 80) + steam(x, 490, 90)).join(''),
  school: () =>
    `<rect x="140" y="110" width="720" height="330" rx="12" fill="#1F3B2E" stroke="#8A5A2B" stroke-width="16"/>` +
    text(500, 250, 'A B C', { size: 80, fill: COLORS.ivory, family: SERIF, anchor: 'middle', opacity: 0.85 }) +
    text(500, 360, '1 + 2 = 3', { size: 56, fill: COLORS.ivory, anchor: 'middle', opacity: 0.7 }) +
    mortarboard(780, 520) +
    books(230, GROUND) +
    child(430, GROUND, 230, SKIN_TONES[2]!) +
    child(560, GROUND, 210, SKIN_TONES[4]!, COLORS.blush) +
    figure(680, GROUND, { height: 330, ...tone(3) }),
  workshop: () =>
    `<rect x="700" y="200" width="200" height="260" fill="${COLORS.ivory}"/><path d="M700,460 L680,${GROUND} M900,460 L920,${GROUND}" stroke="${COLORS.ivory}" stroke-width="8"/>` +
    `<path d="M800,${360} C740,300 760,250 800,290 C840,250 860,300 800,360 Z" fill="${COLORS.rose}"/>` +
    figure(600, GROUND, { height: 360, ...tone(2), arms: 'out' }) +
    [80, 220, 360].map((x, i) => figure(x, GROUND, { height: 300, ...tone(i + 4), seated: true })).join(''),
  winter: (r) =>
    Array.from({ length: 16 }, () => snowflake(r() * 1000, r() * 400, 10 + r() * 18, 0.4 + r() * 0.5)).join('') +
    coat(200, 280, COLORS.rose) +
    coat(430, 260, '#1D3A7A') +
    `<path d="M320,300 q40,60 0,140" stroke="${COLORS.gold}" stroke-width="26" fill="none" stroke-linecap="round"/>` +
    box(580, 500, 340, 200, 'WARM CLOTHES'),
  planting: () =>
    `<circle cx="820" cy="170" r="80" fill="${COLORS.goldLight}" opacity="0.9"/>` +
    `<rect x="0" y="${GROUND - 20}" width="1000" height="120" fill="#5A3A22" opacity="0.7"/>` +
    sapling(360, GROUND - 10, 1.4) +
    sapling(560, GROUND - 10, 1.1) +
    sapling(740, GROUND - 10, 1.6) +
    figure(160, GROUND, { height: 360, ...tone(1), arms: 'out' }) +
    child(860, GROUND, 200, SKIN_TONES[5]!),
  diwali: () =>
    `<g fill="none" stroke="${COLORS.goldLight}" stroke-width="4" opacity="0.7">${[60, 110, 160].map((rr) => `<circle cx="500" cy="640" r="${rr}"/>`).join('')}</g>` +
    [180, 320, 680, 820].map((x, i) => diya(x, 640 - (i % 2) * 20, 1.3)).join('') +
    table(230, 770, 420, COLORS.plum) +
    [340, 500, 660].map((x) => plate(x, 410, 70)).join('') +
    [0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${310 + i * 14}" cy="${395 - (i % 2) * 10}" r="10" fill="#E8912B"/>`).join(''),
  crowning: (r) =>
    beams([500], 0.2) +
    stage +
    confetti(r, 30) +
    figure(500, GROUND, { height: 460, ...tone(0), sash: COLORS.ivory, crown: true }) +
    figure(300, GROUND, { height: 400, ...tone(4), arms: 'out' }),
  rehearsal: () => beams([250, 750]) + stage + row(5, 140, 860, GROUND, { height: 360, arms: 'up' }, 1),
  runway: () =>
    `<path d="M420,200 L580,200 L820,800 L180,800 Z" fill="${COLORS.ivory}" opacity="0.3"/>` +
    [260, 340, 420]
      .map(
        (y) =>
          `<circle cx="${380 - (y - 200) * 0.4}" cy="${y}" r="10" fill="${COLORS.goldLight}"/><circle cx="${620 + (y - 200) * 0.4}" cy="${y}" r="10" fill="${COLORS.goldLight}"/>`,
      )
      .join('') +
    figure(500, 740, { height: 500, ...tone(6) }) +
    figure(860, GROUND, { height: 280, ...tone(2), arms: 'out' }),
  sari: () => beams([500]) + stage + row(3, 260, 740, GROUND, { height: 440, sari: true }, 3),
  backstage: () =>
    mirror(320, 200) +
    `<path d="M620,140 L960,140" stroke="${COLORS.gold}" stroke-width="8"/>` +
    [680, 780, 880]
      .map(
        (x, i) =>
          `<path d="M${x},140 L${x},170" stroke="${COLORS.gold}" stroke-width="4"/><path d="M${x - 30},170 L${x + 30},170 L${x + 60},420 L${x - 60},420 Z" fill="${GOWN_TONES[i]!}"/>`,
      )
      .join('') +
    figure(380, GROUND, { height: 300, ...tone(3), seated: true }),
  jury: () =>
    beams([500], 0.1) +
    [250, 500, 750].map((x, i) => figure(x, 560, { height: 300, ...tone(i + 2) })).join('') +
    table(80, 920, 470, COLORS.plum) +
    [250, 500, 750]
      .map(
        (x) =>
          `<rect x="${x - 40}" y="420" width="80" height="54" rx="4" fill="${COLORS.ivory}"/><path d="M${x - 26},440 h52 M${x - 26},456 h36" stroke="${COLORS.ink}" stroke-width="3" opacity="0.5"/>`,
      )
      .join(''),
  sash: () => beams([300, 700]) + stage + row(5, 140, 860, GROUND, { height: 380, sash: COLORS.ivory }, 2),
  dance: () =>
    beams([500], 0.2) +
    stage +
    `<path d="M500,430 Q420,560 300,640 Q500,700 700,640 Q580,560 500,430 Z" fill="${COLORS.rose}"/>` +
    `<path d="M300,640 Q500,700 700,640" fill="none" stroke="${COLORS.gold}" stroke-width="10"/>` +
    figure(500, GROUND - 40, { height: 420, ...tone(2), arms: 'up' }) +
    [430, 470, 530, 570].map((x) => `<circle cx="${x}" cy="${GROUND - 8}" r="7" fill="${COLORS.gold}"/>`).join(''),
  group: () =>
    row(5, 150, 850, GROUND - 90, { height: 300 }, 4) +
    row(4, 220, 780, GROUND, { height: 320, arms: 'out' }, 0) +
    crown(500, 160, 90, COLORS.gold),
  gateway: () => gateway() + row(3, 180, 820, GROUND + 40, { height: 300, arms: 'out' }, 2),
  microphone: () =>
    beams([500], 0.25) +
    stage +
    speechBubble(720, 230, '?') +
    microphone(420, 360, 1.2) +
    figure(560, GROUND, { height: 440, ...tone(1), sash: COLORS.ivory }),
  celebration: (r) =>
    beams([300, 700]) + stage + confetti(r, 45) + row(3, 270, 730, GROUND, { height: 420, arms: 'up', sash: COLORS.ivory }, 5),
  fundraising: () =>
    donationJar(500, 360) +
    crown(500, 240, 110, COLORS.gold) +
    figure(220, GROUND, { height: 360, ...tone(0), sash: COLORS.ivory, arms: 'out' }) +
    figure(780, GROUND, { height: 340, ...tone(4) }),
};

/**
 * A captioned picture: the scene on a brand gradient, scaled into the frame; with a caption, the
 * scene keeps above the caption band (the CSR carousel prints none of its own).
 */
export function sceneSvg(seed: string, scene: Scene, { w, h }: Frame, caption?: string): string {
  const r = rng(`scene:${seed}`);
  const band = caption ? Math.round(h * 0.15) : 0;
  const room = h - band;
  const scale = Math.min(w / 1000, room / 800);
  const dx = (w - 1000 * scale) / 2;
  const dy = (room - 800 * scale) / 2;
  const [from, to] = pick(r, [
    [COLORS.plum, COLORS.wine],
    [COLORS.plumLight, COLORS.rose],
    [COLORS.plum, COLORS.plumLight],
    [COLORS.wine, COLORS.plumLight],
  ] as const);
  const defs =
    linearGradient('bg', from, to, 120) + glowGradient('glow', COLORS.goldLight, 0.35) + glowGradient('flameGlow', '#FFD56A', 0.6);
  let stars = '';
  for (let i = 0; i < 5; i += 1) stars += star(r() * w, r() * h * 0.4, 4 + r() * 8, COLORS.goldLight, 0.3 + r() * 0.4);
  let body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<ellipse cx="${w / 2}" cy="${room * 0.45}" rx="${w * 0.5}" ry="${room * 0.5}" fill="url(#glow)"/>` +
    sparkles(r, w, h * 0.5, 8) +
    stars +
    `<g transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)}) scale(${scale.toFixed(4)})">${DRAW[scene](r)}</g>`;
  if (caption) {
    body +=
      `<rect x="0" y="${h - band}" width="${w}" height="${band}" fill="${COLORS.plum}" opacity="0.88"/>` +
      text(w * 0.06, h - band * 0.36, caption, { size: band * 0.44, fill: COLORS.ivory, family: SERIF, italic: true, fit: w * 0.88 });
  }
  return svgDoc(w, h, defs, body);
}
