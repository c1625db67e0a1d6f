import http from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestInProcess } from './in-process.ts';

describe('requestInProcess', () => {
  it('answers a page that was still rendering when the app began to close', async () => {
    // As the shop's server runs: a request that arrived before the close is served to its end.
    const app = Fastify({ return503OnClosing: false });
    let pageArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      pageArrived = resolve;
    });
    let releasePage: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      releasePage = resolve;
    });
    app.get('/api/answer', async () => ({ status: 'ok' }));
    app.get('/page', async () => {
      pageArrived();
      await released;
      const answer = await requestInProcess(app, { method: 'GET', url: '/api/answer' });
      return { api: answer.statusCode, body: answer.json() };
    });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });

    const page = getOnce(`${origin}/page`);
    await arrived;
    const closed = app.close();
    // Fastify marks itself closing in an onClose hook, just before it stops listening.
    while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
    releasePage();
    const response = await page;

    expect(response).toEqual({ status: 200, body: { api: 200, body: { status: 'ok' } } });
    await closed;
  });
});

/** One request on a connection of its own, so closing the server waits for nothing else. */
function getOnce(url: string): Promise<{ status: number | undefined; body: unknown }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode, body: JSON.parse(text) }));
      })
      .on('error', reject);
  });
}
