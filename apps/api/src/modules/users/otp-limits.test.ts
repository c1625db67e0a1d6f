import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, newMobile, readOtp } from '../../../test/shop.ts';
import { appForFile, createTestApp } from '../../../test/test-app.ts';
import { otpChallenges } from '../../db/schema.ts';

const t = appForFile();

const register = (mobile: string, ip = '10.1.0.1') =>
  call(t.app, 'POST', '/users/register', { payload: { mobile }, ip });
const verify = (token: string, otp: string) =>
  call(t.app, 'POST', '/users/verifyAccount', { token, payload: { otp } });
const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

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

  it('holds a client to its own wait, and the wait and caps count against no one else', async () => {
    const mobile = newMobile();
    const stranger = '10.2.0.1';
    const first = await register(mobile, stranger);
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0] as string;
    expect(cookie).toMatch(/^shop_device=[\w-]{22}$/);
    const strangerAsks = () =>
      call(t.app, 'POST', '/users/register', { payload: { mobile }, ip: stranger, cookie });
    // The code its first answer gave belongs to the cookie that answer set: the same browser asking again with
    // it is the same client, and asking too soon is refused, counting against nobody.
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

    // The owner asks at once, no wait after the stranger's code.
    const owner = await register(mobile, '10.2.0.99');
    expect(owner.statusCode).toBe(200);
    const verified = await verify(owner.json.body.token, await readOtp(t.dataDir, mobile));
    expect(verified.statusCode).toBe(200);
  });

  it('lets an attacker asking every 30 seconds from six addresses neither cancel, delay nor reset the owner’s code', async () => {
    const mobile = newMobile();
    const ownerDevice = { ip: '10.2.3.99', cookie: 'shop_device=OwnerOwnerOwnerOwner001' };
    const owner = await call(t.app, 'POST', '/users/register', { payload: { mobile }, ...ownerDevice });
    expect(owner.statusCode).toBe(200);
    const ownerCode = await readOtp(t.dataDir, mobile);
    const ownerTries = (otp: string) =>
      call(t.app, 'POST', '/users/verifyAccount', {
        token: owner.json.body.token,
        payload: { otp },
        cookie: ownerDevice.cookie,
      });
    expect((await ownerTries(wrong(ownerCode))).json.errors.otp).toBe('Incorrect code. 4 attempts left.');

    // Thirty seconds pass for every challenge of the number before each of the attacker's requests.
    const thirtySecondsPass = () =>
      t.database.db
        .update(otpChallenges)
        .set({ lastSentAt: sql`${otpChallenges.lastSentAt} - interval '30 seconds'` })
        .where(eq(otpChallenges.mobile, mobile));
    const attackers = ['10.2.3.1', '10.2.3.2', '10.2.3.3', '10.2.3.4', '10.2.3.5', '10.2.3.6'];
    const answers: number[] = [];
    // 30 codes over 15 minutes, five from each address: the finding's 30 codes that the owner never got.
    for (let round = 0; round < 30; round++) {
      await thirtySecondsPass();
      answers.push((await register(mobile, attackers[round % attackers.length])).statusCode);
    }
    expect(answers.every((status) => status === 200)).toBe(true);

    // Right after the attacker's last code, the owner's resend is not held up by it, and the tries carry on.
    const resent = await call(t.app, 'GET', '/users/resendOtp', {
      token: owner.json.body.token,
      ...ownerDevice,
    });
    expect(resent.statusCode).toBe(200);
    const [challenge] = await t.database.db
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.mobile, mobile), eq(otpChallenges.sendCount, 2)));
    expect(challenge?.attempts).toBe(1);
    const newCode = await readOtp(t.dataDir, mobile);
    expect((await ownerTries(wrong(newCode))).json.errors.otp).toBe('Incorrect code. 3 attempts left.');
    expect((await ownerTries(newCode)).statusCode).toBe(200);
  });

  it('keeps a challenge’s tries over a resend: one with none left is over', async () => {
    const mobile = newMobile();
    const { json } = await register(mobile, '10.2.4.1');
    const first = await readOtp(t.dataDir, mobile);
    for (let i = 0; i < 2; i++) await verify(json.body.token, wrong(first));
    const allowLater = () =>
      t.database.db
        .update(otpChallenges)
        .set({ lastSentAt: new Date(Date.now() - 60_000) })
        .where(eq(otpChallenges.mobile, mobile));
    await allowLater();
    expect((await call(t.app, 'GET', '/users/resendOtp', { token: json.body.token })).statusCode).toBe(200);
    const second = await readOtp(t.dataDir, mobile);
    expect((await verify(json.body.token, wrong(second))).json.errors.otp).toBe(
      'Incorrect code. 2 attempts left.',
    );
    for (let i = 0; i < 2; i++) await verify(json.body.token, wrong(second));
    await allowLater();
    const over = await call(t.app, 'GET', '/users/resendOtp', { token: json.body.token });
    expect(over.statusCode).toBe(404);
    expect(over.json.message).toBe('Please start again from the login page');
  });

  it('closes the same client’s previous challenge when it asks again, and no other client’s', async () => {
    const mobile = newMobile();
    const earlier = await register(mobile, '10.2.1.1');
    const earlierCode = await readOtp(t.dataDir, mobile);
    const other = await register(mobile, '10.2.1.2');
    expect(other.statusCode).toBe(200);
    const otherCode = await readOtp(t.dataDir, mobile);
    await t.database.db
      .update(otpChallenges)
      .set({ lastSentAt: new Date(Date.now() - 60_000) })
      .where(eq(otpChallenges.mobile, mobile));
    const later = await register(mobile, '10.2.1.1');
    expect(later.statusCode).toBe(200);
    expect((await verify(earlier.json.body.token, earlierCode)).statusCode).toBe(404);
    expect((await verify(later.json.body.token, await readOtp(t.dataDir, mobile))).statusCode).toBe(200);
    expect((await verify(other.json.body.token, otherCode)).statusCode).toBe(200);
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
