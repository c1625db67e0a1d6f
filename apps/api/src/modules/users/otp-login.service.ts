import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Language } from '@shop/shared';
import { msg } from '@shop/shared';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { SmsSender } from '../../adapters/sms/sms.ts';
import type { Throttle } from '../../adapters/throttle/throttle.ts';
import type { Db } from '../../db/client.ts';
import { otpChallenges } from '../../db/schema.ts';
import { AppError, NotFoundError, TooManyRequestsError, UserInputError } from '../../domain/errors.ts';
import type { TokenService } from '../auth/token.service.ts';
import { OtpNumberGuard } from './otp-number-guard.ts';
import { OTP, type OtpClient } from './otp-policy.ts';
import { OtpSendSlots } from './otp-send-slots.ts';
import type { UsersService } from './users.service.ts';

export { OTP, type OtpClient } from './otp-policy.ts';

/** Proven by an OTP: the user, and whether this was the account's first proof of its number. */
export interface VerifiedLogin {
  token: string;
  userId: string;
  mobile: string;
  name: string | null;
  email: string | null;
  /** This code was the first proof of the account's number: a sign-up rather than a login. */
  newAccount: boolean;
  /** Guest orders the shopper asked to claim when starting this login (see `register`). */
  orderClaims: string[];
}

/**
 * Login by a code texted to the number: owns the OTP challenges, and asks the users service for the account. A
 * number's guard against guessing is OtpNumberGuard's; the caps on codes sent, OtpSendSlots'.
 */
export class OtpLoginService {
  readonly #otpKey: Buffer;
  readonly #guard: OtpNumberGuard;
  readonly #slots: OtpSendSlots;

  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly users: UsersService,
    private readonly sms: SmsSender,
    throttle: Throttle,
    secret: string,
    /** One code per number and client per interval; configurable so that tests need not wait. */
    private readonly resendIntervalMs = 30_000,
    sendsPerAddressPerHour: number = OTP.sendsPerAddressPerHour,
  ) {
    // A key of its own for code hashes, derived so that it is never the token key itself.
    this.#otpKey = createHmac('sha256', secret).update('otp-codes').digest();
    this.#guard = new OtpNumberGuard(db, sms, this.#otpKey);
    this.#slots = new OtpSendSlots(throttle, sendsPerAddressPerHour);
  }

  /** How long after a code the next one may be asked for; the login page counts it down. */
  get resendIntervalSeconds(): number {
    return Math.ceil(this.resendIntervalMs / 1000);
  }

  /**
   * Starts a login: sends a code and returns the signup token that the code is bound to. A new code closes the
   * same client's earlier challenge for the number, and no one else's. `orderClaims` (guest orders placed with
   * this number) ride in the signup token and are handed back once the number is proven. The code is texted in
   * the language of the page that asked for it.
   */
  async register(
    mobile: string,
    client: OtpClient,
    orderClaims: string[] = [],
    language: Language = 'en',
  ): Promise<{ token: string }> {
    // Before the client's caps: a request refused as too soon, or for a guarded number, counts against no one.
    await this.#guard.assertOpen(mobile, client.deviceId);
    const clientKey = this.#clientKey(client);
    const ofClient = and(
      eq(otpChallenges.mobile, mobile),
      eq(otpChallenges.clientKey, clientKey),
      isNull(otpChallenges.consumedAt),
    );
    // A browser's first code is asked for before it holds the device cookie, so it is filed under the address:
    // the same browser asking again with the cookie that answer set must still wait.
    const waitKeys = client.deviceId ? [clientKey, this.#clientKey({ ip: client.ip })] : [clientKey];
    const [recent] = await this.db
      .select({ lastSentAt: otpChallenges.lastSentAt })
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.mobile, mobile),
          inArray(otpChallenges.clientKey, waitKeys),
          isNull(otpChallenges.consumedAt),
        ),
      )
      .orderBy(sql`${otpChallenges.lastSentAt} desc`)
      .limit(1);
    this.#assertResendInterval(recent?.lastSentAt);
    const taken = await this.#slots.take(client);

    const code = newCode();
    const challengeId = randomUUID();
    await this.db.transaction(async (tx) => {
      await tx.delete(otpChallenges).where(ofClient);
      await tx.insert(otpChallenges).values({
        id: challengeId,
        mobile,
        clientKey,
        codeHash: this.#hash(challengeId, code),
        expiresAt: new Date(Date.now() + OTP.ttlMs),
      });
    });
    await this.#send(mobile, code, language, taken, challengeId);
    return { token: await this.tokens.signup({ challengeId, mobile, orders: orderClaims }) };
  }

  /**
   * Sends a fresh code for the same challenge, no sooner than the resend interval after the last one. The tries
   * left carry over: a challenge whose tries are spent is over, and the login starts again.
   */
  async resend(signupToken: string, client: OtpClient, language: Language = 'en'): Promise<void> {
    const { challengeId, mobile } = await this.tokens.verifySignup(signupToken);
    const [challenge] = await this.db.select().from(otpChallenges).where(eq(otpChallenges.id, challengeId));
    if (!challenge || challenge.mobile !== mobile) throw new NotFoundError(msg('otp.startAgain'));
    if (challenge.consumedAt) throw new UserInputError(msg('otp.alreadyVerified'));
    if (challenge.attempts >= OTP.maxAttempts) throw new NotFoundError(msg('otp.startAgain'));
    await this.#guard.assertOpen(mobile, client.deviceId);
    this.#assertResendInterval(challenge.lastSentAt);
    const taken = await this.#slots.take(client);
    const code = newCode();
    // Guarded on last_sent_at so two resends racing each other send one code, not two.
    const [updated] = await this.db
      .update(otpChallenges)
      .set({
        codeHash: this.#hash(challenge.id, code),
        sendCount: sql`${otpChallenges.sendCount} + 1`,
        expiresAt: new Date(Date.now() + OTP.ttlMs),
        lastSentAt: new Date(),
      })
      .where(
        and(
          eq(otpChallenges.id, challenge.id),
          isNull(otpChallenges.consumedAt),
          lt(otpChallenges.attempts, OTP.maxAttempts),
          lt(otpChallenges.lastSentAt, new Date(Date.now() - this.resendIntervalMs)),
        ),
      )
      .returning({ id: otpChallenges.id });
    if (!updated) {
      await this.#slots.release(taken);
      throw new TooManyRequestsError(msg('otp.waitFew'), this.resendIntervalSeconds);
    }
    await this.#send(mobile, code, language, taken);
  }

  /**
   * Checks a code; on success the challenge is spent, the device (`deviceId`, its cookie) is remembered as one
   * that has logged in to the account, and the shopper gets a session token. A device that has not logged in to
   * the number spends its budget of wrong guesses, and is refused once that is spent. The first proof of an
   * account's number ends every session issued before it: an account made without one (by a guest checkout of
   * an older version) may hold tokens that a stranger obtained. The account takes the language the shopper
   * logged in from: their order messages are written in it.
   */
  async verify(
    signupToken: string,
    otp: string,
    language: Language = 'en',
    deviceId?: string,
  ): Promise<VerifiedLogin> {
    const { challengeId, mobile, orders } = await this.tokens.verifySignup(signupToken);
    const guess = (await this.#guard.trusted(mobile, deviceId))
      ? undefined
      : await this.#guard.takeGuess(mobile);
    // Count the attempt first, atomically, so parallel guesses cannot exceed the limit.
    const [challenge] = await this.db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(
        and(
          eq(otpChallenges.id, challengeId),
          eq(otpChallenges.mobile, mobile),
          isNull(otpChallenges.consumedAt),
          lt(otpChallenges.attempts, OTP.maxAttempts),
          gt(otpChallenges.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!challenge) {
      // No code was checked: no guess was made.
      if (guess) await this.#guard.giveBack(guess.id);
      throw await this.#whyUnusable(challengeId);
    }

    if (!this.#matches(challenge.id, otp, challenge.codeHash)) {
      if (guess?.last) await this.#guard.alertOwner(mobile);
      const left = OTP.maxAttempts - challenge.attempts;
      throw new UserInputError(left > 0 ? msg('otp.incorrect') : msg('otp.tooManyWrong'), {
        otp:
          left === 1
            ? msg('otp.incorrectOneLeft')
            : left > 0
              ? msg('otp.incorrectLeft', { left })
              : msg('otp.requestNew'),
      });
    }
    if (guess) await this.#guard.giveBack(guess.id);
    const [consumed] = await this.db
      .update(otpChallenges)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.consumedAt)))
      .returning({ id: otpChallenges.id });
    if (!consumed)
      throw new UserInputError(msg('otp.used'), {
        otp: msg('otp.usedShort'),
      });

    const account = await this.users.findOrCreateByMobile(mobile);
    const user = await this.users.markVerified(account);
    await this.users.setLanguage(user.id, language);
    if (deviceId) await this.#guard.rememberDevice(user.id, deviceId);
    return {
      token: await this.tokens.session(user),
      userId: user.id,
      mobile,
      name: user.name,
      email: user.email,
      newAccount: account.verifiedAt === null,
      orderClaims: orders,
    };
  }

  async #whyUnusable(challengeId: string): Promise<AppError> {
    const [challenge] = await this.db.select().from(otpChallenges).where(eq(otpChallenges.id, challengeId));
    if (!challenge) return new NotFoundError(msg('otp.startAgain'));
    if (challenge.consumedAt) {
      return new UserInputError(msg('otp.used'), {
        otp: msg('otp.usedShort'),
      });
    }
    if (challenge.attempts >= OTP.maxAttempts) {
      return new TooManyRequestsError(msg('otp.tooManyWrong'));
    }
    return new UserInputError(msg('otp.expired'), { otp: msg('otp.expiredShort') });
  }

  #assertResendInterval(lastSentAt: Date | undefined): void {
    if (!lastSentAt) return;
    const waitMs = lastSentAt.getTime() + this.resendIntervalMs - Date.now();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new TooManyRequestsError(msg('otp.wait', { seconds }), seconds);
    }
  }

  async #send(
    mobile: string,
    code: string,
    language: Language,
    slots: string[],
    discardChallengeId?: string,
  ): Promise<void> {
    try {
      await this.sms.sendOtp(mobile, code, OTP.ttlMs / 60_000, language);
    } catch (error) {
      await this.#slots.release(slots);
      if (discardChallengeId)
        await this.db.delete(otpChallenges).where(eq(otpChallenges.id, discardChallengeId));
      throw new AppError(502, msg('otp.sendFailed'), undefined, error);
    }
  }

  #hash(challengeId: string, code: string): string {
    return createHmac('sha256', this.#otpKey).update(`${challengeId}:${code}`).digest('hex');
  }

  // Keyed hashes, prefixed apart from the codes': the database never holds a device cookie or an address.
  #clientKey(client: OtpClient): string {
    const who = client.deviceId ? `device:${client.deviceId}` : `ip:${client.ip}`;
    return createHmac('sha256', this.#otpKey).update(`client:${who}`).digest('hex');
  }

  #matches(challengeId: string, candidate: string, storedHash: string): boolean {
    const expected = Buffer.from(storedHash, 'hex');
    const actual = Buffer.from(this.#hash(challengeId, candidate), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}

/** Six digits from the operating system's CSPRNG, leading zeros kept. */
function newCode(): string {
  return randomInt(0, 10 ** OTP.digits)
    .toString()
    .padStart(OTP.digits, '0');
}
