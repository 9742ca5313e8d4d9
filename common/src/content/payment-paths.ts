/**
 * The addresses and the txnid shape of receipts, "check my payment" and transparency (issue #16), on
 * their own: the route table loads them with the first page (first-screen.ts), and a module it loads
 * eagerly is bundled whole into the entry chunk, so the pages' messages and labels stay elsewhere.
 */

/** Our txnids are `T` and 20 hex digits; anything outside this shape is answered 404 without a query. */
export const TXNID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export const isTxnid = (s: string): boolean => TXNID_PATTERN.test(s);

export const receiptPath = (txnid: string): string => `/receipt/${encodeURIComponent(txnid)}`;

export const CHECK_PAYMENT_PATH = '/check-payment';

/** The public transparency figures: the page and GET /api/transparency. */
export const TRANSPARENCY_PATH = '/transparency';
