/**
 * The action names this module's callers write. Others (the event switch, refunds) add their own
 * `<area>.<verb>` strings; the Audit screen lists whatever has been recorded.
 */
export const AUDIT = {
  login: 'auth.login',
  loginFailed: 'auth.login_failed',
  logout: 'auth.logout',
  adminCreated: 'auth.admin_created',
  passwordReset: 'auth.password_reset',
  reconcile: 'payments.reconcile',
} as const;

/** `sponsor.create`, `team.update`, ... for the content modules. */
export const contentAction = (area: string, verb: 'create' | 'update' | 'delete' | 'reorder' | 'upload') => `${area}.${verb}`;
