/**
 * How a server-rendered page hands the browser its code (issue #14): the server names the page's own
 * chunk in a JSON element, and the entry (client/src/main.tsx) asks for it, with the app's code,
 * only once the server's HTML is on screen. The server writes this id, the client reads it.
 */
export const PAGE_MODULES_ID = 'page-modules';
