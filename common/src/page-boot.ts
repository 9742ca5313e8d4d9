/**
 * How a server-rendered page hands the browser its code (issue #14): the server names the page's own
 * chunk in a JSON element, and the entry (client/src/main.tsx) asks for it, with the app's code,
 * only once the server's HTML is on screen. The server writes this id, the client reads it.
 */
export const PAGE_MODULES_ID = 'page-modules';

/**
 * Beside the API answers in a rendered page's data block (server/src/http/ssr.ts): the site's public
 * address (PUBLIC_URL), so links meant to leave the site (share buttons) are absolute in the first
 * HTML, and the browser hydrates them alike whatever address it used. Not a path: no API answer has this key.
 */
export const SSR_PUBLIC_ORIGIN = '#public-origin';

/**
 * Her cockpit's summary in /me's data block when the server rendered /me for her (issue #30): the key
 * is the path of the page's own read (GET /api/me, without `/api`), which the rendered answer stands for.
 */
export const COCKPIT_SUMMARY_PATH = '/me';
