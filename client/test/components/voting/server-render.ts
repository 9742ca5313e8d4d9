/**
 * React's server renderer for tests that compare a component's server HTML with its browser render.
 * Its browser build (the one Jest's jsdom environment resolves) schedules through MessageChannel,
 * which jsdom lacks; Node's own is lent to it.
 */
if (typeof globalThis.MessageChannel === 'undefined') {
  Object.assign(globalThis, { MessageChannel: (await import('node:worker_threads')).MessageChannel });
}

export const { renderToString } = await import('react-dom/server');
