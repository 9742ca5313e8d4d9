import type { CandidateDto, VoteUpdate } from '@pageant/common/content/voting';
import { act, waitFor } from '@testing-library/react';
import { mockFetch, type Call, type Route } from '../../fetch-stub';

/** Shared stand-ins for the voting tests: a socket whose broadcasts the test sends, a scriptable API and IntersectionObserver. */

type Handler = (payload: unknown) => void;
export const socketHandlers = new Map<string, Handler>();
export const managerHandlers = new Map<string, () => void>();

export const socketModule = () => ({
  subscribe: (event: string, handler: Handler) => {
    socketHandlers.set(event, handler);
    return () => socketHandlers.delete(event);
  },
  // One update per call, as the real helper hands them over whether they came singly or in a batch.
  subscribeVotes: (handler: Handler) => {
    socketHandlers.set('vote:update', handler);
    return () => socketHandlers.delete('vote:update');
  },
  getSocket: () => ({
    io: {
      on: (event: string, handler: () => void) => managerHandlers.set(event, handler),
      off: (event: string) => managerHandlers.delete(event),
    },
  }),
});

/** The page subscribes to live votes once it is idle, not as it mounts: waits until it has. */
export async function liveVotesSubscribed() {
  // The socket module is a dynamic import: on the shared test machine that can take more than a second.
  await waitFor(
    () => {
      if (!socketHandlers.has('vote:update')) throw new Error('not subscribed to vote:update yet');
    },
    { timeout: 10_000 },
  );
  await act(async () => {});
}

export function broadcastVote(update: VoteUpdate) {
  const handler = socketHandlers.get('vote:update');
  if (!handler) throw new Error('nobody subscribed to vote:update');
  act(() => handler(update));
}

/** `count` candidates, votes descending: "Contestant 01" leads. */
export function makeCandidates(count: number): CandidateDto[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `c${String(i + 1).padStart(2, '0')}`,
    name: `Contestant ${String(i + 1).padStart(2, '0')}`,
    imageUrl: i % 2 ? `/uploads/c${i + 1}.webp` : '',
    voteCount: (count - i) * 1000,
    category: null,
    city: '',
    bio: '',
  }));
}

export type { Call } from '../../fetch-stub';

/** Routes fetch through `route` and hands back the recorded calls. */
export const mockApi = (route: Route): Call[] => mockFetch(route).calls;

/** GET /api/candidates/fetch over `all`, ordered, filtered (name, category) and paged like the server. */
export function candidatePages(all: CandidateDto[]) {
  return ({ query }: Call) => {
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    const search = (query.get('search') ?? '').toLowerCase();
    const category = query.get('category');
    // The server's order: votes desc, then name.
    const hits = all
      .filter((c) => c.name.toLowerCase().includes(search) && (!category || c.category === category))
      .sort((a, b) => b.voteCount - a.voteCount || a.name.localeCompare(b.name));
    return {
      body: {
        candidates: hits.slice((page - 1) * limit, page * limit),
        totalPages: Math.ceil(hits.length / limit),
        totalCount: hits.length,
        page,
      },
    };
  };
}

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  connected = true;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.connected = false;
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }

  static install() {
    FakeIntersectionObserver.instances = [];
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
  }

  /** The sentinel scrolls into view: every live observer hears about its targets. */
  static async reachEnd() {
    await act(async () => {
      for (const o of FakeIntersectionObserver.instances.filter((x) => x.connected)) {
        const entries = [...o.targets].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        if (entries.length) o.callback(entries, o as unknown as IntersectionObserver);
      }
    });
  }

  static live() {
    return FakeIntersectionObserver.instances.filter((x) => x.connected && x.targets.size > 0).length;
  }
}
