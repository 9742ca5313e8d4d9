import { SCHEDULE_MSG } from '../src/messages';
import {
  EMPTY_SCHEDULE,
  countsHiddenAt,
  eventStatusAt,
  isActiveAt,
  nextBoundary,
  scheduleSchema,
  scheduledIsActive,
  type EventSchedule,
  type ManualSwitch,
} from '../src/content/schedule';

const OPENS = '2026-12-05T13:30:00.000Z'; // 19:00 IST
const HIDE = '2026-12-05T15:30:00.000Z';
const CLOSES = '2026-12-05T17:30:00.000Z';
const finale: EventSchedule = { opensAt: OPENS, closesAt: CLOSES, hideCountsFrom: HIDE, revealedAt: null };
const off: ManualSwitch = { isActive: false, setAt: null };
const on: ManualSwitch = { isActive: true, setAt: null };
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

const issues = (body: unknown) => {
  const r = scheduleSchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('scheduleSchema', () => {
  it('accepts instants with Z or an offset and answers them in one spelling', () => {
    const r = scheduleSchema.parse({ opensAt: '2026-12-05T19:00:00+05:30', closesAt: CLOSES, hideCountsFrom: null });
    expect(r).toEqual({ opensAt: OPENS, closesAt: CLOSES, hideCountsFrom: null });
  });

  it('accepts every key null (no schedule)', () => {
    expect(scheduleSchema.parse({ opensAt: null, closesAt: null, hideCountsFrom: null })).toEqual({
      opensAt: null,
      closesAt: null,
      hideCountsFrom: null,
    });
  });

  it.each([
    ['a local time without a zone', { opensAt: '2026-12-05T19:00:00', closesAt: null, hideCountsFrom: null }],
    ['a date only', { opensAt: '2026-12-05', closesAt: null, hideCountsFrom: null }],
    ['words', { opensAt: 'tonight', closesAt: null, hideCountsFrom: null }],
    ['a number', { opensAt: 1795900000000, closesAt: null, hideCountsFrom: null }],
    ['an impossible month', { opensAt: '2026-13-05T19:00:00Z', closesAt: null, hideCountsFrom: null }],
  ])('refuses %s with a clear message', (_what, body) => {
    expect(issues(body)).toEqual([SCHEDULE_MSG.instantInvalid]);
  });

  it('refuses a missing key and a body that is no object', () => {
    expect(issues({ opensAt: null, closesAt: null })).toEqual([SCHEDULE_MSG.bodyRequired]);
    expect(issues('x')).toEqual([SCHEDULE_MSG.bodyRequired]);
  });

  it('drops keys it does not take (revealedAt is set by the reveal alone)', () => {
    expect(scheduleSchema.parse({ opensAt: null, closesAt: null, hideCountsFrom: null, revealedAt: OPENS })).toEqual({
      opensAt: null,
      closesAt: null,
      hideCountsFrom: null,
    });
  });

  it('refuses a close at or before the opening', () => {
    expect(issues({ opensAt: OPENS, closesAt: OPENS, hideCountsFrom: null })).toEqual([SCHEDULE_MSG.closesBeforeOpens]);
    expect(issues({ opensAt: CLOSES, closesAt: OPENS, hideCountsFrom: null })).toEqual([SCHEDULE_MSG.closesBeforeOpens]);
    expect(issues({ opensAt: '2026-12-05T19:00:00+05:30', closesAt: '2026-12-05T13:30:00Z', hideCountsFrom: null })).toEqual([
      SCHEDULE_MSG.closesBeforeOpens,
    ]);
  });
});

describe('nextBoundary', () => {
  it('is the first boundary strictly after the instant', () => {
    expect(nextBoundary(finale, plus(OPENS, -1))?.toISOString()).toBe(OPENS);
    expect(nextBoundary(finale, OPENS)?.toISOString()).toBe(HIDE);
    expect(nextBoundary(finale, HIDE)?.toISOString()).toBe(CLOSES);
    expect(nextBoundary(finale, CLOSES)).toBeNull();
    expect(nextBoundary(EMPTY_SCHEDULE, OPENS)).toBeNull();
  });

  it('skips hideCountsFrom when only the window counts', () => {
    expect(nextBoundary(finale, OPENS, 'window')?.toISOString()).toBe(CLOSES);
  });

  it('takes dates and epoch milliseconds too', () => {
    expect(nextBoundary(finale, new Date(OPENS))?.toISOString()).toBe(HIDE);
    expect(nextBoundary(finale, Date.parse(OPENS))?.toISOString()).toBe(HIDE);
  });
});

describe('isActiveAt', () => {
  it('with a window: open exactly while opensAt <= now < closesAt, whatever the switch says', () => {
    expect(isActiveAt(finale, on, plus(OPENS, -1))).toBe(false);
    expect(isActiveAt(finale, off, OPENS)).toBe(true);
    expect(isActiveAt(finale, off, plus(CLOSES, -1))).toBe(true);
    expect(isActiveAt(finale, on, CLOSES)).toBe(false);
  });

  it('without a schedule: the switch decides', () => {
    expect(isActiveAt(EMPTY_SCHEDULE, on, OPENS)).toBe(true);
    expect(isActiveAt(EMPTY_SCHEDULE, off, OPENS)).toBe(false);
    expect(isActiveAt({ ...EMPTY_SCHEDULE, hideCountsFrom: HIDE }, on, HIDE)).toBe(true);
  });

  it('with only a closing time: the switch decides until it, then voting is closed', () => {
    const closing = { ...EMPTY_SCHEDULE, closesAt: CLOSES };
    expect(isActiveAt(closing, on, plus(CLOSES, -1))).toBe(true);
    expect(isActiveAt(closing, off, plus(CLOSES, -1))).toBe(false);
    expect(isActiveAt(closing, on, CLOSES)).toBe(false);
  });

  it('with only an opening time: closed before it, open from it on', () => {
    const opening = { ...EMPTY_SCHEDULE, opensAt: OPENS };
    expect(isActiveAt(opening, on, plus(OPENS, -1))).toBe(false);
    expect(isActiveAt(opening, off, plus(OPENS, 86_400_000))).toBe(true);
  });

  it('the switch overrides until the next window boundary after it was set', () => {
    const closedEarly: ManualSwitch = { isActive: false, setAt: plus(OPENS, 60_000) };
    expect(isActiveAt(finale, closedEarly, plus(OPENS, 60_000))).toBe(false);
    expect(isActiveAt(finale, closedEarly, plus(CLOSES, -1))).toBe(false);
    // hideCountsFrom is no window boundary: the override holds through it.
    expect(isActiveAt(finale, closedEarly, HIDE)).toBe(false);
    expect(isActiveAt(finale, closedEarly, CLOSES)).toBe(false);

    const openedEarly: ManualSwitch = { isActive: true, setAt: plus(OPENS, -600_000) };
    expect(isActiveAt(finale, openedEarly, plus(OPENS, -1))).toBe(true);
    expect(isActiveAt(finale, openedEarly, OPENS)).toBe(true);
    expect(isActiveAt(finale, openedEarly, CLOSES)).toBe(false);

    // Reopened after the close: nothing is ahead, so the switch holds for good.
    const reopened: ManualSwitch = { isActive: true, setAt: plus(CLOSES, 1000) };
    expect(isActiveAt(finale, reopened, plus(CLOSES, 86_400_000))).toBe(true);
  });
});

describe('countsHiddenAt', () => {
  it('hides from hideCountsFrom on', () => {
    expect(countsHiddenAt(finale, plus(HIDE, -1))).toBe(false);
    expect(countsHiddenAt(finale, HIDE)).toBe(true);
    expect(countsHiddenAt(finale, plus(CLOSES, 3_600_000))).toBe(true);
    expect(countsHiddenAt(EMPTY_SCHEDULE, HIDE)).toBe(false);
  });

  it('a reveal at or after hideCountsFrom shows them again', () => {
    const revealed = { ...finale, revealedAt: plus(CLOSES, 600_000) };
    expect(countsHiddenAt(revealed, plus(CLOSES, 1))).toBe(true);
    expect(countsHiddenAt(revealed, plus(CLOSES, 600_000))).toBe(false);
    expect(countsHiddenAt({ ...finale, revealedAt: HIDE }, HIDE)).toBe(false);
  });

  it('a reveal from before a later hiding time does not cancel it', () => {
    const later = { ...finale, revealedAt: plus(HIDE, -1) };
    expect(countsHiddenAt(later, HIDE)).toBe(true);
  });
});

describe('eventStatusAt', () => {
  it('puts the three together', () => {
    expect(eventStatusAt(finale, off, HIDE)).toEqual({ isActive: true, schedule: finale, countsHidden: true });
  });

  it('reads the answer of scheduledIsActive as "no say" without a schedule', () => {
    expect(scheduledIsActive(EMPTY_SCHEDULE, HIDE)).toBeNull();
  });
});
