import {
  differsFromIst,
  formatIst,
  formatIstDate,
  formatLocal,
  localAside,
  localAsideAt,
  localAsideHere,
} from '../src/content/zoned-format';

// 12 Feb 2027, 7:00 pm in India is 13:30 UTC, 8:30 am in New York (EST, no daylight saving in February).
const FINALE = '2027-02-12T13:30:00.000Z';

describe('zoned-format: an instant in IST and in the visitor zone (issue #32)', () => {
  it('prints IST without Intl, with the zone named', () => {
    expect(formatIst(FINALE)).toBe('12 Feb 2027, 7:00 pm IST');
    expect(formatIstDate(FINALE)).toBe('12 Feb 2027');
    expect(formatIst('2026-11-26T19:40:00Z')).toBe('27 Nov 2026, 1:10 am IST');
    expect(formatIst('2026-06-30T18:30:00Z')).toBe('1 Jul 2026, 12:00 am IST');
    expect(formatIst('2026-06-30T06:35:00Z')).toBe('30 Jun 2026, 12:05 pm IST');
  });

  it('agrees with Intl for every hour of a year', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 3_600_000 * 7 + 60_000 * 13) {
      expect(formatIstDate(new Date(ms).toISOString())).toBe(intl.format(ms).replace('Sept', 'Sep'));
    }
  });

  it('tells whether the visitor zone differs from IST at that instant', () => {
    expect(differsFromIst(FINALE, 'Asia/Kolkata')).toBe(false);
    expect(differsFromIst(FINALE, 'Asia/Calcutta')).toBe(false);
    expect(differsFromIst(FINALE, 'America/New_York')).toBe(true);
    expect(differsFromIst(FINALE, 'UTC')).toBe(true);
  });

  it('prints the local time, with the date when the local day is not the IST day', () => {
    expect(formatLocal(FINALE, 'America/New_York')).toBe('8:30 am EST');
    // 1:10 am IST on 27 Nov is still 26 Nov in New York.
    expect(formatLocal('2026-11-26T19:40:00Z', 'America/New_York')).toBe('26 Nov, 2:40 pm EST');
    expect(formatLocal('2026-07-01T13:30:00Z', 'America/New_York')).toBe('9:30 am EDT');
  });

  it('gives the aside only when the zones differ', () => {
    expect(localAside(FINALE, 'America/New_York')).toBe('(8:30 am EST in your time)');
    expect(localAside(FINALE, 'Asia/Kolkata')).toBeNull();
    expect(localAside('not a date', 'America/New_York')).toBeNull();
  });
});

describe('localAsideAt / localAsideHere: her time without Intl, for public pages (issue #32)', () => {
  it('names the US zones as people do and every other zone by its offset', () => {
    expect(localAsideAt(FINALE, -300, 'Eastern Standard Time')).toBe('(8:30 am EST in your time)');
    expect(localAsideAt('2026-07-01T13:30:00Z', -420, 'Pacific Daylight Time')).toBe('(6:30 am PDT in your time)');
    expect(localAsideAt(FINALE, 60, 'Central European Standard Time')).toBe('(2:30 pm GMT+1 in your time)');
    expect(localAsideAt(FINALE, 345, 'Nepal Time')).toBe('(7:15 pm GMT+5:45 in your time)');
    expect(localAsideAt(FINALE, 0, 'Coordinated Universal Time')).toBe('(1:30 pm GMT in your time)');
    expect(localAsideAt('2026-11-26T19:40:00Z', -300, 'Eastern Standard Time')).toBe('(26 Nov, 2:40 pm EST in your time)');
  });

  it('says nothing where the clock reads as India’s or the instant is unreadable', () => {
    expect(localAsideAt(FINALE, 330, 'India Standard Time')).toBeNull();
    expect(localAsideAt('not a date', -300)).toBeNull();
    expect(localAsideHere('not a date')).toBeNull();
  });

  it('reads this process’s own zone from Date', () => {
    const d = new Date(FINALE);
    const expected =
      -d.getTimezoneOffset() === 330 ? null : localAsideAt(FINALE, -d.getTimezoneOffset(), /\(([^)]+)\)/.exec(d.toTimeString())?.[1]);
    expect(localAsideHere(FINALE)).toBe(expected);
  });
});
