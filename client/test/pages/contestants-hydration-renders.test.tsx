import { afterEach, expect, it } from '@jest/globals';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SsrDataProvider } from '@/ssr/ssr-data';
import { useEventStatus } from '@/stores/event-status';
import { SSR_PUBLIC_ORIGIN } from '@pageant/common/page-boot';
import { CandidateCard } from '@/components/voting/candidate-card';
import { renderToString } from '../components/voting/server-render';
import { FakeIntersectionObserver, candidatePages, makeCandidates, mockApi, type Call } from '../components/voting/voting-harness';

const { default: ContestantsPage } = await import('@/pages/contestants/contestants-page');
const contestants = await import('@/pages/contestants/first-screen');

/**
 * Issue #32 (Lighthouse on /contestants): once the page is live, no card may render again on its own.
 * A hook whose browser value differs from its server value (useHydrated) renders its component again at
 * once, outside the sliced hydration: used in the page itself, that rendered every card again in one task.
 */

interface Fiber {
  type: unknown;
  /** The memo() wrapper for a memoised component (its `type` is the function inside). */
  elementType: unknown;
  memoizedProps: unknown;
  alternate: Fiber | null;
  return: Fiber | null;
}

/**
 * Whether the card drawn in `article` has rendered since it was hydrated. React keeps a fiber on each
 * DOM node; a component rendered again has a second copy of its fiber, holding the earlier props.
 */
function renderedAgain(article: Element): boolean {
  const key = Object.keys(article).find((k) => k.startsWith('__reactFiber$'));
  let fiber = key ? ((article as unknown as Record<string, Fiber>)[key] ?? null) : null;
  while (fiber && fiber.type !== CandidateCard && fiber.elementType !== CandidateCard) fiber = fiber.return;
  if (!fiber) throw new Error('no card component above the article');
  return Boolean(fiber.alternate && fiber.alternate.memoizedProps !== fiber.memoizedProps);
}

const ALL = makeCandidates(30);
const NO_SCHEDULE = { opensAt: null, closesAt: null, hideCountsFrom: null, revealedAt: null };
const answer = (path: string) => candidatePages(ALL)({ query: new URL(path, 'http://x').searchParams } as Call).body;
// As a real page's data: the first page's answer and the site's public address (share links are whole in the HTML).
const data = {
  ...Object.fromEntries(contestants.firstScreen({ params: {}, search: new URLSearchParams() }).map((p) => [p, answer(p)])),
  [SSR_PUBLIC_ORIGIN]: 'http://localhost',
};

function Page({ children }: { children: ReactNode }) {
  return (
    <SsrDataProvider value={data}>
      <MemoryRouter initialEntries={['/contestants']}>
        <Routes>
          <Route path="/contestants" element={children} />
        </Routes>
      </MemoryRouter>
    </SsrDataProvider>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's HTML of /contestants in the document, hydrated in one synchronous act: hydration and
 * whatever it sets off at once, before any timer (the live channel connects on a timer and may
 * legitimately bring new counts). */
function hydrateContestants(): HTMLElement {
  FakeIntersectionObserver.install();
  mockApi(candidatePages(ALL));
  const ui = (
    <Page>
      <ContestantsPage />
    </Page>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  act(() => {
    root = hydrateRoot(container, ui);
  });
  return container;
}

it('when /contestants hydrates, then no card renders a second time', () => {
  const container = hydrateContestants();

  const cards = [...container.querySelectorAll('ul[aria-label="Contestants"] article')];
  expect(cards).toHaveLength(10);
  expect(cards.filter(renderedAgain)).toHaveLength(0);
});

it('when the event status arrives after hydration, then the page renders again but no card does', () => {
  const container = hydrateContestants();

  // The first status answer (or the channel's first status) ends the store's loading: a store update renders
  // the page again at once, in one task outside the sliced hydration, so unchanged cards must not follow it.
  act(() => useEventStatus.getState().setStatus({ isActive: true, schedule: NO_SCHEDULE, countsHidden: false }));

  const cards = [...container.querySelectorAll('ul[aria-label="Contestants"] article')];
  expect(cards).toHaveLength(10);
  expect(cards.filter(renderedAgain)).toHaveLength(0);
});
