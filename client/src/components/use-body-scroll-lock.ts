import { useEffect } from 'react';

// Counted so a modal opened from the open mobile menu doesn't unlock scrolling when it closes first.
let locks = 0;
let previousOverflow = '';

/** Locks page scrolling while `locked` is true; restores it on release or unmount. */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    if (locks === 0) {
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = previousOverflow;
    };
  }, [locked]);
}
