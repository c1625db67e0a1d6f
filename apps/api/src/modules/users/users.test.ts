import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { call, login, newMobile, readOtp } from '../../../test/shop.ts';
import { appForFile } from '../../../test/test-app.ts';

const t = appForFile();

const register = (mobile: string, ip = '10.1.0.1') =>
  call(t.app, 'POST', '/users/register', { payload: { mobile }, ip });
const updateProfile = (token: string, payload: object) =>
  call(t.app, 'PUT', '/users/updateProfile', { token, payload });
const verify = (token: string, otp: string) =>
  call(t.app, 'POST', '/users/verifyAccount', { token, payload: { otp } });

describe('sessions', () => {
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

  it("tells a sign-up (the number's first verification) from a later login", async () => {
    const mobile = newMobile();
    const first = await login(t.app, t.dataDir, mobile);
    const again = await register(mobile);
    const second = await verify(again.json.body.token, await readOtp(t.dataDir, mobile));
    expect(second.json.body.newAccount).toBe(false);
    expect(first.newAccount).toBe(true);
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
    const saved = await updateProfile(token, { name: 'Kavya Rao', email: 'Kavya@Example.com' });
    expect(saved.json).toMatchObject({ status: 200, message: 'Profile Updated' });
    expect((await call(t.app, 'GET', '/users/profile', { token })).json.body).toEqual({
      name: 'Kavya Rao',
      mobile,
      email: 'kavya@example.com',
      role: 'CUSTOMER',
      language: 'en',
      whatsappUpdates: false,
      whatsappMarketing: false,
    });
    const nameOnly = await updateProfile(token, { name: 'Kavya R' });
    expect(nameOnly.json.body.email).toBe('kavya@example.com');
  });

  it("keeps the language the profile was saved in, for the shopper's messages", async () => {
    const { token } = await login(t.app, t.dataDir);
    const hindi = { authorization: `Bearer ${token}`, 'accept-language': 'hi-IN' };
    const saved = await call(t.app, 'PUT', '/users/updateProfile', {
      headers: hindi,
      payload: { name: 'कविता राव' },
    });
    expect(saved.json.body).toMatchObject({ name: 'कविता राव', language: 'hi' });
    expect((await call(t.app, 'GET', '/users/profile', { token })).json.body.language).toBe('hi');
    const english = await updateProfile(token, { name: 'Kavita Rao' });
    expect(english.json.body.language).toBe('en');
  });

  it('answers bad input field by field and needs a login', async () => {
    const { token } = await login(t.app, t.dataDir);
    const bad = await updateProfile(token, { name: ' ', email: 'nope' });
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
