/**
 * Runs `task` once the page has loaded and the main thread is idle, so work that no first screen
 * needs (the live-vote socket) never competes with painting or hydrating it. Returns a cancel.
 * Safari has no requestIdleCallback: there the task follows the load event on the next turn.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    else timer = setTimeout(task, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
