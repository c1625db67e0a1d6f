import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newMobile, readOtp } from '../../../test/shop.ts';
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

describe('OTP login: how often codes are sent', () => {
  it('tells the login page how long to count down, as configured', async () => {
    const quick = await createTestApp({ OTP_RESEND_INTERVAL_SECONDS: '2' });
    try {
      const { json } = await call(quick.app, 'POST', '/users/register', { payload: { mobile: newMobile() } });
      expect(json.body.resendAfterSeconds).toBe(2);
      const early = await call(quick.app, 'GET', '/users/resendOtp', { token: json.body.token });
      expect(early.headers['retry-after']).toBe('2');
    } finally {
      await quick.close();
    }
    const { json } = await register(newMobile());
    expect(json.body.resendAfterSeconds).toBe(30);
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
      .set({ lastSentAt: new Date(Date.now() - (t.app.config.OTP_RESEND_INTERVAL_SECONDS + 1) * 1000) })
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

  it('takes the address cap from OTP_SENDS_PER_ADDRESS_PER_HOUR, for shoppers behind a carrier’s shared address', async () => {
    const roomy = await createTestApp({ OTP_SENDS_PER_ADDRESS_PER_HOUR: '25' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 26; i++) {
        const answer = await call(roomy.app, 'POST', '/users/register', {
          payload: { mobile: newMobile() },
          ip: '10.3.0.2',
        });
        codes.push(answer.statusCode);
      }
      expect(codes.filter((code) => code === 200)).toHaveLength(25);
      expect(codes[25]).toBe(429);
    } finally {
      await roomy.close();
    }
  });
});
