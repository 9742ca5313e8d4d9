import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyRow } from './repo';

/** Who the passkeys are for: the site's own origin and host (config's PUBLIC_URL), never a request header. */
export interface RelyingParty {
  name: string;
  id: string;
  origin: string;
}

const transportsOf = (row: PasskeyRow) => row.transports as AuthenticatorTransportFuture[];

export function registrationOptions(rp: RelyingParty, admin: { id: string; username: string }, existing: PasskeyRow[]) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: admin.username,
    userID: new TextEncoder().encode(admin.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new credential, or null for anything the library refuses (it throws on malformed input). */
export async function verifiedRegistration(rp: RelyingParty, response: unknown, challenge: string) {
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).map(String),
    };
  } catch {
    return null;
  }
}

export function authenticationOptions(rp: RelyingParty, credentials: PasskeyRow[]) {
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: credentials.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    userVerification: 'preferred',
  });
}

/**
 * The authenticator's new signature counter, or null. The library refuses a counter that did not
 * move past the stored one (a cloned authenticator, or a replayed assertion).
 */
export async function verifiedAssertion(rp: RelyingParty, response: unknown, challenge: string, row: PasskeyRow): Promise<number | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: row.credentialId,
        publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
        counter: row.counter,
        transports: transportsOf(row),
      },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
