import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, newMobile, readOtp } from '../../../test/shop.ts';
import { appForFile } from '../../../test/test-app.ts';
import type { SmsSender } from '../../adapters/sms/sms.ts';
import { MemoryThrottle } from '../../adapters/throttle/throttle.ts';
import { otpChallenges, otpTrustedDevices, otpWrongGuesses, users } from '../../db/schema.ts';
import { OTP, OtpLoginService } from './otp-login.service.ts';

const t = appForFile();

const BUDGET = OTP.wrongGuessesPerNumberPerDay;
const GUARDED =
  'Too many wrong codes were tried for this number. To keep the account safe, only devices that have logged in with it before can log in today.';

interface Client {
  ip: string;
  cookie?: string;
}
const device = (ip: string, name: string): Client => ({ ip, cookie: `shop_device=${name.padEnd(22, '0')}` });
const register = (mobile: string, client: Client) =>
  call(t.app, 'POST', '/users/register', { payload: { mobile }, ...client });
const verify = (token: string, otp: string, client: Client) =>
  call(t.app, 'POST', '/users/verifyAccount', { token, payload: { otp }, ...client });
const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

const wrongGuessRows = async (mobile: string) =>
  (await t.database.db.select().from(otpWrongGuesses).where(eq(otpWrongGuesses.mobile, mobile))).length;
const alertsTo = async (mobile: string) =>
  (await readFile(path.join(t.dataDir, 'outbox', 'sms.jsonl'), 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; text: string; templateId?: string })
    .filter((sms) => sms.to === mobile && sms.templateId?.startsWith('LOGIN_ALERT'));

/** The owner's account, logged in once from `home`: that device is remembered for the number. */
async function ownerLoggedInFrom(home: Client): Promise<string> {
  const mobile = newMobile();
  const registered = await register(mobile, home);
  const verified = await verify(registered.json.body.token, await readOtp(t.dataDir, mobile), home);
  expect(verified.statusCode).toBe(200);
  return mobile;
}

/**
 * An attacker from one more address: asks for a code and sends all five wrong guesses at it. Returns the
 * answers' statuses, the register's first.
 */
async function attackFrom(mobile: string, ip: string): Promise<number[]> {
  const registered = await register(mobile, { ip });
  if (registered.statusCode !== 200) return [registered.statusCode];
  // The code itself is texted to the owner; the test reads it only to be sure of guessing wrong.
  const guess = wrong(await readOtp(t.dataDir, mobile));
  const statuses = [200];
  for (let i = 0; i < OTP.maxAttempts; i++) {
    statuses.push((await verify(registered.json.body.token, guess, { ip })).statusCode);
  }
  return statuses;
}

describe('OTP login: the number’s budget of wrong guesses', () => {
  it('gives attackers from any number of addresses 20 wrong guesses a day at a number, then refuses them', async () => {
    const home = device('10.5.0.99', 'home1');
    const mobile = await ownerLoggedInFrom(home);
    // One address after another, as many as an attacker likes: 12 addresses, 60 guesses tried.
    const answers: number[][] = [];
    for (let i = 1; i <= 12; i++) answers.push(await attackFrom(mobile, `10.5.0.${i}`));
    const wrongAnswers = answers.flat().filter((status) => status === 400).length;
    expect(wrongAnswers).toBe(BUDGET);
    expect(await wrongGuessRows(mobile)).toBe(BUDGET);
    // Four addresses spent it; the fifth and later get no code, so the owner's phone stops ringing too.
    expect(answers.slice(4).every((statuses) => statuses.length === 1 && statuses[0] === 429)).toBe(true);
    const refused = await register(mobile, { ip: '10.5.0.50' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json.message).toBe(GUARDED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);

    // A day on, the budget is there again, and again only 20.
    await t.database.db
      .update(otpWrongGuesses)
      .set({ guessedAt: sql`${otpWrongGuesses.guessedAt} - interval '24 hours 1 minute'` })
      .where(eq(otpWrongGuesses.mobile, mobile));
    const nextDay: number[] = [];
    for (let i = 21; i <= 28; i++) nextDay.push(...(await attackFrom(mobile, `10.5.0.${i}`)));
    expect(nextDay.filter((status) => status === 400)).toHaveLength(BUDGET);
    // The day-old guesses are gone from the database.
    expect(await wrongGuessRows(mobile)).toBe(BUDGET);
  });

  it('lets no burst of parallel guesses from many challenges past the budget', async () => {
    const mobile = await ownerLoggedInFrom(device('10.5.1.99', 'home2'));
    const challenges: { token: string; ip: string; guess: string }[] = [];
    for (let i = 1; i <= 6; i++) {
      const ip = `10.5.1.${i}`;
      const { token } = (await register(mobile, { ip })).json.body;
      challenges.push({ token, ip, guess: wrong(await readOtp(t.dataDir, mobile)) });
    }
    const guesses = await Promise.all(
      challenges.flatMap(({ token, ip, guess }) =>
        Array.from({ length: OTP.maxAttempts }, () => verify(token, guess, { ip })),
      ),
    );
    const wrongAnswers = guesses.filter((guess) => guess.statusCode === 400).length;
    expect(wrongAnswers).toBeGreaterThan(0);
    expect(wrongAnswers).toBeLessThanOrEqual(BUDGET);
    expect(await wrongGuessRows(mobile)).toBe(wrongAnswers);
  });

  it('once spent, takes codes only from devices that have logged in to the number, and counts no more tries', async () => {
    const home = device('10.5.2.99', 'home3');
    const mobile = await ownerLoggedInFrom(home);
    const newPhone = device('10.5.2.98', 'newphone3');
    // The owner's new phone asked for a code before the attack spent the budget.
    const early = await register(mobile, newPhone);
    expect(early.statusCode).toBe(200);
    const earlyCode = await readOtp(t.dataDir, mobile);
    for (let i = 1; i <= 4; i++) await attackFrom(mobile, `10.5.2.${i}`);
    expect(await wrongGuessRows(mobile)).toBe(BUDGET);

    // The right code from a device new to the number is refused, and its challenge keeps its five tries.
    const refused = await verify(early.json.body.token, earlyCode, newPhone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json.message).toBe(GUARDED);
    const [challenge] = await t.database.db
      .select()
      .from(otpChallenges)
      .where(
        eq(otpChallenges.id, (await t.app.services.tokens.verifySignup(early.json.body.token)).challengeId),
      );
    expect(challenge?.attempts).toBe(0);
    expect((await register(mobile, newPhone)).statusCode).toBe(429);

    // The device the owner logged in from before still gets a code and logs in, from any address.
    const fromHome = { ...home, ip: '10.5.2.97' };
    const again = await register(mobile, fromHome);
    expect(again.statusCode).toBe(200);
    const code = await readOtp(t.dataDir, mobile);
    // Its own wrong code is not refused for the budget, and is not counted in it.
    expect((await verify(again.json.body.token, wrong(code), fromHome)).statusCode).toBe(400);
    expect((await verify(again.json.body.token, code, fromHome)).statusCode).toBe(200);
    expect(await wrongGuessRows(mobile)).toBe(BUDGET);
  });

  it('remembers a device by a keyed hash of its cookie, never the cookie itself', async () => {
    const home = device('10.5.3.99', 'home4');
    const mobile = await ownerLoggedInFrom(home);
    const [account] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    const remembered = await t.database.db
      .select()
      .from(otpTrustedDevices)
      .where(eq(otpTrustedDevices.userId, account?.id as string));
    expect(remembered).toHaveLength(1);
    expect(remembered[0]?.deviceHash).toMatch(/^[0-9a-f]{64}$/);
    expect(remembered[0]?.deviceHash).not.toContain('home4');
  });

  it('tells the owner once by SMS, in the account’s language, however long the attack goes on', async () => {
    const mobile = await ownerLoggedInFrom(device('10.5.4.99', 'home5'));
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.mobile, mobile));
    for (let i = 1; i <= 3; i++) await attackFrom(mobile, `10.5.4.${i}`);
    expect(await alertsTo(mobile)).toHaveLength(0);
    for (let i = 4; i <= 10; i++) await attackFrom(mobile, `10.5.4.${i}`);
    const alerts = await alertsTo(mobile);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      templateId: 'LOGIN_ALERT_HI',
      text: expect.stringContaining('कई बार गलत लॉग इन कोड डाले गए'),
    });
  });

  it('tries the alert again on the next refused code when the SMS could not be handed over', async () => {
    const mobile = await ownerLoggedInFrom(device('10.5.6.99', 'home6'));
    const codes: string[] = [];
    const alerts: string[] = [];
    const sms: SmsSender = {
      name: 'flaky',
      sendOtp: async (_to, code) => {
        codes.push(code);
      },
      send: async () => {},
      sendLoginAlert: async (to) => {
        alerts.push(to);
        if (alerts.length === 1) throw new Error('SMS provider down');
      },
    };
    const { tokens, users: accounts } = t.app.services;
    const otpLogin = new OtpLoginService(
      t.database.db,
      tokens,
      accounts,
      sms,
      new MemoryThrottle(),
      'x'.repeat(32),
    );
    for (let i = 1; i <= 4; i++) {
      const { token } = await otpLogin.register(mobile, { ip: `10.5.6.${i}` });
      const guess = wrong(codes.at(-1) as string);
      for (let j = 0; j < OTP.maxAttempts; j++) await otpLogin.verify(token, guess).catch(() => {});
    }
    expect(alerts).toEqual([mobile]);
    await expect(otpLogin.register(mobile, { ip: '10.5.6.50' })).rejects.toThrow(GUARDED);
    expect(alerts).toEqual([mobile, mobile]);
    // Handed over: no more that day.
    await expect(otpLogin.register(mobile, { ip: '10.5.6.51' })).rejects.toThrow(GUARDED);
    expect(alerts).toHaveLength(2);
  });

  it('texts no alert to a number without an account', async () => {
    const mobile = newMobile();
    for (let i = 1; i <= 5; i++) await attackFrom(mobile, `10.5.5.${i}`);
    expect((await register(mobile, { ip: '10.5.5.50' })).json.message).toBe(GUARDED);
    expect(await alertsTo(mobile)).toHaveLength(0);
  });
});
