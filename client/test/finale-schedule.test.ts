import { jest } from '@jest/globals';
import { countdownState } from '@/components/finale/use-countdown';
import { formatDuration } from '@/components/finale/use-countdown';
import { scheduleWords } from '@/components/finale/schedule-words';
import { fromZonedInput, toZonedInput, zonedClock, ZONES } from '@/components/finale/zoned-time';
import { hasWindow, useEventStatus } from '@/stores/event-status';
import { followBoundaries, REREAD_AFTER_BOUNDARY_MS } from '@/stores/boundaries';

const NOW = Date.parse('2026-12-05T13:00:00.000Z'); // 18:30 IST
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const schedule = (opens: number | null, closes: number | null, hide: number | null = null, revealed: number | null = null) => ({
  opensAt: opens === null ? null : at(opens),
  closesAt: closes === null ? null : at(closes),
  hideCountsFrom: hide === null ? null : at(hide),
  revealedAt: revealed === null ? null : at(revealed),
});

describe('formatDuration', () => {
  it.each([
    [134 * 60_000, '2 h 14 min'],
    [(3 * 24 + 4) * 3600_000, '3 d 4 h'],
    [4 * 60_000 + 5_000, '4 min 05 s'],
    [12_000, '12 s'],
    [11_200, '12 s'],
    [-5, '0 s'],
  ])('%d ms reads "%s"', (ms, words) => expect(formatDuration(ms)).toBe(words));
});

describe('countdownState', () => {
  it('counts down to the opening while closed, then to the closing once open', () => {
    expect(countdownState(false, schedule(30, 120), NOW)).toEqual({ kind: 'opens', at: Date.parse(at(30)) });
    expect(countdownState(true, schedule(-30, 120), NOW)).toEqual({ kind: 'closes', at: Date.parse(at(120)) });
  });

  it('says voting has closed after the window, with no countdown', () => {
    expect(countdownState(false, schedule(-120, -1), NOW)).toMatchObject({ kind: 'closed' });
  });

  it('shows nothing without a window, or when the switch closed voting inside it', () => {
    expect(countdownState(false, null, NOW)).toEqual({ kind: 'none' });
    expect(countdownState(false, schedule(-30, 120), NOW)).toEqual({ kind: 'none' });
    expect(hasWindow(null)).toBe(false);
    expect(hasWindow(schedule(null, 10))).toBe(true);
  });
});

describe('zoned times (IST and US Eastern)', () => {
  it('reads a wall time in India as the instant it means, and shows it back', () => {
    expect(fromZonedInput('2026-12-05T19:00', ZONES.ist.id)).toBe('2026-12-05T13:30:00.000Z');
    expect(toZonedInput('2026-12-05T13:30:00.000Z', ZONES.ist.id)).toBe('2026-12-05T19:00');
  });

  it('follows US daylight saving: EST in December, EDT in July', () => {
    expect(fromZonedInput('2026-12-05T08:30', ZONES.et.id)).toBe('2026-12-05T13:30:00.000Z');
    expect(toZonedInput('2026-12-05T13:30:00.000Z', ZONES.et.id)).toBe('2026-12-05T08:30');
    expect(fromZonedInput('2026-07-05T09:30', ZONES.et.id)).toBe('2026-07-05T13:30:00.000Z');
  });

  it('reads an empty or partial value as no time', () => {
    expect(fromZonedInput('', ZONES.ist.id)).toBeNull();
    expect(fromZonedInput('2026-12-05', ZONES.ist.id)).toBeNull();
    expect(toZonedInput(null, ZONES.ist.id)).toBe('');
  });

  it('names the day only when it is not today in India', () => {
    expect(zonedClock(at(150), 'ist', NOW)).toBe('21:00 IST');
    expect(zonedClock(at(24 * 60), 'ist', NOW)).toBe('6 Dec, 18:30 IST');
  });
});

describe('scheduleWords (the admin state in words)', () => {
  it('says when voting opens and that counts are hidden since a time', () => {
    expect(scheduleWords(false, schedule(134, 300), false, NOW).voting).toBe('Voting opens in 2 h 14 min · 20:44 IST');
    expect(scheduleWords(true, schedule(-60, 60, -30), true, NOW).counts).toBe('Counts hidden since 18:00 IST');
  });

  it('announces a coming hide, a reveal, and a switch overriding the schedule', () => {
    expect(scheduleWords(true, schedule(-60, 60, 30), false, NOW).counts).toBe('Counts will be hidden in 30 min 00 s · 19:00 IST');
    expect(scheduleWords(false, schedule(-120, -10, -60, -5), false, NOW).counts).toBe('Counts revealed at 18:25 IST');
    expect(scheduleWords(false, schedule(-60, 60), false, NOW).override).toMatch(/keeps voting closed/);
    expect(scheduleWords(true, schedule(-60, 60), false, NOW).override).toBeNull();
  });
});

describe('followBoundaries (a page nobody touched flips by itself)', () => {
  afterEach(() => {
    jest.useRealTimers();
    useEventStatus.setState({ schedule: null, isActive: false, countsHidden: false, loading: true });
  });

  it('re-reads the status just after each boundary, a bounded number of times, and stops when told', () => {
    jest.useFakeTimers({ now: NOW });
    const fetchStatus = jest.fn(() => Promise.resolve());
    useEventStatus.setState({ schedule: schedule(1, 2), fetchStatus });
    const stop = followBoundaries();

    jest.advanceTimersByTime(59_000);
    expect(fetchStatus).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000 + REREAD_AFTER_BOUNDARY_MS[0]);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(REREAD_AFTER_BOUNDARY_MS[2]);
    expect(fetchStatus).toHaveBeenCalledTimes(REREAD_AFTER_BOUNDARY_MS.length);

    stop();
    jest.advanceTimersByTime(120_000);
    expect(fetchStatus).toHaveBeenCalledTimes(REREAD_AFTER_BOUNDARY_MS.length);
  });
});
