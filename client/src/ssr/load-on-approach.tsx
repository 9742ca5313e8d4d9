import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { buttonClasses } from '@/components/button';
import { useIsServerRender } from './ssr-data';

/** How far ahead of the screen deferred content starts loading: one thumb-flick on a phone. */
export const BELOW_THE_FOLD_MARGIN_PX = 600;

// Any of these means the visitor is about to read on or leave: load now, so a navigation or a fast
// scroll never waits on content that is still only server HTML.
const INTENT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Calls `start` once `el` comes within the margin of the screen or the visitor first interacts;
 * returns the cleanup. Without an element or IntersectionObserver there is nothing to wait for.
 */
export function whenWanted(el: Element | null, start: () => void): () => void {
  if (!el || typeof IntersectionObserver === 'undefined') {
    start();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
    rootMargin: `${BELOW_THE_FOLD_MARGIN_PX}px 0px`,
  });
  const stop = () => {
    observer.disconnect();
    for (const type of INTENT_EVENTS) window.removeEventListener(type, done, true);
  };
  function done() {
    stop();
    start();
  }
  observer.observe(el);
  for (const type of INTENT_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
  return stop;
}

/**
 * Holds the taps on buttons of server HTML whose code has not arrived (React would drop them: it has
 * no handler there yet) and replays them, in order, once it has. Links are left alone: without
 * their code they still lead where they say, by a full page load.
 */
export function tapHolder() {
  let arrived = false;
  const held: HTMLElement[] = [];
  return {
    /** Starts holding taps inside `el`, unless the code is already there; returns the cleanup. */
    hold(el: Element | null): () => void {
      if (!el || arrived) return () => {};
      // On the window, in the capture phase: React's own listener on its root stops a click aimed at
      // content it has not hydrated, so one on `el` would never hear it.
      const onClick = (event: Event) => {
        const target = event.target instanceof Element && el.contains(event.target) ? event.target : null;
        const button = target?.closest<HTMLElement>('button, [role="button"]');
        if (arrived || !button) return;
        event.preventDefault();
        event.stopPropagation();
        held.push(button);
      };
      window.addEventListener('click', onClick, true);
      return () => window.removeEventListener('click', onClick, true);
    },
    /** The code is there: replay what was held, on the same elements (hydration keeps them). */
    release(): void {
      arrived = true;
      for (const button of held.splice(0)) if (button.isConnected) button.click();
    },
  };
}

/** How long a failed download waits before its one retry. */
export const BELOW_THE_FOLD_RETRY_MS = 1000;

/**
 * The code, asked for a second time if the first download fails (a blip on a phone's connection).
 * If that fails too (after a deploy the old chunk is gone), the part says so and offers a reload,
 * rather than the error reaching the route and replacing the page the visitor is reading.
 */
function loadOrExplain(load: () => Promise<{ default: ComponentType }>): Promise<{ default: ComponentType }> {
  return load()
    .catch(() => new Promise((resolve) => setTimeout(resolve, BELOW_THE_FOLD_RETRY_MS)).then(load))
    .catch((error: unknown) => {
      console.error('Part of the page could not be loaded', error);
      return { default: NotLoaded };
    });
}

function NotLoaded() {
  return (
    <div role="status" className="bg-ivory px-4 py-16 text-center">
      <p className="text-muted">This part of the page could not be loaded.</p>
      <button type="button" className={buttonClasses('plum', 'md', 'mt-4')} onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </div>
  );
}

/** Rendered after the deferred content, inside its boundary: its effect runs once that content is React's. */
function Arrived({ onArrived }: { onArrived: () => void }) {
  useEffect(onArrived, [onArrived]);
  return null;
}

/**
 * A part of a server-rendered page below its first screen whose code loads only when it is wanted
 * (see whenWanted), so a page's first load carries what the first screen needs (issue #14).
 *
 * After a full page load the server's HTML for it is already on screen: hydration leaves that HTML
 * in place (a Suspense boundary whose content has not arrived stays as the server wrote it) and
 * takes it over when the code arrives. The server's render asks for the code at once and waits for
 * it (entry-server.tsx prerenders), so the HTML is always whole. After a client navigation there is no HTML to keep:
 * the placeholder shows (it reserves `placeholderClassName`'s space) and the code loads at once.
 * A tap on one of its buttons before the code is there is held and replayed after (tapHolder).
 *
 * The returned component takes no props and is memoised, so a re-render of the page around it
 * never touches the boundary before it has hydrated.
 */
export function belowTheFold(load: () => Promise<{ default: ComponentType }>, placeholderClassName: string): ComponentType {
  let start: () => void = () => {};
  const wanted = new Promise<void>((resolve) => {
    start = resolve;
  });
  const WhenWanted = lazy(() => wanted.then(() => loadOrExplain(load)));
  // The server's render: a failure there sends the bare shell instead (server/src/http/ssr.ts).
  const AtOnce = lazy(load);

  function Placeholder() {
    // Only a client render shows the placeholder (hydration keeps the server's HTML): load at once.
    useEffect(() => start(), []);
    return <div aria-hidden="true" data-testid="below-the-fold-placeholder" className={placeholderClassName} />;
  }

  function BelowTheFold() {
    const Content = useIsServerRender() ? AtOnce : WhenWanted;
    const ref = useRef<HTMLDivElement>(null);
    // State only to keep one holder for the component's life: it never changes, so nothing re-renders
    // the boundary before it hydrates.
    const [taps] = useState(tapHolder);
    useEffect(() => {
      const stopHolding = taps.hold(ref.current);
      const stopWatching = whenWanted(ref.current, start);
      return () => {
        stopWatching();
        stopHolding();
      };
    }, [taps]);
    return (
      <div ref={ref}>
        <Suspense fallback={<Placeholder />}>
          <Content />
          <Arrived onArrived={taps.release} />
        </Suspense>
      </div>
    );
  }
  return memo(BelowTheFold);
}
