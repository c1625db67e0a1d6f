import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { SecondFactorStatus } from '@shop/shared';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  VerifiedAuthenticationResponse,
  VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Throttle } from '../../adapters/throttle/throttle.ts';
import type { Db } from '../../db/client.ts';
import { passkeys, recoveryCodes, users, webauthnChallenges } from '../../db/schema.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
  UserInputError,
} from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/session.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import type { TokenService } from './token.service.ts';

export const SECOND_FACTOR = {
  /** Wrong codes (authenticator or recovery) an account may send in `wrongWindowMs` before it must wait. */
  maxWrongCodes: 5,
  wrongWindowMs: 15 * 60_000,
  recoveryCodes: 10,
  challengeTtlMs: 5 * 60_000,
  totpPeriodSeconds: 30,
  /** One step either side: a phone's clock a little off still works. */
  totpWindow: 1,
} as const;

// NOTE: the WebAuthn library, with its X.509 and ASN.1 parsers, loads on the first passkey, not at start.
const webAuthn = () => import('@simplewebauthn/server');

// Recovery codes are read off paper and typed: no 0/O, 1/I/L.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Where the browser is: WebAuthn binds a passkey to the site's name and checks the page's origin. */
export interface RelyingParty {
  origin: string;
  /** The host name the passkey belongs to (no port). */
  id: string;
}

/** A session that has passed the second factor, and the recovery codes when this was the first factor enrolled. */
export interface SecondFactorSession {
  token: string;
  recoveryCodes?: string[];
}

/**
 * The back office's second factor (docs/admin.md#second-factor): passkeys through SimpleWebAuthn, authenticator-app
 * codes (RFC 6238) through otpauth, and single-use recovery codes. Each proof yields a session token marked as
 * having passed it; `/api/v1/admin/*` accepts no other.
 */
export class SecondFactorService {
  readonly #sealKey: Buffer;
  readonly #hashKey: Buffer;

  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly throttle: Throttle,
    private readonly audit: AuditLogService,
    secret: string,
    private readonly shopName: string,
    /** The clock codes are checked against; tests fix it. */
    private readonly now: () => number = Date.now,
  ) {
    // Keys of their own, derived so that neither is ever the token key itself.
    this.#sealKey = createHmac('sha256', secret).update('totp-secrets').digest();
    this.#hashKey = createHmac('sha256', secret).update('recovery-codes').digest();
  }

  async status(
    user: Pick<SessionUser, 'id' | 'role'> & { secondFactor: boolean },
  ): Promise<SecondFactorStatus> {
    const [account] = await this.db
      .select({ totpConfirmedAt: users.totpConfirmedAt })
      .from(users)
      .where(eq(users.id, user.id));
    const keys = await this.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, user.id))
      .orderBy(asc(passkeys.createdAt));
    const [codes] = await this.db
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
    const totp = Boolean(account?.totpConfirmedAt);
    return {
      required: user.role !== 'CUSTOMER',
      passed: user.secondFactor,
      enrolled: totp || keys.length > 0,
      totp,
      passkeys: keys.map((key) => ({
        _id: key.id,
        name: key.name,
        createdAt: key.createdAt.toISOString(),
        lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      })),
      recoveryCodesLeft: codes?.left ?? 0,
    };
  }

  // --- Authenticator app ---------------------------------------------------------------------------------------

  /** Starts enrolling an authenticator app: a new secret, shown once as a QR code and as text to type. */
  async startTotp(user: EnrollingUser): Promise<{ secret: string; uri: string; qrSvg: string }> {
    await this.#assertMayEnrol(user);
    const secret = new Secret({ size: 20 });
    await this.db
      .update(users)
      .set({ totpSecret: this.#seal(secret.base32), totpConfirmedAt: null, totpLastStep: null })
      .where(eq(users.id, user.id));
    const uri = this.#totp(secret, user.mobile).toString();
    // The CommonJS module itself: the bundled server's namespace object lacks `toString`, a name every object has.
    const qrcode = (await import('qrcode')).default;
    const qrSvg = await qrcode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return { secret: secret.base32, uri, qrSvg };
  }

  /** Confirms the app with its first code; the session that confirmed it has passed the second factor. */
  async confirmTotp(user: EnrollingUser, code: string): Promise<SecondFactorSession> {
    await this.#assertMayEnrol(user);
    await this.#takeAttempt(user.id);
    const [account] = await this.db.select().from(users).where(eq(users.id, user.id));
    if (!account?.totpSecret) throw new UserInputError('Start again: scan a new code with your app');
    const step = this.#matchingStep(account.totpSecret, account.mobile, code);
    if (step === null) throw wrongCode();
    const firstFactor = !(await this.#hasFactor(user.id));
    await this.db
      .update(users)
      .set({ totpConfirmedAt: new Date(), totpLastStep: step })
      .where(eq(users.id, user.id));
    await this.#passedAttempt(user.id);
    return this.#passed(account, firstFactor);
  }

  /** `POST /auth/totp`: a code from the enrolled app turns the login into a back-office session. */
  async verifyTotp(user: Pick<SessionUser, 'id'>, code: string): Promise<SecondFactorSession> {
    await this.#takeAttempt(user.id);
    const [account] = await this.db.select().from(users).where(eq(users.id, user.id));
    if (!account?.totpSecret || !account.totpConfirmedAt) {
      throw new UnauthorizedError('No authenticator app is set up for this account');
    }
    const step = this.#matchingStep(account.totpSecret, account.mobile, code);
    if (step === null) throw wrongCode();
    // A code is good once: the step only moves forward, atomically, so a replay inside its 30 seconds fails.
    const [claimed] = await this.db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    if (!claimed) throw wrongCode('This code has been used already. Wait for the next one.');
    await this.#passedAttempt(user.id);
    return this.#passed(account, false);
  }

  /** For `admin:create --totp-secret`: whoever runs it holds the database, so the secret is enrolled as given. */
  async enrolTotpSecret(userId: string, base32: string): Promise<void> {
    let secret: Secret;
    try {
      secret = Secret.fromBase32(base32.replace(/\s+/g, '').toUpperCase());
    } catch {
      throw new UserInputError('--totp-secret must be base32 (A-Z, 2-7)');
    }
    if (secret.bytes.length < 10)
      throw new UserInputError('--totp-secret must be at least 16 base32 characters');
    await this.db
      .update(users)
      .set({ totpSecret: this.#seal(secret.base32), totpConfirmedAt: new Date(), totpLastStep: null })
      .where(eq(users.id, userId));
  }

  // --- Recovery codes ------------------------------------------------------------------------------------------

  /** A recovery code stands in for a lost factor, once. */
  async useRecoveryCode(user: Pick<SessionUser, 'id'>, code: string): Promise<SecondFactorSession> {
    await this.#takeAttempt(user.id);
    const [used] = await this.db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, user.id),
          eq(recoveryCodes.codeHash, this.#hashRecovery(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    if (!used) throw wrongCode('That recovery code is not valid or has been used');
    await this.#passedAttempt(user.id);
    const [account] = await this.db.select().from(users).where(eq(users.id, user.id));
    if (!account) throw new UnauthorizedError();
    return this.#passed(account, false);
  }

  /** Ten new codes, shown once; the old ones stop working. Needs a session that passed the second factor. */
  async newRecoveryCodes(user: SessionUser & { secondFactor: boolean }): Promise<string[]> {
    if (!user.secondFactor) throw new ForbiddenError('Confirm with your second factor first');
    return this.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      return this.#issueRecoveryCodes(tx, user.id);
    });
  }

  // --- Passkeys ------------------------------------------------------------------------------------------------

  async passkeyRegistrationOptions(
    user: EnrollingUser,
    rp: RelyingParty,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    await this.#assertMayEnrol(user);
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

  async registerPasskey(
    user: EnrollingUser,
    response: RegistrationResponseJSON,
    name: string,
    rp: RelyingParty,
  ): Promise<SecondFactorSession> {
    await this.#assertMayEnrol(user);
    const { verifyRegistrationResponse } = await webAuthn();
    let verified: VerifiedRegistrationResponse;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: (challenge) => this.#consumeChallenge(user.id, 'register', challenge),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      });
    } catch (error) {
      throw passkeyRefused(error);
    }
    if (!verified.verified) throw passkeyRefused();
    const { credential } = verified.registrationInfo;
    const firstFactor = !(await this.#hasFactor(user.id));
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
    const [account] = await this.db.select().from(users).where(eq(users.id, user.id));
    if (!account) throw new UnauthorizedError();
    return this.#passed(account, firstFactor);
  }

  async passkeyLoginOptions(
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

  async verifyPasskey(
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
    let verified: VerifiedAuthenticationResponse;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (challenge) => this.#consumeChallenge(user.id, 'authenticate', challenge),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: key.credentialId,
          publicKey: Buffer.from(key.publicKey, 'base64url'),
          counter: key.counter,
          transports: key.transports as never,
        },
        requireUserVerification: false,
      });
    } catch (error) {
      throw passkeyRefused(error);
    }
    if (!verified.verified) throw passkeyRefused();
    await this.db
      .update(passkeys)
      .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where(eq(passkeys.id, key.id));
    const [account] = await this.db.select().from(users).where(eq(users.id, user.id));
    if (!account) throw new UnauthorizedError();
    return this.#passed(account, false);
  }

  /** Removes one of the member's passkeys; the last factor stays, so the account cannot lock itself out. */
  async removePasskey(user: SessionUser & { secondFactor: boolean }, passkeyId: string): Promise<void> {
    if (!user.secondFactor) throw new ForbiddenError('Confirm with your second factor first');
    const status = await this.status(user);
    if (!status.passkeys.some((key) => key._id === passkeyId)) throw new NotFoundError('Passkey not found');
    if (!status.totp && status.passkeys.length === 1) {
      throw new ConflictError('This is your only second factor: add another before removing it');
    }
    await this.db.delete(passkeys).where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, user.id)));
  }

  // --- The back office -----------------------------------------------------------------------------------------

  /**
   * An admin clears another member's factors (a lost phone): passkeys, app and recovery codes go, every session of
   * that member ends, and they enrol again at their next login. Audited; an admin cannot reset their own.
   */
  async reset(actor: Actor & { id: string }, userId: string): Promise<void> {
    if (actor.id === userId) {
      throw new ForbiddenError('Ask another admin to reset your own second factor, or use a recovery code');
    }
    await this.db.transaction(async (tx) => {
      const [member] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!member) throw new NotFoundError('Account not found');
      const removed = await tx
        .delete(passkeys)
        .where(eq(passkeys.userId, userId))
        .returning({ name: passkeys.name });
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx
        .update(users)
        .set({
          totpSecret: null,
          totpConfirmedAt: null,
          totpLastStep: null,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      await this.audit.record(tx, actor, {
        action: 'second_factor.reset',
        entityType: 'user',
        entityId: userId,
        before: {
          mobile: member.mobile,
          totp: Boolean(member.totpConfirmedAt),
          passkeys: removed.map((k) => k.name),
        },
        after: { totp: false, passkeys: [] },
      });
    });
  }

  // --- Internals -----------------------------------------------------------------------------------------------

  /**
   * Only the back office's members enrol. A member with no factor yet may enrol on the login code (their first
   * back-office login); once one exists, adding another needs a session that passed it.
   */
  async #assertMayEnrol(user: EnrollingUser): Promise<void> {
    if (user.role === 'CUSTOMER') throw new ForbiddenError('This area is for the shop team');
    if (!user.secondFactor && (await this.#hasFactor(user.id))) {
      throw new ForbiddenError('Confirm with your second factor before adding another');
    }
  }

  async #hasFactor(userId: string): Promise<boolean> {
    const [account] = await this.db
      .select({ totpConfirmedAt: users.totpConfirmedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (account?.totpConfirmedAt) return true;
    const [key] = await this.db
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .limit(1);
    return Boolean(key);
  }

  async #passed(
    account: { id: string; tokenVersion: number },
    firstFactor: boolean,
  ): Promise<SecondFactorSession> {
    const token = await this.tokens.session(account, true);
    if (!firstFactor) return { token };
    const codes = await this.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, account.id));
      return this.#issueRecoveryCodes(tx, account.id);
    });
    return { token, recoveryCodes: codes };
  }

  async #issueRecoveryCodes(tx: Pick<Db, 'insert'>, userId: string): Promise<string[]> {
    const codes = Array.from({ length: SECOND_FACTOR.recoveryCodes }, newRecoveryCode);
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: this.#hashRecovery(code) })));
    return codes;
  }

  /** Counts one attempt against the account's budget of wrong codes; a right code gives it back. */
  async #takeAttempt(userId: string): Promise<void> {
    const result = await this.throttle
      .hit(`2fa:${userId}`, SECOND_FACTOR.maxWrongCodes, SECOND_FACTOR.wrongWindowMs)
      .catch(() => {
        throw new ServiceUnavailableError(
          'Codes cannot be checked right now. Please try again in a minute.',
          60,
        );
      });
    if (!result.allowed) {
      throw new TooManyRequestsError(
        'Too many wrong codes. Please wait a few minutes before trying again.',
        result.retryAfterSeconds,
      );
    }
  }

  async #passedAttempt(userId: string): Promise<void> {
    await this.throttle.release(`2fa:${userId}`);
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

  #totp(secret: Secret, mobile: string): TOTP {
    return new TOTP({
      issuer: this.shopName,
      label: `+91 ${mobile}`,
      secret,
      period: SECOND_FACTOR.totpPeriodSeconds,
    });
  }

  /** The time step the code belongs to, or null when it matches none in the window. */
  #matchingStep(sealed: string, mobile: string, code: string): number | null {
    const candidate = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(candidate)) return null;
    const totp = this.#totp(Secret.fromBase32(this.#unseal(sealed)), mobile);
    const timestamp = this.now();
    const delta = totp.validate({ token: candidate, timestamp, window: SECOND_FACTOR.totpWindow });
    if (delta === null) return null;
    return Math.floor(timestamp / 1000 / SECOND_FACTOR.totpPeriodSeconds) + delta;
  }

  #hashRecovery(code: string): string {
    const normalised = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
    return createHmac('sha256', this.#hashKey).update(normalised).digest('hex');
  }

  /** AES-256-GCM: a stolen database copy does not give away the secrets without the token secret. */
  #seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#sealKey, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      'v1',
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      sealed.toString('base64url'),
    ].join('.');
  }

  #unseal(value: string): string {
    const [version, iv, tag, sealed] = value.split('.');
    if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('unreadable authenticator secret');
    const decipher = createDecipheriv('aes-256-gcm', this.#sealKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}

/** The signed-in member enrolling a factor, and whether their session has already passed one. */
export type EnrollingUser = SessionUser & { secondFactor: boolean };

function wrongCode(message = 'That code is not right. Check the app and try again.'): UnauthorizedError {
  return new UnauthorizedError(message);
}

function passkeyRefused(cause?: unknown): UnauthorizedError {
  const error = new UnauthorizedError('The passkey could not be verified. Please try again.');
  if (cause) error.cause = cause;
  return error;
}

/** XXXX-XXXX: 40 bits from the operating system's CSPRNG, in letters that cannot be misread. */
function newRecoveryCode(): string {
  const pick = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  const half = () => Array.from({ length: 4 }, pick).join('');
  return `${half()}-${half()}`;
}
