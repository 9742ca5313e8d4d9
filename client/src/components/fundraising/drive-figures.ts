import type { DriveProgress } from '@pageant/common/content/csr-drive';
import { CURRENCIES, formatMoney, type Currency } from '@pageant/common/content/pricing';
import { formatCount } from '@/components/format';

export interface CurrencyLine {
  currency: Currency;
  raised: string;
  target: string;
}

export interface DriveFigures {
  /** The bar's fill, 0 to 100: a drive past its goal fills the bar and no more. */
  fill: number;
  /** Whole percent as read out and printed; may pass 100. */
  percent: number;
  lines: CurrencyLine[];
  donors: string;
}

/**
 * What her progress shows. Each currency on its own line against its own target: rupees and dollars
 * are never added, and the percent is already the better of the two (issue #33).
 */
export function driveFigures(p: DriveProgress): DriveFigures {
  const percent = Number.isFinite(p.percent) ? Math.max(0, Math.floor(p.percent)) : 0;
  const lines = CURRENCIES.map((currency) => ({
    currency,
    raised: formatMoney(p.raised[currency] ?? 0, currency),
    target: formatMoney(p.target[currency] ?? 0, currency),
  }));
  const donors = `${formatCount(p.donors)} ${p.donors === 1 ? 'donor' : 'donors'}`;
  return { fill: Math.min(100, percent), percent, lines, donors };
}
