import { coalesceByKey } from '../src/realtime/coalesce';

type Update = { candidateId: string; name: string; voteCount: number };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('vote update coalescing', () => {
  test('when one candidate is credited several times within the window, then one update with the newest count goes out', async () => {
    const sent: Update[] = [];
    const c = coalesceByKey<Update>((u) => sent.push(u), 20);
    c.push({ candidateId: 'a', name: 'A', voteCount: 101 });
    c.push({ candidateId: 'a', name: 'A', voteCount: 103 });
    c.push({ candidateId: 'b', name: 'B', voteCount: 7 });
    // A transaction that committed earlier but reported later must not pull the count back.
    c.push({ candidateId: 'a', name: 'A', voteCount: 102 });
    expect(sent).toEqual([]);
    await wait(40);
    expect(sent).toEqual([
      { candidateId: 'a', name: 'A', voteCount: 103 },
      { candidateId: 'b', name: 'B', voteCount: 7 },
    ]);
  });

  test('when credits arrive in separate windows, then each window sends its own update', async () => {
    const sent: number[] = [];
    const c = coalesceByKey<Update>((u) => sent.push(u.voteCount), 10);
    c.push({ candidateId: 'a', name: 'A', voteCount: 1 });
    await wait(30);
    c.push({ candidateId: 'a', name: 'A', voteCount: 2 });
    await wait(30);
    expect(sent).toEqual([1, 2]);
  });

  test('when flushed (shutdown), then what is held goes out at once and nothing twice', async () => {
    const sent: number[] = [];
    const c = coalesceByKey<Update>((u) => sent.push(u.voteCount), 1000);
    c.push({ candidateId: 'a', name: 'A', voteCount: 5 });
    c.flush();
    expect(sent).toEqual([5]);
    await wait(20);
    expect(sent).toEqual([5]);
  });
});
