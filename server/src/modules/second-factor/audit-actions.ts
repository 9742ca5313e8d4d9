/** The audit log's names for the second factor's events (the login itself stays auth.login). */
export const SECOND_FACTOR_AUDIT = {
  failed: 'auth.second_factor_failed',
  totpEnabled: 'auth.totp_enabled',
  totpRemoved: 'auth.totp_removed',
  recoveryCodesRenewed: 'auth.recovery_codes_renewed',
  passkeyAdded: 'auth.passkey_added',
  passkeyRemoved: 'auth.passkey_removed',
  policyChanged: 'auth.security_policy',
} as const;
