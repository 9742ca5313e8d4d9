/**
 * Issue #34: admin accounts, invitations and the second factor: the bodies the server checks and the
 * answers' shapes, one place for the Team screen, My account and the server.
 */
import { z } from 'zod';
import { ADMIN_ROLES, type AdminRole } from './admin-roles';

export const ADMIN_ACCOUNT_MSG = {
  emailInvalid: 'Enter a valid e-mail address.',
  nameRequired: 'Enter her name.',
  nameTooLong: 'A name can be at most 80 characters.',
  roleInvalid: 'Choose a role: owner, manager, finance or editor.',
  patchEmpty: 'Send a role or disabled.',
  emailTaken: 'An admin with this e-mail address already exists.',
  invited: (email: string) => `Invitation sent to ${email}. The link works once, for 48 hours.`,
  lastOwner: 'There must always be one active owner: make someone else an owner first.',
  notFound: 'No such admin.',
  passwordTooShort: 'Use at least 12 characters.',
  passwordTooLong: 'Use at most 256 characters.',
  passwordIsEmail: 'Your password cannot be your e-mail address.',
  passwordsDiffer: 'The two passwords do not match.',
  invitationInvalid: 'This invitation link is not valid. Ask the owner for a new one.',
  invitationUsed: 'This invitation has already been used. Sign in with your e-mail address and password.',
  invitationExpired: 'This invitation has expired (links last 48 hours). Ask the owner for a new one.',
  accountReady: 'Your password is set. Sign in with your e-mail address.',
  disabled: 'This account is disabled.',
  codeInvalid: 'That code is not right. Check your authenticator app and try again.',
  codeFormat: 'Enter the 6-digit code from your app, or a recovery code.',
  secondFactorRequired: 'Set up a passkey or an authenticator app before anything else: the owner requires a second factor for your role.',
  secondFactorPending: 'Enter your second factor to finish signing in.',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  currentPasswordWrong: 'Your current password is not right.',
  emailTooLongForUsername: `An admin's e-mail address is her username, so it can be at most 64 characters.`,
} as const;

/** admin_users.username's width: an invited admin's e-mail address becomes her username. */
export const ADMIN_USERNAME_MAX = 64;

/** An invitation link lasts this long (ADMIN_ACCOUNT_MSG.invited and .invitationExpired say 48 hours). */
export const INVITATION_TTL_HOURS = 48;

/** A pending invitation, as GET /api/admin/users lists it. */
export interface PendingInvitation {
  id: string;
  email: string;
  name: string;
  role: AdminRole;
  expiresAt: string;
}

const password = z
  .string({ error: ADMIN_ACCOUNT_MSG.passwordTooShort })
  .min(12, ADMIN_ACCOUNT_MSG.passwordTooShort)
  .max(256, ADMIN_ACCOUNT_MSG.passwordTooLong);

const email = z
  .string({ error: ADMIN_ACCOUNT_MSG.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: ADMIN_ACCOUNT_MSG.emailInvalid }).max(254, ADMIN_ACCOUNT_MSG.emailInvalid));

const role = z.enum(ADMIN_ROLES, { error: ADMIN_ACCOUNT_MSG.roleInvalid });

/** POST /api/admin/users */
export const inviteAdminSchema = z.object({
  email,
  name: z
    .string({ error: ADMIN_ACCOUNT_MSG.nameRequired })
    .trim()
    .min(1, ADMIN_ACCOUNT_MSG.nameRequired)
    .max(80, ADMIN_ACCOUNT_MSG.nameTooLong)
    // eslint-disable-next-line no-control-regex -- a name never holds control characters
    .refine((s) => !/[\u0000-\u001f\u007f]/u.test(s), ADMIN_ACCOUNT_MSG.nameRequired),
  role,
});
export type InviteAdminInput = z.infer<typeof inviteAdminSchema>;

/** PATCH /api/admin/users/:id */
export const patchAdminSchema = z
  .object({ role: role.optional(), disabled: z.boolean({ error: ADMIN_ACCOUNT_MSG.patchEmpty }).optional() })
  .refine((b) => b.role !== undefined || b.disabled !== undefined, ADMIN_ACCOUNT_MSG.patchEmpty);
export type PatchAdminInput = z.infer<typeof patchAdminSchema>;

/** POST /api/admin/invitations/accept: the token from the link and her new password (typed twice). */
export const acceptInvitationSchema = z
  .object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/u, ADMIN_ACCOUNT_MSG.invitationInvalid), password, confirm: z.string() })
  .refine((b) => b.password === b.confirm, { error: ADMIN_ACCOUNT_MSG.passwordsDiffer, path: ['confirm'] });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** POST /api/admin/account/password */
export const changePasswordSchema = z
  .object({
    current: z
      .string({ error: ADMIN_ACCOUNT_MSG.currentPasswordWrong })
      .min(1, ADMIN_ACCOUNT_MSG.currentPasswordWrong)
      .max(256, ADMIN_ACCOUNT_MSG.currentPasswordWrong),
    password,
    confirm: z.string({ error: ADMIN_ACCOUNT_MSG.passwordsDiffer }),
  })
  .refine((b) => b.password === b.confirm, { error: ADMIN_ACCOUNT_MSG.passwordsDiffer, path: ['confirm'] });

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx). */
export const secondFactorCodeSchema = z.object({
  code: z
    .string({ error: ADMIN_ACCOUNT_MSG.codeFormat })
    .trim()
    .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/iu, ADMIN_ACCOUNT_MSG.codeFormat),
});

/** A row of GET /api/admin/users. */
export interface AdminAccount {
  id: string;
  username: string;
  email: string | null;
  name: string | null;
  role: AdminRole;
  disabled: boolean;
  twoFactor: boolean;
}

/** GET /api/admin/check: who is signed in, and what the shell must do first. */
export interface AdminMe {
  success: true;
  username: string;
  name: string | null;
  email: string | null;
  role: AdminRole;
  /** She has a passkey or a confirmed authenticator app. */
  twoFactor: boolean;
  /** The owner's policy applies to her role and she has no second factor: lead her to set one up. */
  mustSetUpSecondFactor: boolean;
}
