import { useEffect } from 'react';
import { BLOCKED_KEY_COMBOS } from '@pageant/common';

/** The letter or key name a keydown stands for, whatever the case or layout quirks. */
function keysOf(e: KeyboardEvent): string[] {
  const keys = [e.key.length === 1 ? e.key.toUpperCase() : e.key];
  // With Option held, macOS reports a symbol in e.key (Cmd+Opt+I gives 'ˆ'); the physical key still says KeyI.
  if (e.code?.startsWith('Key')) keys.push(e.code.slice(3));
  return keys;
}

/** SPEC §1: F12, Ctrl+Shift+I, Ctrl+Shift+J and Ctrl+U; Cmd counts as Ctrl and Cmd+Option as Ctrl+Shift on macOS. */
export function isBlockedKey(e: KeyboardEvent): boolean {
  const ctrl = e.ctrlKey || e.metaKey;
  const shift = e.shiftKey || (e.metaKey && e.altKey);
  const keys = keysOf(e);
  return BLOCKED_KEY_COMBOS.some((combo) => keys.includes(combo.key) && (!combo.ctrl || ctrl) && (!combo.shift || shift));
}

function onKeyDown(e: KeyboardEvent): void {
  if (isBlockedKey(e)) e.preventDefault();
}

function onContextMenu(e: MouseEvent): void {
  e.preventDefault();
}

/** SPEC §1: blocks the context menu and the developer-tools shortcuts for the app's lifetime. */
export function useDevtoolsBlock(): void {
  useEffect(() => {
    // Capture phase so a component that stops propagation cannot let a blocked key through.
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('contextmenu', onContextMenu, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('contextmenu', onContextMenu, true);
    };
  }, []);
}
