import type { LiveCandidate } from '@/api/live-votes';
import { rerankLeaders, withCount } from '@/components/voting/rank';
import { isFreshAnswer, isNewerUpdate } from '@/components/voting/rank';
import { applyAnswer, applyLiveUpdate, EMPTY_BOARD, leaders, totalVotes } from '@/pages/live/live-board';

/** Who she is does not matter to the board's ordering. */
const NO_IDENTITY = { category: null, city: '', bio: '' } as const;

const ana = (voteCount: number | null, seq: number): LiveCandidate => ({
  _id: 'a',
  name: 'Ana',
  imageUrl: '/a.webp',
  voteCount,
  seq,
  ...NO_IDENTITY,
});
const bea = (voteCount: number | null, seq: number): LiveCandidate => ({
  _id: 'b',
  name: 'Bea',
  imageUrl: '/b.webp',
  voteCount,
  seq,
  ...NO_IDENTITY,
});
const up = (voteCount: number | null, seq: number) => ({ candidateId: 'a', name: 'Ana', voteCount, seq });

describe('the seq rule (issue #15: counts never jump back)', () => {
  it('applies a live update only when its seq is newer than the one shown', () => {
    expect(isNewerUpdate(4, 5)).toBe(true);
    expect(isNewerUpdate(5, 5)).toBe(false);
    expect(isNewerUpdate(6, 5)).toBe(false);
  });

  it('lets an HTTP answer replace an equal seq (only the visibility can differ) but never a newer one', () => {
    expect(isFreshAnswer(5, 5)).toBe(true);
    expect(isFreshAnswer(5, 6)).toBe(true);
    expect(isFreshAnswer(6, 5)).toBe(false);
  });

  it('applies everything when either side has no seq (an older server)', () => {
    expect(isNewerUpdate(undefined, 1)).toBe(true);
    expect(isNewerUpdate(3, undefined)).toBe(true);
    expect(isFreshAnswer(undefined, 1)).toBe(true);
  });
});

describe('withCount with deliveries out of order', () => {
  it('ends on the newest count whatever order the updates arrive in', () => {
    const orders = [
      [up(11, 2), up(12, 3), up(13, 4)],
      [up(13, 4), up(11, 2), up(12, 3)],
      [up(12, 3), up(13, 4), up(11, 2)],
    ];
    for (const order of orders) {
      const end = order.reduce((list, u) => withCount(list, u), [ana(10, 1)]);
      expect(end[0]).toMatchObject({ voteCount: 13, seq: 4 });
    }
  });

  it('keeps the same array for a stale update, so nothing re-renders', () => {
    const list = [ana(20, 9)];
    expect(withCount(list, up(15, 8))).toBe(list);
    expect(withCount(list, up(20, 9))).toBe(list);
  });

  it('keeps the same array for a re-read that answers what is shown, so no card renders again (issue #32)', () => {
    const list = [ana(20, 9), bea(7, 3)];
    expect(withCount(list, up(20, 9), isFreshAnswer)).toBe(list);
  });

  it('a late HTTP answer read before the last broadcast does not undo it', () => {
    const live = withCount([ana(10, 1)], up(14, 5));
    expect(withCount(live, up(12, 3), isFreshAnswer)[0]).toMatchObject({ voteCount: 14, seq: 5 });
  });

  it('an answer at the same seq brings the count back after a reveal', () => {
    const hidden = [ana(null, 5)];
    expect(withCount(hidden, up(14, 5), isFreshAnswer)[0]).toMatchObject({ voteCount: 14, seq: 5 });
  });

  it('the podium ignores a stale update instead of re-sorting on it', () => {
    const board = [ana(30, 7), bea(20, 4)];
    expect(rerankLeaders(board, up(5, 6))).toBe(board);
    expect(rerankLeaders(board, { candidateId: 'b', name: 'Bea', voteCount: 40, seq: 5 }).map((c) => c._id)).toEqual(['b', 'a']);
  });
});

describe('the stage board', () => {
  it('keeps the newest count across updates and re-reads arriving in any order', () => {
    let board = applyAnswer(EMPTY_BOARD, [ana(10, 1), bea(5, 1)]);
    board = applyLiveUpdate(board, up(15, 4));
    board = applyLiveUpdate(board, up(12, 2)); // late broadcast
    board = applyAnswer(board, [ana(13, 3), bea(5, 1)]); // answer that left before seq 4
    expect(board.get('a')).toMatchObject({ voteCount: 15, seq: 4 });
    expect(totalVotes(board)).toBe(20);
  });

  it('drops contestants a full re-read no longer lists, so it never grows past the list', () => {
    const board = applyAnswer(applyAnswer(EMPTY_BOARD, [ana(1, 1), bea(2, 1)]), [ana(1, 1)]);
    expect([...board.keys()]).toEqual(['a']);
  });

  it('has no total while counts are hidden and orders by name', () => {
    const board = applyAnswer(EMPTY_BOARD, [bea(null, 3), ana(null, 2)]);
    expect(totalVotes(board)).toBeNull();
    expect(leaders(board).map((c) => c.name)).toEqual(['Ana', 'Bea']);
  });

  it('adds a newcomer from a broadcast and keeps the leaders to ten', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      _id: `c${i}`,
      name: `C${String(i).padStart(2, '0')}`,
      imageUrl: '',
      voteCount: i,
      seq: 1,
      ...NO_IDENTITY,
    }));
    const board = applyLiveUpdate(applyAnswer(EMPTY_BOARD, many), { candidateId: 'new', name: 'Newcomer', voteCount: 100, seq: 1 });
    const top = leaders(board);
    expect(top).toHaveLength(10);
    expect(top[0]).toMatchObject({ _id: 'new', voteCount: 100 });
  });
});
