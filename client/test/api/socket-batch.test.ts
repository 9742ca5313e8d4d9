import { jest } from '@jest/globals';

type Handler = (payload: unknown) => void;
const handlers = new Map<string, Set<Handler>>();
const ioCalls: unknown[] = [];

// socket.io-client itself would dial a server: a stand-in records the options and the listeners.
jest.unstable_mockModule('socket.io-client', () => ({
  io: (options: unknown) => {
    ioCalls.push(options);
    return {
      on: (event: string, fn: Handler) => handlers.set(event, (handlers.get(event) ?? new Set()).add(fn)),
      off: (event: string, fn: Handler) => handlers.get(event)?.delete(fn),
    };
  },
}));

const { getSocket, subscribeVotes } = await import('@/api/socket');
const emit = (event: string, payload: unknown) => handlers.get(event)?.forEach((fn) => fn(payload));

const a = { candidateId: 'a', name: 'A', voteCount: 10, seq: 3 };
const b = { candidateId: 'b', name: 'B', voteCount: null, seq: 7 };

describe('live vote updates on the shared socket', () => {
  test('the socket asks the server for one frame per broadcast window', () => {
    getSocket();
    expect(ioCalls).toHaveLength(1);
    expect(ioCalls[0]).toMatchObject({ auth: { batch: true } });
  });

  test('a window of updates reaches the handler one update at a time, as a single update does', () => {
    const seen: unknown[] = [];
    const off = subscribeVotes((u) => seen.push(u));
    emit('vote:updates', [a, b]);
    emit('vote:update', a);
    expect(seen).toEqual([a, b, a]);
    // Something that is not a list changes nothing.
    emit('vote:updates', { not: 'a list' });
    expect(seen).toHaveLength(3);
    off();
    emit('vote:updates', [a]);
    emit('vote:update', b);
    expect(seen).toHaveLength(3);
  });
});
