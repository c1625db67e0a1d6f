import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newMobile, readOtp } from '../../../test/shop.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { otpChallenges, users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (mobile: string, ip = '10.1.0.1') =>
  call(t.app, 'POST', '/users/register', { payload: { mobile }, ip });
const verify = (token: string, otp: string) =>
  call(t.app, 'POST', '/users/verifyAccount', { token, payload: { otp } });
const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

describe('OTP login: the code', () => {
  it('texts a 6-digit code through the outbox and logs the shopper in with it', async () => {
    const mobile = newMobile();
    const registered = await register(`+91 ${mobile}`);
    expect(registered.statusCode).toBe(200);
    expect(registered.json.body.token).toEqual(expect.any(String));
    const outbox = (await readFile(path.join(t.dataDir, 'outbox', 'sms.jsonl'), 'utf8')).trim().split('\n');
    const message = JSON.parse(outbox.at(-1) as string);
    expect(Object.keys(message)).toEqual(['to', 'text', 'at']);
    expect(message.to).toBe(mobile);
    expect(new Date(message.at).toString()).not.toBe('Invalid Date');
    const otp = await readOtp(t.dataDir, mobile);
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await verify(registered.json.body.token, otp);
    expect(verified.statusCode).toBe(200);
    expect(verified.json.body).toMatchObject({ token: expect.any(String), name: null, email: null });
    const profile = await call(t.app, 'GET', '/users/profile', { token: verified.json.body.token });
    expect(profile.json.body).toEqual({
      name: null,
      mobile,
      email: null,
      role: 'CUSTOMER',
      language: 'en',
      whatsappUpdates: false,
      whatsappMarketing: false,
    });
  });

  it('stores only a hash of the code', async () => {
    const mobile = newMobile();
    await register(mobile);
    const otp = await readOtp(t.dataDir, mobile);
    const [challenge] = await t.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobile, mobile));
    expect(challenge?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge?.codeHash).not.toContain(otp);
  });

  it.each(['12345', '5876543210', '98765432101', 'abcdefghij', '+1 2025550123'])(
    'refuses the number %s',
    async (mobile) => {
      const { statusCode, json } = await register(mobile);
      expect(statusCode).toBe(400);
      expect(json.errors.mobile).toBe('Mobile must be a valid 10-digit Indian mobile number');
    },
  );

  it('requires the mobile with the required-field message', async () => {
    const { json } = await call(t.app, 'POST', '/users/register', { payload: {} });
    expect(json.errors).toEqual({ mobile: 'Mobile is a required field' });
  });

  it('counts wrong guesses and locks the code after five, even for the right one', async () => {
    const mobile = newMobile();
    const { json } = await register(mobile);
    const otp = await readOtp(t.dataDir, mobile);
    for (let left = 4; left >= 1; left--) {
      const attempt = await verify(json.body.token, wrong(otp));
      expect(attempt.statusCode).toBe(400);
      expect(attempt.json.errors.otp).toBe(`Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.`);
    }
    expect((await verify(json.body.token, wrong(otp))).json.errors.otp).toBe('Please request a new code.');
    const locked = await verify(json.body.token, otp);
    expect(locked.statusCode).toBe(429);
    expect(locked.json.message).toBe('Too many wrong attempts. Please request a new code.');
  });

  it('does not let parallel guesses exceed five attempts', async () => {
    const mobile = newMobile();
    const { json } = await register(mobile);
    const otp = await readOtp(t.dataDir, mobile);
    const guesses = await Promise.all(Array.from({ length: 12 }, () => verify(json.body.token, wrong(otp))));
    expect(guesses.filter((g) => g.statusCode === 400)).toHaveLength(5);
    expect(guesses.filter((g) => g.statusCode === 429)).toHaveLength(7);
    const [challenge] = await t.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobile, mobile));
    expect(challenge?.attempts).toBe(5);
  });

  it('refuses an expired code', async () => {
    const mobile = newMobile();
    const { json } = await register(mobile);
    const otp = await readOtp(t.dataDir, mobile);
    await t.database.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.mobile, mobile));
    const expired = await verify(json.body.token, otp);
    expect(expired.statusCode).toBe(400);
    expect(expired.json.message).toBe('This code has expired. Please request a new one.');
  });

  it('refuses a code used once already', async () => {
    const mobile = newMobile();
    const { json } = await register(mobile);
    const otp = await readOtp(t.dataDir, mobile);
    expect((await verify(json.body.token, otp)).statusCode).toBe(200);
    const again = await verify(json.body.token, otp);
    expect(again.statusCode).toBe(400);
    expect(again.json.message).toBe('This code has already been used. Please request a new one.');
  });

  it('binds a code to the signup token it was issued with', async () => {
    const mobileB = newMobile();
    const b = await register(mobileB);
    const codeForB = await readOtp(t.dataDir, mobileB);
    // Another number's code; should the two codes happen to be equal (one in a million), ask for another.
    let codeForA = codeForB;
    for (let tries = 0; codeForA === codeForB && tries < 3; tries++) {
      const mobileA = newMobile();
      await register(mobileA);
      codeForA = await readOtp(t.dataDir, mobileA);
    }
    expect(codeForA).not.toBe(codeForB);
    expect((await verify(b.json.body.token, codeForA)).statusCode).toBe(400);
  });
});

describe('OTP login: the language', () => {
  const hindi = { 'accept-language': 'hi-IN' };
  const languageOf = async (mobile: string) =>
    (await t.database.db.select({ language: users.language }).from(users).where(eq(users.mobile, mobile)))[0]
      ?.language;

  it('texts the code in Hindi to a Hindi page, and the account takes Hindi on verifying', async () => {
    const mobile = newMobile();
    const registered = await call(t.app, 'POST', '/users/register', { payload: { mobile }, headers: hindi });
    const outbox = (await readFile(path.join(t.dataDir, 'outbox', 'sms.jsonl'), 'utf8')).trim().split('\n');
    const sms = JSON.parse(outbox.at(-1) as string);
    const otp = await readOtp(t.dataDir, mobile);
    expect(sms.text).toBe(`${otp} आपका Vanya Naturals लॉग इन कोड है। यह 5 मिनट तक चलेगा। इसे किसी को न बताएँ।`);
    const verified = await call(t.app, 'POST', '/users/verifyAccount', {
      token: registered.json.body.token,
      payload: { otp },
      headers: hindi,
    });
    expect(verified.statusCode).toBe(200);
    expect(await languageOf(mobile)).toBe('hi');
    const profile = await call(t.app, 'GET', '/users/profile', { token: verified.json.body.token });
    expect(profile.json.body.language).toBe('hi');

    // Logging in again from an English page: the shopper now reads English.
    const again = await register(mobile, '10.1.7.1');
    expect(again.statusCode).toBe(200);
    const english = JSON.parse(
      (await readFile(path.join(t.dataDir, 'outbox', 'sms.jsonl'), 'utf8'))
        .trim()
        .split('\n')
        .at(-1) as string,
    );
    expect(english.text).toMatch(/^\d{6} is your Vanya Naturals login code\./);
    await verify(again.json.body.token, await readOtp(t.dataDir, mobile));
    expect(await languageOf(mobile)).toBe('en');
  });

  it('answers a wrong code in Hindi to a Hindi page', async () => {
    const mobile = newMobile();
    const registered = await call(t.app, 'POST', '/users/register', { payload: { mobile }, headers: hindi });
    const otp = await readOtp(t.dataDir, mobile);
    const refused = await call(t.app, 'POST', '/users/verifyAccount', {
      token: registered.json.body.token,
      payload: { otp: wrong(otp) },
      headers: hindi,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json).toMatchObject({
      message: 'कोड गलत है',
      errors: { otp: 'कोड गलत है। अभी 4 कोशिशें बाकी हैं।' },
    });
    expect(await languageOf(mobile)).toBeUndefined();
  });
});
