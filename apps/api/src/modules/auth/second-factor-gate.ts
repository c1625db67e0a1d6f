import { eq } from 'drizzle-orm';
import type { Throttle } from '../../adapters/throttle/throttle.ts';
import type { Db } from '../../db/client.ts';
import { passkeys, users } from '../../db/schema.ts';
import {
  ForbiddenError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/session.ts';
import type { RecoveryCodes } from './recovery-codes.ts';
import { SECOND_FACTOR } from './second-factor-limits.ts';
import type { TokenService } from './token.service.ts';

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

/** The signed-in member enrolling a factor, and whether their session has already passed one. */
export type EnrollingUser = SessionUser & { secondFactor: boolean };

/**
 * What every factor goes through alike: who may enrol one, the budget of wrong codes, and the session a passed
 * proof gives.
 */
export class SecondFactorGate {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly throttle: Throttle,
    private readonly recoveryCodes: RecoveryCodes,
  ) {}

  /**
   * Only the back office's members enrol. A member with no factor yet may enrol on the login code (their first
   * back-office login); once one exists, adding another needs a session that passed it.
   */
  async assertMayEnrol(user: EnrollingUser): Promise<void> {
    if (user.role === 'CUSTOMER') throw new ForbiddenError('This area is for the shop team');
    if (!user.secondFactor && (await this.hasFactor(user.id))) {
      throw new ForbiddenError('Confirm with your second factor before adding another');
    }
  }

  async hasFactor(userId: string): Promise<boolean> {
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

  async passed(
    account: { id: string; tokenVersion: number },
    firstFactor: boolean,
  ): Promise<SecondFactorSession> {
    const token = await this.tokens.session(account, true);
    if (!firstFactor) return { token };
    return { token, recoveryCodes: await this.recoveryCodes.replace(account.id) };
  }

  /** `passed` for a member known by id only; a member deleted meanwhile is not signed in. */
  async passedAs(userId: string, firstFactor: boolean): Promise<SecondFactorSession> {
    const [account] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!account) throw new UnauthorizedError();
    return this.passed(account, firstFactor);
  }

  /** Counts one attempt against the account's budget of wrong codes; a right code gives it back. */
  async takeAttempt(userId: string): Promise<void> {
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

  async passedAttempt(userId: string): Promise<void> {
    await this.throttle.release(`2fa:${userId}`);
  }
}

export function wrongCode(
  message = 'That code is not right. Check the app and try again.',
): UnauthorizedError {
  return new UnauthorizedError(message);
}
