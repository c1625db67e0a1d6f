import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { baseURL } from './support.ts';

/** One request written by hand: fetch would refuse, or fix, the Host header this test sends. */
function rawGet(path: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(baseURL());
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const response = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = response.split('\r\n\r\n');
      const body = rest.join('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        body: /transfer-encoding: chunked/i.test(head) ? dechunk(body) : body,
      });
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  });
}

/** The body of a chunked response, read as latin1 so that chunk sizes count bytes. */
function dechunk(body: string): string {
  let text = '';
  let rest = body;
  for (;;) {
    const end = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, end), 16);
    if (!size) return text;
    text += rest.slice(end + 2, end + 2 + size);
    rest = rest.slice(end + 2 + size + 2);
  }
}

describe('the Host header', () => {
  it('answers 400, not 500, when it is malformed, on a page and on the API', async () => {
    for (const path of ['/', '/product/not-there', '/api/v1/categories']) {
      for (const host of ['bad host:xx', 'shop.example:99999']) {
        const { status, body } = await rawGet(path, host);
        expect(status, `${path} with ${host}`).toBe(400);
        expect(body).toContain('malformed Host header');
      }
    }
  });

  it('cannot point canonical links or the sitemap at another site', async () => {
    const page = await rawGet('/about-us', 'evil.example');
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${baseURL()}/about-us"/>`);
    expect(page.body).not.toContain('evil.example');
    const index = await rawGet('/sitemap.xml', 'evil.example');
    expect(index.body).toContain(`<loc>${baseURL()}/sitemap-hi.xml</loc>`);
    expect(index.body).not.toContain('evil.example');
    const sitemap = await rawGet('/sitemap-en.xml', 'evil.example');
    expect(sitemap.body).toContain(`<loc>${baseURL()}/</loc>`);
    expect(sitemap.body).not.toContain('evil.example');
    expect((await rawGet('/robots.txt', 'evil.example')).body).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
  });
});
