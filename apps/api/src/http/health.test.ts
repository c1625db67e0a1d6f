import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close().catch(() => {});
  t = undefined;
});

describe('health probes', () => {
  it('answers /healthz, /readyz and /api/v1/health with 200 in the envelope, never cached', async () => {
    t = await createTestApp();
    for (const url of ['/healthz', '/readyz', '/api/v1/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toMatchObject({ status: 200, message: 'OK' });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json().body).toEqual({
      database: t.database.kind,
      checks: { database: 'ok' },
    });
  });

  it('reports not ready, and still alive, when the database no longer answers', async () => {
    t = await createTestApp();
    await t.database.close();
    for (const url of ['/readyz', '/api/v1/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toMatchObject({
        status: 503,
        message: 'Not ready',
        body: { checks: { database: 'failing' } },
      });
    }
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('reports not ready while shutting down, though the database answers', async () => {
    t = await createTestApp();
    t.app.lifecycle.startDraining();
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 503, message: 'Shutting down' });
    expect(response.headers.connection).toBe('close');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
