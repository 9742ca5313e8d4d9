import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A WebAuthn authenticator in software, built by hand from the spec (an EC P-256 key, attestation
 * 'none', CBOR written byte by byte), so the server's passkey routes are tested against what a
 * browser would send and not against the library's own helpers.
 */

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

/** A CBOR major type with its length/value argument (RFC 8949 §3). */
function head(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 256) return Buffer.from([(major << 5) | 24, value]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(value, 1);
  return b;
}
const cborInt = (n: number) => (n >= 0 ? head(0, n) : head(1, -1 - n));
const cborBytes = (b: Buffer) => Buffer.concat([head(2, b.length), b]);
const cborText = (s: string) => Buffer.concat([head(3, Buffer.byteLength(s)), Buffer.from(s)]);
const cborMap = (entries: [Buffer, Buffer][]) => Buffer.concat([head(5, entries.length), ...entries.flat()]);

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface SoftAuthenticator {
  credentialId: string;
  /** navigator.credentials.create()'s answer, as @simplewebauthn/browser serializes it. */
  register(options: { challenge: string }, origin: string, rpId: string): object;
  /** navigator.credentials.get()'s answer; `counter` overrides the next signature count (a replay or a clone). */
  assert(options: { challenge: string }, origin: string, rpId: string, counter?: number): object;
  counter: number;
}

export function softAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  const credId = randomBytes(16);
  // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
  const coseKey = cborMap([
    [cborInt(1), cborInt(2)],
    [cborInt(3), cborInt(-7)],
    [cborInt(-1), cborInt(1)],
    [cborInt(-2), cborBytes(Buffer.from(jwk.x, 'base64url'))],
    [cborInt(-3), cborBytes(Buffer.from(jwk.y, 'base64url'))],
  ]);
  const count = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  const self: SoftAuthenticator = {
    credentialId: b64url(credId),
    counter: 0,
    register({ challenge }, origin, rpId) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]),
        count(self.counter),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        credId,
        coseKey,
      ]);
      const attestationObject = cborMap([
        [cborText('fmt'), cborText('none')],
        [cborText('attStmt'), cborMap([])],
        [cborText('authData'), cborBytes(authData)],
      ]);
      return {
        id: self.credentialId,
        rawId: self.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    assert({ challenge }, origin, rpId, counter) {
      self.counter = counter ?? self.counter + 1;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAG_UP | FLAG_UV]), count(self.counter)]);
      const clientDataJSON = clientData('webauthn.get', challenge, origin);
      const signature = signWith(privateKey, Buffer.concat([authData, sha256(clientDataJSON)]));
      return {
        id: self.credentialId,
        rawId: self.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
  return self;
}

/** ECDSA over SHA-256, DER-encoded: what WebAuthn's ES256 signatures are. */
const signWith = (key: KeyObject, data: Buffer) => sign('sha256', data, key);
