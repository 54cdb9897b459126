import crypto from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

// A software WebAuthn authenticator for server tests (no npm package does this for Node): one
// EC P-256 (ES256) credential, 'none' attestation, and assertions signed by node:crypto, built
// byte by byte as WebAuthn Level 2 lays out authenticatorData and the attestation object.

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();
const b64u = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

interface Options {
  /** The options' challenge, as the server sent it (base64url). */
  challenge: string;
}

export class SoftAuthenticator {
  readonly credentialId = crypto.randomBytes(32);
  private readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** The signature counter; a test may set it back to play a cloned authenticator. */
  counter = 0;
  /** False plays an authenticator that keeps no counter (synced passkeys send 0 every time). */
  counts = true;

  constructor(
    private readonly rpId = 'localhost',
    private readonly origin = 'http://localhost:8080',
  ) {}

  get id(): string {
    return b64u(this.credentialId);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authenticatorData(flags: number, attested?: Buffer): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  /** The public key as COSE_Key: kty EC2, alg ES256, crv P-256, x, y. */
  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  /** navigator.credentials.create's answer (RegistrationResponseJSON) to registration options. */
  register({ challenge }: Options, origin = this.origin) {
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, Buffer.from(this.coseKey())]);
    const authData = this.authenticatorData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64u(this.clientData('webauthn.create', challenge, origin)), attestationObject: b64u(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get's answer (AuthenticationResponseJSON): the counter goes up by one (when it counts). */
  assert({ challenge }: Options, origin = this.origin) {
    if (this.counts) this.counter += 1;
    const authData = this.authenticatorData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED);
    const clientData = this.clientData('webauthn.get', challenge, origin);
    const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64u(clientData), authenticatorData: b64u(authData), signature: b64u(signature) },
      clientExtensionResults: {},
    };
  }
}
