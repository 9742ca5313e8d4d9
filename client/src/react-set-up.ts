/*
 * Imported alone by main.tsx, a task before the app's modules (inTasksOfTheirOwn in ssr/boot.ts): running
 * react-dom's set-up here splits the longest task after a phone's first paint on /contestants in two.
 * vite.config.ts puts this file in React's chunk, so it costs no request of its own, and the entry needs
 * no interop helper for it (it reads no export).
 */
import 'react-dom/client';
