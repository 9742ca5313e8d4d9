import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url: the 43 characters acceptInvitationSchema expects. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a database read (a backup, a leak) does not hand out working links. */
export const invitationTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
