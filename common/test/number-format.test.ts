import { formatNumber, type NumberFormatOptions } from '../src/number-format';

const intl = (value: number, o: NumberFormatOptions) =>
  new Intl.NumberFormat(o.grouping === 'IN' ? 'en-IN' : 'en-US', {
    minimumFractionDigits: o.minimumFractionDigits ?? 0,
    maximumFractionDigits: o.maximumFractionDigits ?? 3,
  }).format(value);

/** A deterministic stream of test values (no flaky seeds): mulberry32. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const OPTIONS: NumberFormatOptions[] = [
  { grouping: 'IN' },
  { grouping: 'US' },
  { grouping: 'IN', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { grouping: 'US', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { grouping: 'US', minimumFractionDigits: 2, maximumFractionDigits: 3 },
  { grouping: 'IN', minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { grouping: 'IN', minimumFractionDigits: 0, maximumFractionDigits: 2 },
];

describe('formatNumber prints what Intl prints, without Intl (issue #14)', () => {
  test('when given counts and amounts people see, then Indian and US grouping', () => {
    expect(formatNumber(148250, { grouping: 'IN' })).toBe('1,48,250');
    expect(formatNumber(148250, { grouping: 'US' })).toBe('148,250');
    expect(formatNumber(100000, { grouping: 'IN' })).toBe('1,00,000');
    expect(formatNumber(999, { grouping: 'IN' })).toBe('999');
    expect(formatNumber(1000, { grouping: 'IN' })).toBe('1,000');
    expect(formatNumber(12345678, { grouping: 'IN' })).toBe('1,23,45,678');
    expect(formatNumber(0.6, { grouping: 'US', minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('0.60');
  });

  test('when a decimal sits on a half, then it rounds away from zero on its written digits, as Intl does', () => {
    const two = { grouping: 'US', minimumFractionDigits: 0, maximumFractionDigits: 2 } as const;
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(formatNumber(1.005, two)).toBe('1.01');
    expect(formatNumber(-1.005, two)).toBe('-1.01');
    expect(formatNumber(9.995, two)).toBe('10');
    expect(formatNumber(999999.999, two)).toBe('1,000,000');
    expect(formatNumber(0.025, { grouping: 'US', minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('0.03');
  });

  test('when edge values come, then they print as Intl prints them', () => {
    for (const value of [0, -0, -0.0001, 1e-7, 5e-7, 1e21, 123456789012, -98765.4321, 0.1 + 0.2, NaN, Infinity, -Infinity])
      for (const o of OPTIONS) expect([value, o, formatNumber(value, o)]).toEqual([value, o, intl(value, o)]);
  });

  test('when 20,000 values of every size and precision come, then every one prints exactly as Intl prints it', () => {
    const next = random(20261124);
    let compared = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const digits = Math.floor(next() * 13);
      const places = Math.floor(next() * 5);
      const sign = next() < 0.2 ? -1 : 1;
      const value = sign * Number((next() * 10 ** digits).toFixed(places));
      const o = OPTIONS[i % OPTIONS.length];
      const mine = formatNumber(value, o);
      const theirs = intl(value, o);
      if (mine !== theirs) throw new Error(`${value} ${JSON.stringify(o)}: ${mine} !== ${theirs}`);
      compared += 1;
    }
    expect(compared).toBe(20_000);
  });
});
