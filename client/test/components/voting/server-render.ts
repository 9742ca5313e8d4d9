/**
 * React's server renderer for tests that compare a component's server HTML with its browser render.
 * Its browser build (the one Jest's jsdom environment resolves) schedules through MessageChannel,
 * which jsdom lacks. Node's own would keep Jest from exiting (an open port), so a timer stands in:
 * the renderer only posts to itself to yield.
 */
class TimerChannel {
  readonly port1: { onmessage: ((e: { data: unknown }) => void) | null } = { onmessage: null };
  readonly port2 = {
    postMessage: (data: unknown) => {
      setTimeout(() => this.port1.onmessage?.({ data }), 0);
    },
  };
}

if (typeof globalThis.MessageChannel === 'undefined') Object.assign(globalThis, { MessageChannel: TimerChannel });

export const { renderToString } = await import('react-dom/server');
