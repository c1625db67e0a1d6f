import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { UnauthorizedError, UserInputError } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/session.ts';
import {
  type EnrollingUser,
  type SecondFactorGate,
  type SecondFactorSession,
  wrongCode,
} from './second-factor-gate.ts';
import { SECOND_FACTOR } from './second-factor-limits.ts';

/**
 * The authenticator app as a second factor: codes of RFC 6238 through otpauth, from a secret kept sealed in the
 * member's row.
 */
export class AuthenticatorApp {
  readonly #sealKey: Buffer;

  constructor(
    private readonly db: Db,
    private readonly gate: SecondFactorGate,
    secret: string,
    private readonly shopName: string,
    private readonly now: () => number,
  ) {
    // A key of its own, derived so that it is never the token key itself.
    this.#sealKey = createHmac('sha256', secret).update('totp-secrets').digest();
  }

  /** Starts enrolling an authenticator app: a new secret, shown once as a QR code and as text to type. */
  async start(user: EnrollingUser): Promise<{ secret: string; uri: string; qrSvg: string }> {
    await this.gate.assertMayEnrol(user);
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
  async confirm(user: EnrollingUser, code: string): Promise<SecondFactorSession> {
    await this.gate.assertMayEnrol(user);
    await this.gate.takeAttempt(user.id);
    const [account] = await this.db.select().from(users).where(eq(users.id, user.id));
    if (!account?.totpSecret) throw new UserInputError('Start again: scan a new code with your app');
    const step = this.#matchingStep(account.totpSecret, account.mobile, code);
    if (step === null) throw wrongCode();
    const firstFactor = !(await this.gate.hasFactor(user.id));
    await this.db
      .update(users)
      .set({ totpConfirmedAt: new Date(), totpLastStep: step })
      .where(eq(users.id, user.id));
    await this.gate.passedAttempt(user.id);
    return this.gate.passed(account, firstFactor);
  }

  /** A code from the enrolled app turns the login into a back-office session. */
  async verify(user: Pick<SessionUser, 'id'>, code: string): Promise<SecondFactorSession> {
    await this.gate.takeAttempt(user.id);
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
    await this.gate.passedAttempt(user.id);
    return this.gate.passed(account, false);
  }

  /** For `admin:create --totp-secret`: whoever runs it holds the database, so the secret is enrolled as given. */
  async enrolSecret(userId: string, base32: string): Promise<void> {
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
