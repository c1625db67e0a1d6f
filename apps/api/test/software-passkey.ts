import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey in software, for API tests: answers WebAuthn's create() and get() as an authenticator would (ES256,
 * attestation "none"), so the server's checks run on real signatures. The browser tests use Chromium's virtual
 * authenticator instead.
 */
export class SoftwarePasskey {
  readonly credentialId = randomBytes(32);
  readonly #privateKey: KeyObject;
  readonly #publicJwk: { x: string; y: string };
  #counter = 0;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.#publicJwk = { x: String(jwk.x), y: String(jwk.y) };
  }

  get id(): string {
    return this.credentialId.toString('base64url');
  }

  /** The answer to navigator.credentials.create() for the server's options, at `origin`. */
  register(options: { challenge: string; rp: { id?: string } }, origin: string) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const clientDataJSON = this.#clientData('webauthn.create', options.challenge, origin);
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(this.#publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.#publicJwk.y, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.#authDataHead(rpId, 0x45), // user present, user verified, attested credential data
      Buffer.alloc(16), // AAGUID
      idLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
    };
  }

  /** The answer to navigator.credentials.get() for the server's options, at `origin`. */
  authenticate(options: { challenge: string; rpId?: string }, origin: string) {
    const rpId = options.rpId ?? new URL(origin).hostname;
    const clientDataJSON = this.#clientData('webauthn.get', options.challenge, origin);
    const authenticatorData = this.#authDataHead(rpId, 0x05);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]),
      this.#privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'),
      },
    };
  }

  #clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  #authDataHead(rpId: string, flags: number): Buffer {
    this.#counter++;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.#counter);
    return Buffer.concat([createHash('sha256').update(rpId).digest(), Buffer.from([flags]), counter]);
  }
}
