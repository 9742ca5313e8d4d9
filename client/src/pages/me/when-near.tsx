import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenWanted } from '@/ssr/load-on-approach';

/**
 * A panel below her first screen, rendered (and its data read) only once she comes near it or first
 * scrolls or taps: opening /me costs the phone only what is on its screen. Until then an empty box
 * holds roughly its place, below everything she can see, so nothing on screen moves when it arrives.
 */
export function WhenNear({ children, holdClassName = 'min-h-80' }: { children: ReactNode; holdClassName?: string }) {
  const hold = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (near ? undefined : whenWanted(hold.current, () => startTransition(() => setNear(true)))), [near]);
  const held = <div ref={hold} aria-hidden="true" className={holdClassName} />;
  // Its code may still be on its way (a lazy panel): the box keeps holding the place until it is in.
  return near ? <Suspense fallback={held}>{children}</Suspense> : held;
}
