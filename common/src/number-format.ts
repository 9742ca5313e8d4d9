/**
 * Digit grouping without Intl (issue #14). A page's first use of Intl makes the browser load its
 * locale data: 100-170 ms of main thread on a throttled phone (measured in Chromium at 4x), inside the
 * page's first long tasks, for nothing but commas. The output is Intl's `en-IN` / `en-US` output for
 * the same options (a test compares them over many values), so server and browser, Node and every
 * browser print the same text.
 */
export type Grouping = 'IN' | 'US';

export interface NumberFormatOptions {
  /** Indian (1,00,000: threes, then twos) or US (100,000) grouping. */
  grouping: Grouping;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** The number's decimal digits as the shortest round-trip string writes them, e.g. 1.005 -> ['1', '005']. */
function decimalParts(abs: number): [string, string] {
  const text = String(abs);
  const e = text.indexOf('e');
  const mantissa = e < 0 ? text : text.slice(0, e);
  const point = mantissa.indexOf('.');
  const int = point < 0 ? mantissa : mantissa.slice(0, point);
  const frac = point < 0 ? '' : mantissa.slice(point + 1);
  if (e < 0) return [int, frac];
  const digits = int + frac;
  const at = int.length + Number(text.slice(e + 1));
  if (at <= 0) return ['0', '0'.repeat(-at) + digits];
  if (at >= digits.length) return [digits + '0'.repeat(at - digits.length), ''];
  return [digits.slice(0, at), digits.slice(at)];
}

/** Adds one to a string of decimal digits ('199' -> '200', '99' -> '100'). */
function increment(digits: string): string {
  const out = digits.split('');
  let i = out.length - 1;
  while (i >= 0 && out[i] === '9') out[i--] = '0';
  if (i < 0) return '1' + out.join('');
  out[i] = String(Number(out[i]) + 1);
  return out.join('');
}

function group(int: string, grouping: Grouping): string {
  if (int.length <= 3) return int;
  const last = int.slice(-3);
  let rest = int.slice(0, -3);
  const size = grouping === 'IN' ? 2 : 3;
  const groups: string[] = [];
  while (rest.length > size) {
    groups.unshift(rest.slice(-size));
    rest = rest.slice(0, -size);
  }
  return [rest, ...groups, last].join(',');
}

/**
 * The number with its digits grouped and its decimals rounded half away from zero on the written
 * digits (as Intl does: 1.005 to two places is 1.01, where `toFixed` gives 1.00). Non-finite values
 * print as Intl prints them.
 */
export function formatNumber(
  value: number,
  { grouping, minimumFractionDigits = 0, maximumFractionDigits = 3 }: NumberFormatOptions,
): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value < 0 ? '-∞' : '∞';
  const max = Math.max(maximumFractionDigits, minimumFractionDigits);
  let [int, frac] = decimalParts(Math.abs(value));
  if (frac.length > max) {
    const roundUp = frac.charCodeAt(max) >= 53; // '5'
    frac = frac.slice(0, max);
    if (roundUp) {
      const bumped = increment(int + frac);
      int = bumped.slice(0, bumped.length - max);
      frac = bumped.slice(bumped.length - max);
    }
  }
  frac = frac.replace(/0+$/, '');
  if (frac.length < minimumFractionDigits) frac = frac.padEnd(minimumFractionDigits, '0');
  // Like Intl, a negative amount that rounds to zero keeps its sign ('-0', '-$0.00').
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${group(int.replace(/^0+(?=\d)/, ''), grouping)}${frac ? `.${frac}` : ''}`;
}

/** An amount after its currency sign, the minus first ('-$1.25', '₹1,00,000'), as Intl's currency style writes it. */
export function formatWithSymbol(value: number, symbol: string, options: NumberFormatOptions): string {
  const text = formatNumber(value, options);
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}
