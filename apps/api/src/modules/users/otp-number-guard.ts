import { createHmac } from 'node:crypto';
import { msg } from '@shop/shared';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { SmsSender } from '../../adapters/sms/sms.ts';
import type { Db } from '../../db/client.ts';
import { otpGuessAlerts, otpTrustedDevices, otpWrongGuesses, users } from '../../db/schema.ts';
import { TooManyRequestsError } from '../../domain/errors.ts';
import { DAY, OTP } from './otp-policy.ts';

/**
 * A number's guard against guessing: its daily budget of wrong codes from devices that have not logged in to it,
 * the devices that have, and the text that tells its owner when the budget is spent.
 */
export class OtpNumberGuard {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsSender,
    /** The login codes' own key: device cookies are kept as hashes under it. */
    private readonly otpKey: Buffer,
  ) {}

  /**
   * Once the number's budget of wrong guesses is spent, refuses a device that has not logged in to it (telling
   * the owner, once a day). Sending such a device a code would only make the owner's phone ring for nothing.
   */
  async assertOpen(mobile: string, deviceId: string | undefined): Promise<void> {
    const { count, oldest } = await this.#wrongGuesses(mobile);
    if (count < OTP.wrongGuessesPerNumberPerDay || (await this.trusted(mobile, deviceId))) return;
    await this.alertOwner(mobile);
    throw guardedNumber(oldest);
  }

  async #wrongGuesses(
    mobile: string,
    executor: Pick<Db, 'select'> = this.db,
  ): Promise<{ count: number; oldest: Date | null }> {
    const [row] = await executor
      .select({
        count: sql<number>`count(*)::int`,
        oldest: sql<string | null>`min(${otpWrongGuesses.guessedAt})`,
      })
      .from(otpWrongGuesses)
      .where(
        and(eq(otpWrongGuesses.mobile, mobile), gt(otpWrongGuesses.guessedAt, new Date(Date.now() - DAY))),
      );
    return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  /**
   * Takes one guess from the number's budget before the code is checked; a right code gives it back. A number's
   * guesses take their turn under a transaction-scoped advisory lock, so that guesses racing each other, on any
   * instance, are counted one after another: exactly the budget gets through, however they arrive. `last` is the
   * guess that spends the budget.
   */
  async takeGuess(mobile: string): Promise<{ id: string; last: boolean }> {
    const taken = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-wrong-guess:${mobile}`}))`);
      const before = await this.#wrongGuesses(mobile, tx);
      if (before.count >= OTP.wrongGuessesPerNumberPerDay)
        return { spent: true as const, oldest: before.oldest };
      // A day old, a guess counts no more, for any number: nothing else reads it.
      await tx.delete(otpWrongGuesses).where(lt(otpWrongGuesses.guessedAt, new Date(Date.now() - DAY)));
      const [row] = await tx
        .insert(otpWrongGuesses)
        .values({ mobile, guessedAt: new Date() })
        .returning({ id: otpWrongGuesses.id });
      if (!row) throw new Error('no wrong-guess row written');
      return {
        spent: false as const,
        id: row.id,
        last: before.count + 1 === OTP.wrongGuessesPerNumberPerDay,
      };
    });
    if (taken.spent) {
      await this.alertOwner(mobile);
      throw guardedNumber(taken.oldest);
    }
    return { id: taken.id, last: taken.last };
  }

  async giveBack(id: string): Promise<void> {
    await this.db.delete(otpWrongGuesses).where(eq(otpWrongGuesses.id, id));
  }

  /** Whether this device has logged in to the account of this number by code before. */
  async trusted(mobile: string, deviceId: string | undefined): Promise<boolean> {
    if (!deviceId) return false;
    const [row] = await this.db
      .select({ userId: otpTrustedDevices.userId })
      .from(otpTrustedDevices)
      .innerJoin(users, eq(users.id, otpTrustedDevices.userId))
      .where(and(eq(users.mobile, mobile), eq(otpTrustedDevices.deviceHash, this.#deviceHash(deviceId))))
      .limit(1);
    return row !== undefined;
  }

  async rememberDevice(userId: string, deviceId: string): Promise<void> {
    await this.db
      .insert(otpTrustedDevices)
      .values({ userId, deviceHash: this.#deviceHash(deviceId) })
      .onConflictDoUpdate({
        target: [otpTrustedDevices.userId, otpTrustedDevices.deviceHash],
        set: { lastLoginAt: new Date() },
      });
  }

  /**
   * Texts the account's owner that its number's budget is spent, once a day at most across instances: the row
   * is claimed before sending. A number without an account has no owner to tell.
   */
  async alertOwner(mobile: string): Promise<void> {
    const [owner] = await this.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.mobile, mobile));
    if (!owner) return;
    const now = new Date();
    const dayAgo = new Date(now.getTime() - DAY);
    // A day old, a claim holds nothing back: no number's alert is kept longer.
    await this.db.delete(otpGuessAlerts).where(lt(otpGuessAlerts.sentAt, dayAgo));
    const [claimed] = await this.db
      .insert(otpGuessAlerts)
      .values({ mobile, sentAt: now })
      .onConflictDoUpdate({
        target: otpGuessAlerts.mobile,
        set: { sentAt: now },
        setWhere: lt(otpGuessAlerts.sentAt, dayAgo),
      })
      .returning({ mobile: otpGuessAlerts.mobile });
    if (!claimed) return;
    try {
      await this.sms.sendLoginAlert(mobile, owner.language);
    } catch {
      // Not handed over: the claim goes, so that the next refused code tries again. The refusal stands.
      await this.db
        .delete(otpGuessAlerts)
        .where(and(eq(otpGuessAlerts.mobile, mobile), eq(otpGuessAlerts.sentAt, now)));
    }
  }

  #deviceHash(deviceId: string): string {
    return createHmac('sha256', this.otpKey).update(`trusted-device:${deviceId}`).digest('hex');
  }
}

/** The number's budget of wrong guesses is spent: told to a device that has not logged in to it. */
function guardedNumber(oldest: Date | null): TooManyRequestsError {
  // A slot comes free when the oldest counted guess is a day old.
  const seconds = oldest ? Math.max(1, Math.ceil((oldest.getTime() + DAY - Date.now()) / 1000)) : 60;
  return new TooManyRequestsError(msg('otp.numberGuarded'), seconds);
}
