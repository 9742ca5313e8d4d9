/**
 * Issue #34: "My account" lists her own admin sessions and can end them. Zod-free so the admin
 * screen can read it without the schema library.
 */
export const ADMIN_SESSION_MSG = {
  notFound: 'That session has already ended.',
  ended: 'That session has been signed out.',
  tooManyPasswordTries: 'Too many wrong passwords. Wait 15 minutes and try again.',
} as const;

/** A session's public id: a hash of the session id (the cookie's secret), never the id itself. */
export const ADMIN_SESSION_ID = /^[A-Za-z0-9_-]{43}$/u;

/** A row of GET /api/admin/account/sessions. */
export interface AdminSession {
  id: string;
  /** "Chrome on Android", from the browser's own description of itself. */
  device: string;
  /** ISO times; null for a session that has made no request since it signed in. */
  lastSeenAt: string | null;
  createdAt: string | null;
  /** The session this request came with. */
  current: boolean;
}

/** My account's own sentences in the browser (the server's come with its answers). */
export const MY_ACCOUNT_MSG = {
  passkeyUnsupported: 'This browser cannot use passkeys. Use the authenticator app instead, or another browser.',
  passkeyCancelled: 'No passkey was added: the browser prompt was closed or timed out.',
  passkeyAdded: 'Passkey added.',
  passkeySignInCancelled: 'The passkey prompt was closed or timed out. Try again, or enter a code.',
  totpOn: 'The authenticator app is set up.',
  codesRenewed: 'New recovery codes made: the old ones no longer work.',
  loadFailed: 'Could not load your account. Retry in a moment.',
} as const;
