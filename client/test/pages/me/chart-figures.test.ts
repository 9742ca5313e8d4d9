import { bucketLabel, restingBucket, tickLabel } from '@/pages/me/chart-figures';

describe('the cockpit chart’s words', () => {
  test('ticks read in IST: the date at midnight and for days, the hour otherwise', () => {
    const midnightIst = Date.parse('2026-11-26T18:30:00Z') / 1000;
    const sixAmIst = Date.parse('2026-11-27T00:30:00Z') / 1000;
    expect(tickLabel(midnightIst, 'hour')).toBe('27 Nov');
    expect(tickLabel(sixAmIst, 'hour')).toMatch(/^6\s?am$/i);
    expect(tickLabel(sixAmIst, 'day')).toBe('27 Nov');
    expect(bucketLabel('2026-11-27T00:30:00Z', 'hour')).toMatch(/27 Nov.*6:00\s?am IST$/i);
  });

  test('under the chart, the latest bucket with votes is described until one is pointed at', () => {
    const b = (votes: number) => ({ at: '2026-11-27T00:00:00Z', votes, supporters: 0 });
    expect(restingBucket([b(0), b(3), b(0)])).toBe(1);
    expect(restingBucket([b(0), b(0)])).toBe(1);
  });
});
