import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, newMobile, TEST_TOTP_SECRET, totpCode } from '../../../test/shop.ts';
import { appForFile } from '../../../test/test-app.ts';
import { closeToShoppers } from '../../http/admin-access.ts';

// docs/admin.md#roles: every back-office route, as the app registered it, called with no token and with each role.
describe('back-office access', () => {
  const t = appForFile();
  const tokens: Record<'CUSTOMER' | 'STAFF' | 'ADMIN', string> = { CUSTOMER: '', STAFF: '', ADMIN: '' };

  beforeAll(async () => {
    for (const role of ['CUSTOMER', 'STAFF', 'ADMIN'] as const) {
      tokens[role] = (await loginAs(t.app, t.dataDir, role)).token;
    }
  });

  const routes = () =>
    t.app.backOfficeRoutes.map((route) => ({
      ...route,
      path: route.url
        .replace(/^\/api\/v1/, '')
        .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'),
    }));

  it('lists the routes it guards', () => {
    const urls = t.app.backOfficeRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('GET /api/v1/admin/audit');
    expect(urls).toContain('PATCH /api/v1/admin/users/:id');
    expect(t.app.backOfficeRoutes.every((route) => route.url.startsWith('/api/v1/admin/'))).toBe(true);
  });

  it('answers 401 without a token and 403 to a shopper, on every route', async () => {
    for (const route of routes()) {
      const anonymous = await call(t.app, route.method as 'GET', route.path, { payload: {} });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const shopper = await call(t.app, route.method as 'GET', route.path, {
        token: tokens.CUSTOMER,
        payload: {},
      });
      expect(shopper.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(shopper.json.message).toBe('This area is for the shop team');
    }
  });

  it('refuses a member whose session passed only the login code, on every route', async () => {
    const onLoginCode = {
      STAFF: (await loginAs(t.app, t.dataDir, 'STAFF', { loginCodeOnly: true })).token,
      ADMIN: (await loginAs(t.app, t.dataDir, 'ADMIN', { loginCodeOnly: true })).token,
    };
    for (const route of routes()) {
      for (const role of ['STAFF', 'ADMIN'] as const) {
        const answer = await call(t.app, route.method as 'GET', route.path, {
          token: onLoginCode[role],
          payload: {},
        });
        // Staff on an admin route learn only that it is not theirs.
        const expected = role === 'STAFF' && route.role === 'ADMIN' ? 403 : 401;
        expect(answer.statusCode, `${role} ${route.method} ${route.url}`).toBe(expected);
        if (expected === 401) expect(answer.json.reason).toBe('second_factor_required');
      }
    }
  });

  it('lets staff through only where staff may act, and admins everywhere', async () => {
    for (const route of routes()) {
      const staff = await call(t.app, route.method as 'GET', route.path, {
        token: tokens.STAFF,
        payload: {},
      });
      if (route.role === 'ADMIN') expect(staff.statusCode, `${route.method} ${route.url}`).toBe(403);
      else expect([401, 403], `${route.method} ${route.url}`).not.toContain(staff.statusCode);
      const admin = await call(t.app, route.method as 'GET', route.path, {
        token: tokens.ADMIN,
        payload: {},
      });
      expect([401, 403, 500], `${route.method} ${route.url}`).not.toContain(admin.statusCode);
    }
  });

  it('refuses to start with a back-office route that names no role', async () => {
    const app = Fastify();
    app.decorate('authenticate', async () => {});
    let refusal: unknown;
    await app.register(async (scope) => {
      closeToShoppers(scope, []);
      try {
        scope.get('/admin/forgotten', async () => 'open');
      } catch (error) {
        refusal = error;
      }
    });
    await app.ready();
    expect(String(refusal)).toContain('GET /admin/forgotten names no role');
    expect((await app.inject({ url: '/admin/forgotten' })).statusCode).toBe(404);
  });
});

describe('roles and the audit log', () => {
  const t = appForFile();

  it('lets an admin give a role, records it, and keeps the last admin', async () => {
    const admin = await loginAs(t.app, t.dataDir, 'ADMIN');
    const shopper = await loginAs(t.app, t.dataDir, 'CUSTOMER');
    const found = await call(t.app, 'GET', `/admin/users?search=${shopper.mobile}`, { token: admin.token });
    expect(found.statusCode).toBe(200);
    expect(found.json.body).toHaveLength(1);
    const shopperId = found.json.body[0]._id as string;

    const promoted = await call(t.app, 'PATCH', `/admin/users/${shopperId}`, {
      token: admin.token,
      payload: { role: 'STAFF' },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json.body.role).toBe('STAFF');
    // The new role holds on the shopper's existing token, at once.
    const profile = await call(t.app, 'GET', '/users/profile', { token: shopper.token });
    expect(profile.json.body.role).toBe('STAFF');

    const audit = await call(t.app, 'GET', `/admin/audit?entityType=user&entityId=${shopperId}`, {
      token: admin.token,
    });
    expect(audit.json.body[0]).toMatchObject({
      action: 'update',
      actor: { mobile: admin.mobile, role: 'ADMIN' },
      before: { role: 'CUSTOMER' },
      after: { role: 'STAFF' },
    });

    const bad = await call(t.app, 'PATCH', `/admin/users/${shopperId}`, {
      token: admin.token,
      payload: { role: 'OWNER' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.errors.role).toMatch(/role must be one of/);
  });

  it('admin:create makes an admin of a new number, promotes a shopper, and changes nothing the second time', async () => {
    const { users } = t.app.services;
    const fresh = newMobile();
    expect((await users.createOrPromoteAdmin(fresh, 'Shop Owner')).outcome).toBe('created');
    expect((await users.createOrPromoteAdmin(fresh, undefined)).outcome).toBe('unchanged');
    const shopper = await loginAs(t.app, t.dataDir, 'CUSTOMER');
    const promoted = await users.createOrPromoteAdmin(shopper.mobile, undefined);
    expect(promoted).toMatchObject({ outcome: 'promoted', account: { role: 'ADMIN' } });
    // The shopper's own session does not open the back office until it passes a second factor.
    const onLoginCode = await call(t.app, 'GET', '/admin/audit', { token: shopper.token });
    expect(onLoginCode).toMatchObject({ statusCode: 401, json: { reason: 'second_factor_required' } });
    await t.app.services.secondFactor.enrolTotpSecret(promoted.account._id, TEST_TOTP_SECRET);
    const passed = await call(t.app, 'POST', '/auth/totp', {
      token: shopper.token,
      payload: { code: totpCode() },
    });
    const { json } = await call(
      t.app,
      'GET',
      `/admin/audit?entityType=user&entityId=${promoted.account._id}`,
      { token: passed.json.body.token },
    );
    expect(json.body[0]).toMatchObject({
      actor: { _id: null, mobile: 'command line' },
      before: { role: 'CUSTOMER' },
      after: { role: 'ADMIN' },
    });
  });

  it('refuses to demote the only admin', async () => {
    const { json } = await call(t.app, 'GET', '/admin/users?role=ADMIN&limit=0', {
      token: (await loginAs(t.app, t.dataDir, 'ADMIN')).token,
    });
    const admins = json.body as { _id: string }[];
    const actor = { id: null, mobile: 'test', role: 'ADMIN' as const };
    for (const other of admins.slice(1)) await t.app.services.users.changeRole(actor, other._id, 'CUSTOMER');
    const last = admins[0]?._id ?? '';
    await expect(t.app.services.users.changeRole(actor, last, 'STAFF')).rejects.toThrow(
      'The shop needs at least one admin',
    );
  });
});
