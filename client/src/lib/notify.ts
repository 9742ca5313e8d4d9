import type toastLibrary from 'react-hot-toast';

type Toast = typeof toastLibrary;

/**
 * SPEC §8: at most 20 toasts on screen; older ones are dismissed first. Here rather than beside
 * the Toaster so that its lazy chunk and AppToaster, which loads it, do not import each other.
 */
export const MAX_VISIBLE_TOASTS = 20;

export interface NotifyOptions {
  /** A toast raised again with the same id replaces the first instead of stacking. */
  id?: string;
  duration?: number;
}

let library: Promise<Toast> | null = null;
let raisedAny = false;
const raisedListeners = new Set<() => void>();

function load(): Promise<Toast> {
  library ??= import('react-hot-toast').then(
    (module) => module.default,
    (err: unknown) => {
      // A chunk that failed to download (a deploy in between, a dropped connection) is asked for
      // again by the next toast rather than remembered as failed.
      library = null;
      throw err;
    },
  );
  return library;
}

function raise(show: (toast: Toast) => void): void {
  if (!raisedAny) {
    raisedAny = true;
    for (const listener of raisedListeners) listener();
  }
  // Toasts raised while the library is on its way keep their order: the callbacks run in turn.
  load().then(show, () => {
    // The message is lost with the chunk; every caller also says what happened on the page itself.
  });
}

/**
 * Every toast the site raises goes through here (issue #14). react-hot-toast's styling engine
 * writes its first rule as its module loads, and that rule makes the browser restyle the whole
 * page: importing it from a page put that cost into every page's first seconds, toast or not. Now
 * the library comes with the first toast (or, through AppToaster, the first tap).
 */
export const notify = {
  success(message: string, options?: NotifyOptions): void {
    raise((toast) => toast.success(message, options));
  },
  error(message: string, options?: NotifyOptions): void {
    raise((toast) => toast.error(message, options));
  },
};

/**
 * Calls `listener` once the first toast is raised (at once if one already was); AppToaster then
 * brings the Toaster. Returns the unsubscribe.
 */
export function onFirstToast(listener: () => void): () => void {
  if (raisedAny) {
    listener();
    return () => {};
  }
  raisedListeners.add(listener);
  return () => raisedListeners.delete(listener);
}
