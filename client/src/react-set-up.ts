/*
 * Imported alone by main.tsx, a task before the app's modules (inTasksOfTheirOwn in ssr/boot.ts), to run
 * react-dom's set-up there: the longest task after a phone's first paint on /contestants is split in two.
 * vite.config.ts puts this file in React's chunk, so it costs no request of its own and the entry needs no
 * interop helper. The set-up runs from a promise callback, not from the chunk's top level: traced (as
 * Lighthouse traces), V8 collects the source positions of every function on the stack, and the chunk's
 * top level is the whole 312 KB file (a 150-210 ms task at 4x CPU against 113-125 ms this way).
 */
export const setUpReact = (): Promise<unknown> => import('react-dom/client');
