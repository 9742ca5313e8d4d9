/**
 * People for the seeded scene pictures (scenes.ts): a woman in a gown or sari, a child, seated or
 * standing, suggested by a few shapes. Coordinates are in the scene's box (1000 x 800); `x` is the
 * figure's centre and `foot` the ground line she stands on.
 */
import { COLORS } from './svg';

export const SKIN_TONES = ['#F1CFB4', '#D9A07A', '#B97A55', '#8A5234', '#6B3E26', '#E6B58F', '#A86A45'] as const;
export const GOWN_TONES = [COLORS.rose, COLORS.ivory, COLORS.goldLight, '#0F5C4D', '#1D3A7A', COLORS.blush, '#6D1140'] as const;
const HAIR = '#1E1412';

export interface FigureOpts {
  /** Standing height from the feet to the top of the head. */
  height: number;
  gown: string;
  skin: string;
  sash?: string;
  crown?: boolean;
  /** 'up' celebrating, 'out' serving or presenting (towards +x), else at her sides. */
  arms?: 'down' | 'up' | 'out';
  /** A sari's drape and border instead of a plain gown. */
  sari?: boolean;
  seated?: boolean;
}

const f = (n: number) => n.toFixed(1);

export function figure(x: number, foot: number, o: FigureOpts): string {
  const s = o.height / 300;
  const p = (dx: number, dy: number) => `${f(x + dx * s)},${f(foot - (300 - dy) * s)}`;
  const headR = 26 * s;
  const arm = (side: number) => {
    const kind = o.arms ?? 'down';
    const end = kind === 'up' ? p(side * 62, -12) : kind === 'out' && side > 0 ? p(92, 112) : p(side * 40, 170);
    const mid = kind === 'up' ? p(side * 52, 40) : kind === 'out' && side > 0 ? p(60, 110) : p(side * 36, 120);
    return `<path d="M${p(side * 26, 74)} Q${mid} ${end}" fill="none" stroke="${o.skin}" stroke-width="${f(11 * s)}" stroke-linecap="round"/>`;
  };
  const skirtBottom = o.seated ? 230 : 300;
  const dress = o.seated
    ? `M${p(-30, 66)} Q${p(0, 58)} ${p(30, 66)} L${p(34, 170)} L${p(80, 190)} L${p(80, 230)} L${p(-40, 230)} L${p(-38, 170)} Z`
    : `M${p(-28, 66)} Q${p(0, 58)} ${p(28, 66)} L${p(24, 150)} Q${p(60, 230)} ${p(78, skirtBottom)} L${p(-78, skirtBottom)} Q${p(-60, 230)} ${p(-24, 150)} Z`;
  let out =
    `<circle cx="${f(x)}" cy="${f(foot - (300 - 30) * s)}" r="${f(headR)}" fill="${o.skin}"/>` +
    // Hair: a cap and a bun at the back of the head.
    `<path d="M${p(-27, 30)} Q${p(-28, -2)} ${p(0, -2)} Q${p(28, -2)} ${p(27, 30)} Q${p(14, 10)} ${p(0, 12)} Q${p(-14, 10)} ${p(-27, 30)} Z" fill="${HAIR}"/>` +
    `<circle cx="${f(x + 22 * s)}" cy="${f(foot - (300 - 14) * s)}" r="${f(12 * s)}" fill="${HAIR}"/>` +
    arm(-1) +
    arm(1) +
    `<path d="${dress}" fill="${o.gown}"/>`;
  if (o.sari) {
    out +=
      `<path d="M${p(24, 66)} L${p(-26, 150)} L${p(-60, 240)}" fill="none" stroke="${COLORS.gold}" stroke-width="${f(9 * s)}"/>` +
      `<path d="M${p(-78, 292)} L${p(78, 292)}" stroke="${COLORS.gold}" stroke-width="${f(10 * s)}"/>`;
  }
  if (o.sash) out += `<path d="M${p(-24, 68)} L${p(26, 150)}" stroke="${o.sash}" stroke-width="${f(12 * s)}" stroke-linecap="butt"/>`;
  if (o.crown) {
    out += `<path d="M${p(-18, 4)} L${p(-18, -14)} L${p(-9, -4)} L${p(0, -20)} L${p(9, -4)} L${p(18, -14)} L${p(18, 4)} Z" fill="${COLORS.gold}"/>`;
  }
  return `<g>${out}</g>`;
}

/** A child: a smaller figure in a school uniform. */
export function child(x: number, foot: number, height: number, skin: string, shirt: string = COLORS.ivory): string {
  const s = height / 200;
  const p = (dx: number, dy: number) => `${f(x + dx * s)},${f(foot - (200 - dy) * s)}`;
  return (
    `<g><circle cx="${f(x)}" cy="${f(foot - 176 * s)}" r="${f(22 * s)}" fill="${skin}"/>` +
    `<path d="M${p(-22, 14)} Q${p(0, -6)} ${p(22, 14)} L${p(22, 6)} Q${p(0, -12)} ${p(-22, 6)} Z" fill="${HAIR}"/>` +
    `<path d="M${p(-24, 54)} L${p(24, 54)} L${p(28, 130)} L${p(-28, 130)} Z" fill="${shirt}"/>` +
    `<path d="M${p(-28, 130)} L${p(28, 130)} L${p(32, 170)} L${p(-32, 170)} Z" fill="#1D3A7A"/>` +
    `<path d="M${p(-12, 170)} L${p(-12, 200)} M${p(12, 170)} L${p(12, 200)}" stroke="${skin}" stroke-width="${f(9 * s)}"/></g>`
  );
}

/** A row of `n` figures across [x0, x1], each a different tone, sharing `opts`. */
export function row(n: number, x0: number, x1: number, foot: number, opts: Omit<FigureOpts, 'gown' | 'skin'>, offset = 0): string {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const x = n === 1 ? (x0 + x1) / 2 : x0 + ((x1 - x0) * i) / (n - 1);
    const k = i + offset;
    out += figure(x, foot, {
      ...opts,
      gown: GOWN_TONES[k % GOWN_TONES.length]!,
      skin: SKIN_TONES[(k * 3) % SKIN_TONES.length]!,
    });
  }
  return out;
}
