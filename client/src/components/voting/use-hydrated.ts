import { useSyncExternalStore } from 'react';

const staysPut = () => () => {};

/**
 * false on the server and while the browser hydrates its HTML, true from the render after (and at
 * once on a page reached by navigation): for what only the browser can show, such as a portal.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    staysPut,
    () => true,
    () => false,
  );
