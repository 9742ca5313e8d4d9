/**
 * Issue #34: the second factor's own sentences and bodies (TOTP, recovery codes, passkeys, the
 * owner's policy); the code body itself is admin-accounts.ts's secondFactorCodeSchema.
 */
import { z } from 'zod';

export const SECOND_FACTOR_MSG = {
  setupExpired: 'That setup has expired. Start setting up the authenticator app again.',
  totpNotSetUp: 'The authenticator app is not set up for your account.',
  lastFactor: 'The owner requires a second factor for your role: add another one before removing this one.',
  loginExpired: 'Your sign-in has expired. Enter your password again.',
  passkeyFailed: 'That passkey could not be verified. Try again.',
  passkeyTaken: 'This passkey is already registered.',
  passkeyNotFound: 'No such passkey.',
  passkeyLabelTooLong: 'A passkey name can be at most 80 characters.',
  noPasskey: 'There is no passkey on your account.',
  policyInvalid: 'Send requireSecondFactor as true or false.',
  policySaved: 'Security policy saved.',
  totpRemoved: 'The authenticator app has been removed.',
  passkeyRemoved: 'The passkey has been removed.',
} as const;

/** Ten per set; printed and typed as xxxxx-xxxxx. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * What a browser sends back from navigator.credentials: checked here only for its shape; the
 * WebAuthn library checks its content (and refuses anything else with passkeyFailed).
 */
const failed = { error: SECOND_FACTOR_MSG.passkeyFailed };
const part = (max: number) => z.string(failed).min(1, failed).max(max, failed);
const credentialResponse = z.looseObject(
  {
    id: part(1024),
    rawId: part(1024),
    type: z.literal('public-key', failed),
    response: z.looseObject({ clientDataJSON: part(8192) }, failed),
    clientExtensionResults: z.record(z.string(), z.unknown(), failed).default({}),
  },
  failed,
);

/** POST /api/admin/account/passkeys */
export const passkeyRegistrationSchema = z.object(
  {
    response: credentialResponse,
    label: z
      .string({ error: SECOND_FACTOR_MSG.passkeyLabelTooLong })
      .trim()
      .max(80, SECOND_FACTOR_MSG.passkeyLabelTooLong)
      // eslint-disable-next-line no-control-regex -- a label never holds control characters
      .refine((s) => !/[\u0000-\u001f\u007f]/u.test(s), SECOND_FACTOR_MSG.passkeyLabelTooLong)
      .optional(),
  },
  { error: SECOND_FACTOR_MSG.passkeyFailed },
);

/** POST /api/admin/login/passkey */
export const passkeyLoginSchema = z.object({ response: credentialResponse }, { error: SECOND_FACTOR_MSG.passkeyFailed });

/** PUT /api/admin/security-policy */
export const securityPolicySchema = z.object({ requireSecondFactor: z.boolean({ error: SECOND_FACTOR_MSG.policyInvalid }) });
export type SecurityPolicy = z.infer<typeof securityPolicySchema>;

/** GET /api/admin/account/second-factor */
export interface SecondFactorStatus {
  totp: boolean;
  passkeys: { id: string; label: string; createdAt: string; lastUsedAt: string | null }[];
  recoveryCodesLeft: number;
  /** The owner's policy applies to her role. */
  required: boolean;
}

/** POST /api/admin/login with the right password, for an admin who has a second factor. */
export interface SecondFactorPending {
  success: true;
  secondFactor: { totp: boolean; passkey: boolean };
  message: string;
}
