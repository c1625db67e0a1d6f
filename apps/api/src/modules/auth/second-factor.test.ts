import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { call, loginAs, TEST_TOTP_SECRET, totpCode } from '../../../test/shop.ts';
import { SoftwarePasskey } from '../../../test/software-passkey.ts';
import { appForFile } from '../../../test/test-app.ts';
import { MemoryThrottle } from '../../adapters/throttle/throttle.ts';
import { auditLog, users } from '../../db/schema.ts';
import { SecondFactorService } from './second-factor.service.ts';
import { SECOND_FACTOR } from './second-factor-limits.ts';

// docs/admin.md#second-factor: the back office opens only to a session that passed a passkey, an app code or a
// recovery code; the login code alone opens the shopper's account.
describe('the back office second factor', () => {
  const t = appForFile();
  // What a browser on the app's own address says it is: inject() sends Host localhost:80.
  const origin = 'http://localhost:80';

  const dashboard = (token: string) => call(t.app, 'GET', '/admin/dashboard', { token });
  const codeFor = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });

  it('refuses a member whose session passed only the login code, with a reason the screens act on', async () => {
    for (const role of ['STAFF', 'ADMIN'] as const) {
      const member = await loginAs(t.app, t.dataDir, role, { loginCodeOnly: true });
      const refused = await dashboard(member.token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json.reason).toBe('second_factor_required');
      const status = await call(t.app, 'GET', '/auth/second-factor', { token: member.token });
      expect(status.json.body).toMatchObject({ required: true, passed: false, enrolled: false });
      // The shopper's side of the account still works on the login code.
      expect((await call(t.app, 'GET', '/users/profile', { token: member.token })).statusCode).toBe(200);
    }
  });

  it('enrols an authenticator app at the first login, with ten recovery codes shown once', async () => {
    const member = await loginAs(t.app, t.dataDir, 'STAFF', { loginCodeOnly: true });
    const setup = await call(t.app, 'POST', '/auth/totp/setup', { token: member.token });
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qrSvg } = setup.json.body;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(qrSvg).toContain('<svg');
    // The secret is sealed at rest: the database copy does not give it away.
    const [row] = await t.app.db.select().from(users).where(eq(users.mobile, member.mobile));
    expect(row?.totpSecret).not.toContain(secret);

    const wrong = await call(t.app, 'POST', '/auth/totp/confirm', {
      token: member.token,
      payload: { code: String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, '0') },
    });
    expect(wrong.statusCode).toBe(401);
    const confirmed = await call(t.app, 'POST', '/auth/totp/confirm', {
      token: member.token,
      payload: { code: codeFor(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.json.body.recoveryCodes).size).toBe(10);
    expect((await dashboard(confirmed.json.body.token)).statusCode).toBe(200);

    // Once a factor exists, the login code alone cannot replace it or add another.
    const again = await call(t.app, 'POST', '/auth/totp/setup', { token: member.token });
    expect(again.statusCode).toBe(403);
    const passkey = await call(t.app, 'POST', '/auth/passkeys/register-options', { token: member.token });
    expect(passkey.statusCode).toBe(403);
  });

  it('takes each app code once, refuses wrong ones, and stops after five wrong codes in 15 minutes', async () => {
    const member = await loginAs(t.app, t.dataDir, 'ADMIN');
    const loginToken = member.loginToken;
    // loginAs spent this step's code: the same code again is a replay.
    const replay = await call(t.app, 'POST', '/auth/totp', {
      token: loginToken,
      payload: { code: totpCode() },
    });
    expect(replay.statusCode).toBe(401);

    for (let attempt = 1; attempt < SECOND_FACTOR.maxWrongCodes; attempt++) {
      const wrong = await call(t.app, 'POST', '/auth/totp', {
        token: loginToken,
        payload: { code: '000000' },
      });
      expect(wrong.statusCode).toBe(401);
    }
    // The replay above was the first wrong code: five in all, so even the right code now waits.
    const blocked = await call(t.app, 'POST', '/auth/totp', {
      token: loginToken,
      payload: { code: totpCode(TEST_TOTP_SECRET, Date.now() + 30_000) },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('accepts codes one step either side of the clock, and no further', async () => {
    const member = await loginAs(t.app, t.dataDir, 'STAFF');
    const [row] = await t.app.db.select().from(users).where(eq(users.mobile, member.mobile));
    if (!row) throw new Error('member missing');
    // Later than any real login of this run, so the steps the real clock used are all behind it.
    const fixed = Date.UTC(2031, 0, 1, 10, 0, 15);
    const at = (offsetSteps: number) => totpCode(TEST_TOTP_SECRET, fixed + offsetSteps * 30_000);
    const service = new SecondFactorService(
      t.app.db,
      t.app.services.tokens,
      new MemoryThrottle(),
      t.app.services.audit,
      (await import('../../secrets.ts').then((m) => m.loadSecrets(t.app.config))).jwtSecret,
      'Test shop',
      () => fixed,
    );
    await expect(service.verifyTotp(row, at(-2))).rejects.toThrow('not right');
    await expect(service.verifyTotp(row, at(2))).rejects.toThrow('not right');
    await expect(service.verifyTotp(row, at(-1))).resolves.toHaveProperty('token');
    await expect(service.verifyTotp(row, at(0))).resolves.toHaveProperty('token');
    // Steps only move forward: an older code is refused once a newer one was used.
    await expect(service.verifyTotp(row, at(-1))).rejects.toThrow('used already');
    await expect(service.verifyTotp(row, at(1))).resolves.toHaveProperty('token');
  });

  it('lets a recovery code stand in for a lost factor, once', async () => {
    const member = await loginAs(t.app, t.dataDir, 'STAFF', { loginCodeOnly: true });
    const setup = await call(t.app, 'POST', '/auth/totp/setup', { token: member.token });
    const confirmed = await call(t.app, 'POST', '/auth/totp/confirm', {
      token: member.token,
      payload: { code: codeFor(setup.json.body.secret) },
    });
    const [first, second] = confirmed.json.body.recoveryCodes as string[];
    const used = await call(t.app, 'POST', '/auth/recovery', {
      token: member.token,
      payload: { code: first?.toLowerCase().replace('-', ' ') },
    });
    expect(used.statusCode).toBe(200);
    expect((await dashboard(used.json.body.token)).statusCode).toBe(200);
    const reused = await call(t.app, 'POST', '/auth/recovery', {
      token: member.token,
      payload: { code: first },
    });
    expect(reused.statusCode).toBe(401);

    // New codes need a session that passed the factor, and replace the old ones.
    const onLoginCode = await call(t.app, 'POST', '/auth/recovery-codes', { token: member.token });
    expect(onLoginCode.statusCode).toBe(403);
    const renewed = await call(t.app, 'POST', '/auth/recovery-codes', { token: used.json.body.token });
    expect(renewed.json.body.recoveryCodes).toHaveLength(10);
    const old = await call(t.app, 'POST', '/auth/recovery', {
      token: member.token,
      payload: { code: second },
    });
    expect(old.statusCode).toBe(401);
  });

  it('enrols a passkey and signs in with it; a challenge is good once and only for this origin', async () => {
    const member = await loginAs(t.app, t.dataDir, 'ADMIN', { loginCodeOnly: true });
    const key = new SoftwarePasskey();
    const options = await call(t.app, 'POST', '/auth/passkeys/register-options', { token: member.token });
    expect(options.json.body.rp.id).toBe('localhost');
    const registered = await call(t.app, 'POST', '/auth/passkeys', {
      token: member.token,
      payload: { name: 'Office laptop', credential: key.register(options.json.body, origin) },
    });
    expect(registered.statusCode, JSON.stringify(registered.json)).toBe(200);
    expect(registered.json.body.recoveryCodes).toHaveLength(10);
    expect((await dashboard(registered.json.body.token)).statusCode).toBe(200);

    const challenge = await call(t.app, 'POST', '/auth/passkey/options', { token: member.token });
    expect(challenge.json.body.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const elsewhere = await call(t.app, 'POST', '/auth/passkey', {
      token: member.token,
      payload: { credential: key.authenticate(challenge.json.body, 'https://phish.example') },
    });
    expect(elsewhere.statusCode).toBe(401);

    const fresh = await call(t.app, 'POST', '/auth/passkey/options', { token: member.token });
    const answer = key.authenticate(fresh.json.body, origin);
    const passed = await call(t.app, 'POST', '/auth/passkey', {
      token: member.token,
      payload: { credential: answer },
    });
    expect(passed.statusCode, JSON.stringify(passed.json)).toBe(200);
    expect(passed.json.body.recoveryCodes).toBeUndefined();
    expect((await dashboard(passed.json.body.token)).statusCode).toBe(200);
    const replayed = await call(t.app, 'POST', '/auth/passkey', {
      token: member.token,
      payload: { credential: answer },
    });
    expect(replayed.statusCode).toBe(401);

    // Another member's session cannot sign in with this passkey.
    const other = await loginAs(t.app, t.dataDir, 'STAFF', { loginCodeOnly: true });
    const theirs = await call(t.app, 'POST', '/auth/passkey/options', { token: other.token });
    expect(theirs.statusCode).toBe(401);

    const status = await call(t.app, 'GET', '/auth/second-factor', { token: passed.json.body.token });
    expect(status.json.body).toMatchObject({
      passed: true,
      enrolled: true,
      totp: false,
      passkeys: [expect.objectContaining({ name: 'Office laptop' })],
      recoveryCodesLeft: 10,
    });
    // The only factor cannot be removed.
    const removeLast = await call(t.app, 'DELETE', `/auth/passkeys/${status.json.body.passkeys[0]._id}`, {
      token: passed.json.body.token,
    });
    expect(removeLast.statusCode).toBe(409);
  });

  it('does not let a shopper enrol, nor reach the back office with any factor', async () => {
    const shopper = await loginAs(t.app, t.dataDir, 'CUSTOMER');
    expect((await call(t.app, 'POST', '/auth/totp/setup', { token: shopper.token })).statusCode).toBe(403);
    expect(
      (await call(t.app, 'POST', '/auth/passkeys/register-options', { token: shopper.token })).statusCode,
    ).toBe(403);
    const status = await call(t.app, 'GET', '/auth/second-factor', { token: shopper.token });
    expect(status.json.body.required).toBe(false);
  });

  it("lets an admin reset another member's factors: audited, their sessions ended, enrolment again", async () => {
    const admin = await loginAs(t.app, t.dataDir, 'ADMIN');
    const staff = await loginAs(t.app, t.dataDir, 'STAFF');
    const [member] = await t.app.db.select().from(users).where(eq(users.mobile, staff.mobile));
    if (!member) throw new Error('member missing');

    const byStaff = await call(t.app, 'POST', `/admin/users/${member.id}/second-factor/reset`, {
      token: staff.token,
    });
    expect(byStaff.statusCode).toBe(403);
    const [self] = await t.app.db.select().from(users).where(eq(users.mobile, admin.mobile));
    const own = await call(t.app, 'POST', `/admin/users/${self?.id}/second-factor/reset`, {
      token: admin.token,
    });
    expect(own.statusCode).toBe(403);

    const reset = await call(t.app, 'POST', `/admin/users/${member.id}/second-factor/reset`, {
      token: admin.token,
    });
    expect(reset.statusCode).toBe(200);
    expect((await dashboard(staff.token)).statusCode).toBe(401);
    const [after] = await t.app.db.select().from(users).where(eq(users.id, member.id));
    expect(after).toMatchObject({ totpSecret: null, totpConfirmedAt: null });
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(entry).toMatchObject({ action: 'second_factor.reset', actorMobile: admin.mobile });
    expect(entry?.before).toMatchObject({ totp: true });
  });
});
