import type { SecondFactorStatus } from '@shop/shared';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Throttle } from '../../adapters/throttle/throttle.ts';
import type { Db } from '../../db/client.ts';
import { passkeys, recoveryCodes, users } from '../../db/schema.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/session.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import { AuthenticatorApp } from './authenticator-app.ts';
import { Passkeys } from './passkeys.ts';
import { RecoveryCodes } from './recovery-codes.ts';
import {
  type EnrollingUser,
  type RelyingParty,
  SecondFactorGate,
  type SecondFactorSession,
  wrongCode,
} from './second-factor-gate.ts';
import type { TokenService } from './token.service.ts';

/**
 * The back office's second factor (docs/admin.md#second-factor): passkeys through SimpleWebAuthn
 * (`passkeys.ts`), authenticator-app codes (RFC 6238) through otpauth (`authenticator-app.ts`), and single-use
 * recovery codes (`recovery-codes.ts`). Each proof yields a session token marked as having passed it
 * (`second-factor-gate.ts`); `/api/v1/admin/*` accepts no other. This service is the one face of them all.
 */
export class SecondFactorService {
  readonly #gate: SecondFactorGate;
  readonly #app: AuthenticatorApp;
  readonly #passkeys: Passkeys;
  readonly #recoveryCodes: RecoveryCodes;

  constructor(
    private readonly db: Db,
    tokens: TokenService,
    throttle: Throttle,
    private readonly audit: AuditLogService,
    secret: string,
    shopName: string,
    /** The clock codes are checked against; tests fix it. */
    now: () => number = Date.now,
  ) {
    this.#recoveryCodes = new RecoveryCodes(db, secret);
    this.#gate = new SecondFactorGate(db, tokens, throttle, this.#recoveryCodes);
    this.#app = new AuthenticatorApp(db, this.#gate, secret, shopName, now);
    this.#passkeys = new Passkeys(db, this.#gate, shopName, now);
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
    const recoveryCodesLeft = await this.#recoveryCodes.left(user.id);
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
      recoveryCodesLeft,
    };
  }

  // --- Authenticator app ---------------------------------------------------------------------------------------

  /** Starts enrolling an authenticator app: a new secret, shown once as a QR code and as text to type. */
  startTotp(user: EnrollingUser): Promise<{ secret: string; uri: string; qrSvg: string }> {
    return this.#app.start(user);
  }

  /** Confirms the app with its first code; the session that confirmed it has passed the second factor. */
  confirmTotp(user: EnrollingUser, code: string): Promise<SecondFactorSession> {
    return this.#app.confirm(user, code);
  }

  /** `POST /auth/totp`: a code from the enrolled app turns the login into a back-office session. */
  verifyTotp(user: Pick<SessionUser, 'id'>, code: string): Promise<SecondFactorSession> {
    return this.#app.verify(user, code);
  }

  /** For `admin:create --totp-secret`: whoever runs it holds the database, so the secret is enrolled as given. */
  enrolTotpSecret(userId: string, base32: string): Promise<void> {
    return this.#app.enrolSecret(userId, base32);
  }

  // --- Recovery codes ------------------------------------------------------------------------------------------

  /** A recovery code stands in for a lost factor, once. */
  async useRecoveryCode(user: Pick<SessionUser, 'id'>, code: string): Promise<SecondFactorSession> {
    await this.#gate.takeAttempt(user.id);
    if (!(await this.#recoveryCodes.use(user.id, code))) {
      throw wrongCode('That recovery code is not valid or has been used');
    }
    await this.#gate.passedAttempt(user.id);
    return this.#gate.passedAs(user.id, false);
  }

  /** Ten new codes, shown once; the old ones stop working. Needs a session that passed the second factor. */
  async newRecoveryCodes(user: SessionUser & { secondFactor: boolean }): Promise<string[]> {
    if (!user.secondFactor) throw new ForbiddenError('Confirm with your second factor first');
    return this.#recoveryCodes.replace(user.id);
  }

  // --- Passkeys ------------------------------------------------------------------------------------------------

  passkeyRegistrationOptions(
    user: EnrollingUser,
    rp: RelyingParty,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.#passkeys.registrationOptions(user, rp);
  }

  registerPasskey(
    user: EnrollingUser,
    response: RegistrationResponseJSON,
    name: string,
    rp: RelyingParty,
  ): Promise<SecondFactorSession> {
    return this.#passkeys.register(user, response, name, rp);
  }

  passkeyLoginOptions(
    user: Pick<SessionUser, 'id'>,
    rp: RelyingParty,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.#passkeys.loginOptions(user, rp);
  }

  verifyPasskey(
    user: Pick<SessionUser, 'id'>,
    response: AuthenticationResponseJSON,
    rp: RelyingParty,
  ): Promise<SecondFactorSession> {
    return this.#passkeys.verify(user, response, rp);
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
}
