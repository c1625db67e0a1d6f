import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { isPublicAddress } from '../src/adapters/public-web/public-address.ts';
import type { PublicWebOptions } from '../src/adapters/public-web/public-web-client.ts';

/** The stand-in's own name, which no real resolver knows: only the test's lookup gives its address. */
export const SITE_HOST = 'images.example.test';
/** A name the test's lookup answers with a private address, as a hostile site's DNS might. */
export const PRIVATE_HOST = 'intranet.example.test';

export interface FakeImageSite {
  /** `https://images.example.test:{port}` */
  url: string;
  port: number;
  /** Every path asked for, in order. */
  hits: string[];
  /** Host names the test's lookup was asked for, in order. */
  lookups: string[];
  /** A 400 × 300 PNG, as `/photo.png` serves it. */
  photo: Buffer;
  /** What a PublicWebClient needs to reach the stand-in: its lookup, its certificate and 127.0.0.1 allowed. */
  clientOptions: Pick<PublicWebOptions, 'lookup' | 'allowAddress' | 'ca'>;
  close(): Promise<void>;
}

/** A self-signed certificate for *.example.test, made by the machine's openssl for this run only. */
async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-cert-'));
  try {
    const key = path.join(folder, 'key.pem');
    const cert = path.join(folder, 'cert.pem');
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      `/CN=${SITE_HOST}`,
      '-addext',
      `subjectAltName=DNS:${SITE_HOST},DNS:*.example.test`,
    ]);
    return { key: await readFile(key), cert: await readFile(cert) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * A local https site standing in for the outside one a blog post's images come from, on 127.0.0.1 under the
 * name images.example.test. Its paths:
 * - `/photo.png` a small PNG, `/huge.png` a 16,000 × 16,000 one, `/page.html` a web page, `/missing.png` a 404;
 * - `/redirect?to={address}` a 302 to that address (a private one, to test that it is refused);
 * - `/endless.png` a PNG that goes on and on without declaring a length, `/declared.png` one that declares 50 MB;
 * - `/hang.png` never answers.
 */
export async function startFakeImageSite(): Promise<FakeImageSite> {
  const { key, cert } = await selfSignedCertificate();
  const photo = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  let huge: Buffer | undefined;
  const hits: string[] = [];
  const lookups: string[] = [];
  const server: Server = createServer({ key, cert }, async (request, response) => {
    const url = new URL(request.url ?? '/', 'https://fake');
    hits.push(url.pathname);
    switch (url.pathname) {
      case '/photo.png':
        response.writeHead(200, { 'content-type': 'image/png' }).end(photo);
        return;
      case '/huge.png': {
        const { solidPng } = await import('./large-png.ts');
        huge ??= await solidPng(16_000, 16_000);
        response.writeHead(200, { 'content-type': 'image/png' }).end(huge);
        return;
      }
      case '/page.html':
        response
          .writeHead(200, { 'content-type': 'image/png' })
          .end('<html><body>not an image</body></html>');
        return;
      case '/redirect':
        response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
        return;
      case '/endless.png': {
        response.writeHead(200, { 'content-type': 'image/png' });
        const chunk = Buffer.alloc(64 * 1024, 7);
        const write = () => {
          let room = true;
          while (room && !response.destroyed) room = response.write(chunk);
          if (!response.destroyed) response.once('drain', write);
        };
        write();
        return;
      }
      case '/declared.png':
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(50 * 1024 * 1024) });
        response.write(photo);
        return;
      case '/hang.png':
        return;
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `https://${SITE_HOST}:${port}`,
    port,
    hits,
    lookups,
    photo,
    clientOptions: {
      lookup: async (hostname) => {
        lookups.push(hostname);
        if (hostname === SITE_HOST) return [{ address: '127.0.0.1', family: 4 }];
        if (hostname === PRIVATE_HOST) return [{ address: '10.0.0.1', family: 4 }];
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      },
      // The stand-in's address and nothing else that is not public.
      allowAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
      ca: cert,
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
