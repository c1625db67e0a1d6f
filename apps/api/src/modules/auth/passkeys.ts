import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkeys, webauthnChallenges } from '../../db/schema.ts';
import { ConflictError, UnauthorizedError } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/session.ts';
import type {
  EnrollingUser,
  RelyingParty,
  SecondFactorGate,
  SecondFactorSession,
} from './second-factor-gate.ts';
import { SECOND_FACTOR } from './second-factor-limits.ts';

// NOTE: the WebAuthn library, with its X.509 and ASN.1 parsers, loads on the first passkey, not at start.
const webAuthn = () => import('@simplewebauthn/server');

/** Passkeys as a second factor, through SimpleWebAuthn: registering one, and signing in with it. */
export class Passkeys {
  constructor(
    private readonly db: Db,
    private readonly gate: SecondFactorGate,
    private readonly shopName: string,
    private readonly now: () => number,
  ) {}

  async registrationOptions(
    user: EnrollingUser,
    rp: RelyingParty,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    await this.gate.assertMayEnrol(user);
    const existing = await this.db
      .select({ id: passkeys.credentialId, transports: passkeys.transports })
      .from(passkeys)
      .where(eq(passkeys.userId, user.id));
    const { generateRegistrationOptions } = await webAuthn();
    const options = await generateRegistrationOptions({
      rpName: this.shopName,
      rpID: rp.id,
      userName: `+91 ${user.mobile}`,
      userDisplayName: user.name ?? `+91 ${user.mobile}`,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await this.#storeChallenge(user.id, 'register', options.challenge);
    return options;
  }

  async register(
    user: EnrollingUser,
    response: RegistrationResponseJSON,
    name: string,
    rp: RelyingParty,
  ): Promise<SecondFactorSession> {
    await this.gate.assertMayEnrol(user);
    const { verifyRegistrationResponse } = await webAuthn();
    const verified = await passkeyVerified(() =>
      verifyRegistrationResponse({
        response,
        ...this.#expected(user.id, 'register', rp),
      }),
    );
    const { credential } = verified.registrationInfo;
    const firstFactor = !(await this.gate.hasFactor(user.id));
    const [taken] = await this.db
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      })
      .onConflictDoNothing()
      .returning({ id: passkeys.id });
    if (!taken) throw new ConflictError('This passkey is already registered');
    return this.gate.passedAs(user.id, firstFactor);
  }

  async loginOptions(
    user: Pick<SessionUser, 'id'>,
    rp: RelyingParty,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const keys = await this.db
      .select({ id: passkeys.credentialId, transports: passkeys.transports })
      .from(passkeys)
      .where(eq(passkeys.userId, user.id));
    if (keys.length === 0) throw new UnauthorizedError('No passkey is registered for this account');
    const { generateAuthenticationOptions } = await webAuthn();
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      allowCredentials: keys.map((key) => ({ id: key.id, transports: key.transports })),
      userVerification: 'preferred',
    });
    await this.#storeChallenge(user.id, 'authenticate', options.challenge);
    return options;
  }

  async verify(
    user: Pick<SessionUser, 'id'>,
    response: AuthenticationResponseJSON,
    rp: RelyingParty,
  ): Promise<SecondFactorSession> {
    // Only this account's own passkeys count: one member's key never opens another's session.
    const [key] = await this.db
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.userId, user.id), eq(passkeys.credentialId, response.id)));
    if (!key) throw new UnauthorizedError('This passkey is not registered for this account');
    const { verifyAuthenticationResponse } = await webAuthn();
    const verified = await passkeyVerified(() =>
      verifyAuthenticationResponse({
        response,
        ...this.#expected(user.id, 'authenticate', rp),
        credential: {
          id: key.credentialId,
          publicKey: Buffer.from(key.publicKey, 'base64url'),
          counter: key.counter,
          transports: key.transports as never,
        },
      }),
    );
    await this.db
      .update(passkeys)
      .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where(eq(passkeys.id, key.id));
    return this.gate.passedAs(user.id, false);
  }

  async #storeChallenge(
    userId: string,
    purpose: 'register' | 'authenticate',
    challenge: string,
  ): Promise<void> {
    // Old challenges of the member are dropped as new ones are made, so the table stays small.
    await this.db
      .delete(webauthnChallenges)
      .where(and(eq(webauthnChallenges.userId, userId), lt(webauthnChallenges.expiresAt, new Date())));
    await this.db.insert(webauthnChallenges).values({
      userId,
      purpose,
      challenge,
      expiresAt: new Date(this.now() + SECOND_FACTOR.challengeTtlMs),
    });
  }

  /** What an answer must match: a challenge this app gave the member for `purpose`, this site, its origin. */
  #expected(userId: string, purpose: 'register' | 'authenticate', rp: RelyingParty) {
    return {
      expectedChallenge: (challenge: string) => this.#consumeChallenge(userId, purpose, challenge),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    };
  }

  /** A challenge is good once, for its purpose and its member, until it expires. */
  async #consumeChallenge(userId: string, purpose: string, challenge: string): Promise<boolean> {
    const [consumed] = await this.db
      .update(webauthnChallenges)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(webauthnChallenges.userId, userId),
          eq(webauthnChallenges.purpose, purpose),
          eq(webauthnChallenges.challenge, challenge),
          isNull(webauthnChallenges.consumedAt),
          gt(webauthnChallenges.expiresAt, new Date(this.now())),
        ),
      )
      .returning({ id: webauthnChallenges.id });
    return Boolean(consumed);
  }
}

/** The library's verdict on a browser's passkey answer: anything but a clean yes is refused the same way. */
async function passkeyVerified<Verdict extends { verified: boolean }>(
  verify: () => Promise<Verdict>,
): Promise<Verdict & { verified: true }> {
  let verdict: Verdict;
  try {
    verdict = await verify();
  } catch (error) {
    throw passkeyRefused(error);
  }
  if (!verdict.verified) throw passkeyRefused();
  return verdict as Verdict & { verified: true };
}

function passkeyRefused(cause?: unknown): UnauthorizedError {
  const error = new UnauthorizedError('The passkey could not be verified. Please try again.');
  if (cause) error.cause = cause;
  return error;
}
