import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../../test/test-app.ts';
import { pageOrigin } from './host-header.ts';

const t = appForFile();

describe('a malformed Host header', () => {
  it.each([
    'bad host:xx',
    'shop.example/evil',
    'shop.example:99999',
    '[::1',
    'shop.example:',
    '%73hop',
    'a b',
  ])('%j answers 400 in the envelope', async (host) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/categories', headers: { host } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: 'Bad request: malformed Host header' });
  });

  it('leaves well-formed hosts alone', async () => {
    for (const host of ['localhost:3000', 'shop.example', '127.0.0.1', '[::1]:8080', 'my_shop:3000']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
  });
});

describe('the origin of canonical links', () => {
  let server: FastifyInstance;
  let port: number;
  let publicUrl: string | undefined;
  beforeAll(async () => {
    server = Fastify();
    server.get('/origin', async (request) => pageOrigin(request, publicUrl));
    await server.listen({ host: '127.0.0.1', port: 0 });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  const originFor = (host: string) =>
    new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/origin', headers: { host } },
        (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve(body));
        },
      );
      request.on('error', reject);
      request.end();
    });

  it('is PUBLIC_URL whatever the Host says', async () => {
    publicUrl = 'https://www.vanya.example/shop';
    expect(await originFor('evil.example')).toBe('https://www.vanya.example');
    expect(await originFor(`localhost:${port}`)).toBe('https://www.vanya.example');
  });

  it('without PUBLIC_URL, is the Host only when it names this machine', async () => {
    publicUrl = undefined;
    expect(await originFor(`localhost:${port}`)).toBe(`http://localhost:${port}`);
    expect(await originFor(`127.0.0.1:${port}`)).toBe(`http://127.0.0.1:${port}`);
    expect(await originFor('evil.example')).toBe(`http://localhost:${port}`);
    expect(await originFor(`evil.example:${port}`)).toBe(`http://localhost:${port}`);
    expect(await originFor('localhost.evil.example')).toBe(`http://localhost:${port}`);
  });
});
