import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, newMobile, readOtp } from '../../../test/shop.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { otpChallenges } from '../../db/schema.ts';

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

describe('OTP login', () => {
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
    expect(profile.json.body).toEqual({ name: null, mobile, email: null });
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

  it('requires the mobile with the SPEC message', async () => {
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
    const mobileA = newMobile();
    const mobileB = newMobile();
    await register(mobileA);
    const b = await register(mobileB);
    const codeForA = await readOtp(t.dataDir, mobileA);
    const codeForB = await readOtp(t.dataDir, mobileB);
    if (codeForA === codeForB) return; // one in a million: nothing to tell apart
    expect((await verify(b.json.body.token, codeForA)).statusCode).toBe(400);
  });

  it('enforces the 30 second wait between codes on the server', async () => {
    const mobile = newMobile();
    const { json } = await register(mobile);
    const first = await readOtp(t.dataDir, mobile);
    const early = await call(t.app, 'GET', '/users/resendOtp', { token: json.body.token });
    expect(early.statusCode).toBe(429);
    expect(early.json.message).toMatch(/^Please wait \d+ seconds before asking for another code$/);
    expect(early.headers['retry-after']).toMatch(/^\d+$/);
    expect((await register(mobile)).statusCode).toBe(429);

    await t.database.db
      .update(otpChallenges)
      .set({ lastSentAt: new Date(Date.now() - 31_000) })
      .where(eq(otpChallenges.mobile, mobile));
    const resent = await call(t.app, 'GET', '/users/resendOtp', { token: json.body.token });
    expect(resent.statusCode).toBe(200);
    const second = await readOtp(t.dataDir, mobile);
    if (second !== first) expect((await verify(json.body.token, first)).statusCode).toBe(400);
    expect((await verify(json.body.token, second)).statusCode).toBe(200);
  });

  it('lets the owner get a code while a stranger hammers their number', async () => {
    const mobile = newMobile();
    const stranger = '10.2.0.1';
    const first = await register(mobile, stranger);
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0] as string;
    expect(cookie).toMatch(/^shop_device=[\w-]{22}$/);
    const strangerAsks = () =>
      call(t.app, 'POST', '/users/register', { payload: { mobile }, ip: stranger, cookie });
    // Asking again too soon is refused, and counts against nobody.
    for (let i = 0; i < 6; i++) expect((await strangerAsks()).statusCode).toBe(429);
    const allowLater = () =>
      t.database.db
        .update(otpChallenges)
        .set({ lastSentAt: new Date(Date.now() - 60_000) })
        .where(eq(otpChallenges.mobile, mobile));
    const sent: number[] = [];
    for (let i = 0; i < 6; i++) {
      await allowLater();
      sent.push((await strangerAsks()).statusCode);
    }
    // The stranger's device has had its five codes (the first came before it had the cookie).
    expect(sent).toEqual([200, 200, 200, 200, 200, 429]);

    await allowLater();
    const owner = await register(mobile, '10.2.0.99');
    expect(owner.statusCode).toBe(200);
    const verified = await verify(owner.json.body.token, await readOtp(t.dataDir, mobile));
    expect(verified.statusCode).toBe(200);
  });

  it('closes the previous challenge when a new code is sent', async () => {
    const mobile = newMobile();
    const earlier = await register(mobile, '10.2.1.1');
    const earlierCode = await readOtp(t.dataDir, mobile);
    await t.database.db
      .update(otpChallenges)
      .set({ lastSentAt: new Date(Date.now() - 60_000) })
      .where(eq(otpChallenges.mobile, mobile));
    const later = await register(mobile, '10.2.1.2');
    expect(later.statusCode).toBe(200);
    expect((await verify(earlier.json.body.token, earlierCode)).statusCode).toBe(404);
    expect((await verify(later.json.body.token, await readOtp(t.dataDir, mobile))).statusCode).toBe(200);
  });

  it('limits codes per device, not per address, for phones that share one', async () => {
    const ip = '10.2.2.1';
    const first = await register(newMobile(), ip);
    const deviceA = String(first.headers['set-cookie']).split(';')[0] as string;
    const fromA: number[] = [];
    for (let i = 0; i < 6; i++) {
      fromA.push(
        (
          await call(t.app, 'POST', '/users/register', {
            payload: { mobile: newMobile() },
            ip,
            cookie: deviceA,
          })
        ).statusCode,
      );
    }
    expect(fromA).toEqual([200, 200, 200, 200, 200, 429]);
    const fromB = await call(t.app, 'POST', '/users/register', {
      payload: { mobile: newMobile() },
      ip,
      cookie: 'shop_device=BBBBBBBBBBBBBBBBBBBBBB',
    });
    expect(fromB.statusCode).toBe(200);
  });

  it('limits codes per address per hour across numbers', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await register(newMobile(), '10.3.0.1')).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('never accepts a signup token as a login, or a login as a signup token', async () => {
    const mobile = newMobile();
    const { json } = await register(mobile);
    expect((await call(t.app, 'GET', '/users/profile', { token: json.body.token })).statusCode).toBe(401);
    const session = await login(t.app, t.dataDir);
    expect((await verify(session.token, '123456')).statusCode).toBe(401);
  });

  it('refuses forged tokens', async () => {
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"x","aud":"session","iss":"vanya-shop","ver":0}').toString('base64url')}.`;
    const wrongKey = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('vanya-shop')
      .setAudience('session')
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-shop-secret-not-the-shop-secret'));
    for (const token of [none, wrongKey, 'garbage']) {
      const { statusCode, json } = await call(t.app, 'GET', '/users/profile', { token });
      expect(statusCode).toBe(401);
      expect(json.status).toBe(401);
    }
  });

  it('logging out revokes every earlier token', async () => {
    const { token } = await login(t.app, t.dataDir);
    expect((await call(t.app, 'POST', '/users/logout', { token })).statusCode).toBe(200);
    const after = await call(t.app, 'GET', '/users/profile', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json.message).toBe('Your session has ended. Please log in again.');
  });
});

describe('profile', () => {
  it('updates the name and e-mail and answers Profile Updated', async () => {
    const { token, mobile } = await login(t.app, t.dataDir);
    const saved = await call(t.app, 'PUT', '/users/updateProfile', {
      token,
      payload: { name: 'Kavya Rao', email: 'Kavya@Example.com' },
    });
    expect(saved.json).toMatchObject({ status: 200, message: 'Profile Updated' });
    expect((await call(t.app, 'GET', '/users/profile', { token })).json.body).toEqual({
      name: 'Kavya Rao',
      mobile,
      email: 'kavya@example.com',
    });
    const nameOnly = await call(t.app, 'PUT', '/users/updateProfile', {
      token,
      payload: { name: 'Kavya R' },
    });
    expect(nameOnly.json.body.email).toBe('kavya@example.com');
  });

  it('answers bad input field by field and needs a login', async () => {
    const { token } = await login(t.app, t.dataDir);
    const bad = await call(t.app, 'PUT', '/users/updateProfile', {
      token,
      payload: { name: ' ', email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.errors).toEqual({
      name: 'Name is a required field',
      email: 'Email must be a valid email',
    });
    expect((await call(t.app, 'PUT', '/users/updateProfile', { payload: { name: 'X' } })).statusCode).toBe(
      401,
    );
  });
});
