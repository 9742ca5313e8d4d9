import { jest } from '@jest/globals';
import { alignedWidth, coalesceByKey, nextBoundary } from '../src/realtime/coalesce';

type Update = { candidateId: string; name: string; voteCount: number; seq: number };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('vote update coalescing', () => {
  test('when one candidate is credited several times within the window, then one update with the newest seq goes out', async () => {
    const sent: Update[] = [];
    const c = coalesceByKey<Update>((list) => sent.push(...list), 20);
    c.push({ candidateId: 'a', name: 'A', voteCount: 101, seq: 4 });
    c.push({ candidateId: 'a', name: 'A', voteCount: 103, seq: 6 });
    c.push({ candidateId: 'b', name: 'B', voteCount: 7, seq: 1 });
    // A transaction that committed earlier but reported later must not pull the count back.
    c.push({ candidateId: 'a', name: 'A', voteCount: 102, seq: 5 });
    expect(sent).toEqual([]);
    await wait(40);
    expect(sent).toEqual([
      { candidateId: 'a', name: 'A', voteCount: 103, seq: 6 },
      { candidateId: 'b', name: 'B', voteCount: 7, seq: 1 },
    ]);
  });

  test('when counts are hidden (voteCount null), then the seq still picks the newest', async () => {
    type Masked = { candidateId: string; voteCount: number | null; seq: number };
    const sent: Masked[] = [];
    const c = coalesceByKey<Masked>((list) => sent.push(...list), 10);
    c.push({ candidateId: 'a', voteCount: null, seq: 9 });
    c.push({ candidateId: 'a', voteCount: null, seq: 8 });
    await wait(30);
    expect(sent).toEqual([{ candidateId: 'a', voteCount: null, seq: 9 }]);
  });

  test('when credits arrive in separate windows, then each window sends its own update', async () => {
    const sent: number[] = [];
    const c = coalesceByKey<Update>((list) => sent.push(...list.map((u) => u.voteCount)), 10);
    c.push({ candidateId: 'a', name: 'A', voteCount: 1, seq: 1 });
    await wait(30);
    c.push({ candidateId: 'a', name: 'A', voteCount: 2, seq: 2 });
    await wait(30);
    expect(sent).toEqual([1, 2]);
  });

  test('when flushed (shutdown), then what is held goes out at once and nothing twice', async () => {
    const sent: number[] = [];
    const c = coalesceByKey<Update>((list) => sent.push(...list.map((u) => u.voteCount)), 1000);
    c.push({ candidateId: 'a', name: 'A', voteCount: 5, seq: 5 });
    c.flush();
    expect(sent).toEqual([5]);
    await wait(20);
    expect(sent).toEqual([5]);
  });

  test('when a window closes, then its updates go out as one list, and an empty window sends nothing', async () => {
    const batches: Update[][] = [];
    const c = coalesceByKey<Update>((list) => batches.push(list), 10);
    c.push({ candidateId: 'a', name: 'A', voteCount: 1, seq: 1 });
    c.push({ candidateId: 'b', name: 'B', voteCount: 2, seq: 1 });
    await wait(30);
    c.flush();
    expect(batches.map((b) => b.map((u) => u.candidateId))).toEqual([['a', 'b']]);
  });

  test('when a window closes, then what another stage still holds is gathered first and goes out in it', () => {
    // The relay to the other instances is written before a delivery window's long write loop, not after it.
    jest.useFakeTimers();
    try {
      const delivered: number[][] = [];
      const relayed: number[][] = [];
      const deliveries = coalesceByKey<Update>((list) => delivered.push(list.map((u) => u.seq)), 100, {
        beforeClose: () => relay.flush(),
      });
      const relay = coalesceByKey<Update>((list) => {
        relayed.push(list.map((u) => u.seq));
        list.forEach((u) => deliveries.push(u));
      }, 1_000);
      deliveries.push({ candidateId: 'a', name: 'A', voteCount: 1, seq: 1 });
      relay.push({ candidateId: 'b', name: 'B', voteCount: 1, seq: 7 });
      jest.advanceTimersByTime(100);
      expect(relayed).toEqual([[7]]);
      expect(delivered).toEqual([[1, 7]]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('windows aligned on the wall clock (issue #28, session 19)', () => {
  // 10 ms past a multiple of every aligned width since the epoch.
  const PAST_A_SECOND = 1_700_000_000_010;
  const at = (ms: number) => PAST_A_SECOND - 10 + ms;
  afterEach(() => jest.useRealTimers());

  test('a width is rounded up to one that divides a second and is a multiple of 50 ms', () => {
    expect([1, 50, 51, 100, 101, 200, 201, 250, 251, 480, 500, 501, 1000, 1001].map(alignedWidth)).toEqual([
      50, 50, 100, 100, 200, 200, 250, 250, 500, 500, 500, 1000, 1000, 2000,
    ]);
  });

  test('the next boundary is strictly after the given time, offset past a multiple of the width', () => {
    expect(nextBoundary(at(10), 500, 40)).toBe(at(40));
    expect(nextBoundary(at(40), 500, 40)).toBe(at(540));
    expect(nextBoundary(at(39), 500, 40)).toBe(at(40));
    expect(nextBoundary(at(600), 250, 0)).toBe(at(750));
  });

  test('when two stages open at different moments, then both close on the same boundary plus their offset', () => {
    jest.useFakeTimers({ now: PAST_A_SECOND });
    const closed: [string, number][] = [];
    const first = coalesceByKey<Update>(() => closed.push(['first', Date.now()]), 480, { aligned: { offsetMs: 40 } });
    const second = coalesceByKey<Update>(() => closed.push(['second', Date.now()]), 500, { aligned: { offsetMs: 40 } });
    jest.advanceTimersByTime(100);
    first.push({ candidateId: 'a', name: 'A', voteCount: 1, seq: 1 });
    jest.advanceTimersByTime(300);
    second.push({ candidateId: 'b', name: 'B', voteCount: 1, seq: 1 });
    jest.advanceTimersByTime(200);
    // Opened at +110 and +410: both close 40 ms after the boundary at +500.
    expect(closed).toEqual([
      ['first', at(540)],
      ['second', at(540)],
    ]);
  });

  test('when an update comes as its window closes, then the next window closes a whole width later, not at once', () => {
    jest.useFakeTimers({ now: PAST_A_SECOND });
    const closed: number[] = [];
    const c = coalesceByKey<Update>((list) => closed.push(...list.map(() => Date.now())), 250, { aligned: { offsetMs: 0 } });
    c.push({ candidateId: 'a', name: 'A', voteCount: 1, seq: 1 });
    jest.advanceTimersByTime(240);
    c.push({ candidateId: 'a', name: 'A', voteCount: 2, seq: 2 });
    jest.advanceTimersByTime(250);
    expect(closed).toEqual([at(250), at(500)]);
  });

  test('when the width function changes between windows, then each window uses the width read as it opens', () => {
    jest.useFakeTimers({ now: PAST_A_SECOND });
    let width = 500;
    const closed: number[] = [];
    const c = coalesceByKey<Update>(
      () => closed.push(Date.now()),
      () => width,
      { aligned: { offsetMs: 40 } },
    );
    c.push({ candidateId: 'a', name: 'A', voteCount: 1, seq: 1 });
    jest.advanceTimersByTime(600);
    width = 60;
    c.push({ candidateId: 'a', name: 'A', voteCount: 2, seq: 2 });
    jest.advanceTimersByTime(200);
    expect(closed).toEqual([at(40), at(640)]);
  });
});
