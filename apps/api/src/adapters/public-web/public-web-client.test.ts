import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeImageSite, PRIVATE_HOST, startFakeImageSite } from '../../../test/fake-image-site.ts';
import { PublicWebClient, PublicWebError } from './public-web-client.ts';

let site: FakeImageSite;

beforeAll(async () => {
  site = await startFakeImageSite();
});
afterAll(() => site.close());
beforeEach(() => {
  site.hits.length = 0;
  site.lookups.length = 0;
});

const MB = 1024 * 1024;
/** A client that may reach the stand-in (its name, its certificate, 127.0.0.1) and otherwise the default rules. */
const toSite = (options: { timeoutMs?: number; maxBytes?: number } = {}) =>
  new PublicWebClient({ maxBytes: 10 * MB, ...site.clientOptions, ...options });

async function refusal(client: PublicWebClient, address: string): Promise<string> {
  const error = await client.download(address).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error, address).toBeInstanceOf(PublicWebError);
  return (error as PublicWebError).message;
}

describe('downloading from the public web', () => {
  it('downloads from the site by its name, connecting to the address it checked without asking DNS again', async () => {
    const downloaded = await toSite().download(`${site.url}/photo.png`);
    expect(downloaded.data.equals(site.photo)).toBe(true);
    // Looked up once, by the client; the name is unknown to the system's resolver, so any second lookup by the
    // connection itself would have failed.
    expect(site.lookups).toEqual(['images.example.test']);
    expect(site.hits).toEqual(['/photo.png']);
  });

  it('refuses loopback, private and link-local addresses by default, before connecting', async () => {
    const strict = new PublicWebClient({ maxBytes: 10 * MB, ca: site.clientOptions.ca });
    for (const address of [
      `https://127.0.0.1:${site.port}/photo.png`,
      `https://localhost:${site.port}/photo.png`,
      `https://[::1]:${site.port}/photo.png`,
      `https://[::ffff:127.0.0.1]:${site.port}/photo.png`,
      `https://2130706433:${site.port}/photo.png`,
      'https://10.0.0.1/photo.png',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00::1]/photo.png',
    ]) {
      expect(await refusal(strict, address)).toMatch(/is not a public address/);
    }
    // The stand-in is on 127.0.0.1 and was never reached.
    expect(site.hits).toEqual([]);
  });

  it('refuses a name that resolves to a private address', async () => {
    expect(await refusal(toSite(), `https://${PRIVATE_HOST}/photo.png`)).toBe(
      'intranet.example.test is not a public address (10.0.0.1)',
    );
  });

  it('checks every redirect again: one to a private address is refused without connecting there', async () => {
    for (const [to, refused] of [
      ['https://10.0.0.1/secret.png', '10.0.0.1 is not a public address (10.0.0.1)'],
      [
        'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
        '169.254.169.254 is not a public address (169.254.169.254)',
      ],
      [
        'https://[::ffff:a9fe:a9fe]/latest/meta-data/',
        '::ffff:a9fe:a9fe is not a public address (::ffff:a9fe:a9fe)',
      ],
      [`https://${PRIVATE_HOST}/secret.png`, 'intranet.example.test is not a public address (10.0.0.1)'],
      ['http://93.184.215.14/photo.png', 'the site redirects to an address that is not https'],
    ]) {
      site.hits.length = 0;
      const address = `${site.url}/redirect?to=${encodeURIComponent(to as string)}`;
      expect(await refusal(toSite(), address)).toBe(refused);
      expect(site.hits).toEqual(['/redirect']);
    }
  });

  it('follows a few redirects within the site, and no more', async () => {
    const once = `${site.url}/redirect?to=${encodeURIComponent(`${site.url}/photo.png`)}`;
    expect((await toSite().download(once)).data.equals(site.photo)).toBe(true);
    let address = `${site.url}/photo.png`;
    for (let i = 0; i < 4; i++) address = `${site.url}/redirect?to=${encodeURIComponent(address)}`;
    expect(await refusal(toSite(), address)).toBe('the site redirects too many times');
  });

  it('takes https only, and says what the site answered', async () => {
    expect(await refusal(toSite(), `http://${site.url.slice('https://'.length)}/photo.png`)).toBe(
      'the address is not https',
    );
    expect(await refusal(toSite(), `${site.url}/missing.png`)).toBe('the site answered 404');
    expect(await refusal(toSite(), 'https://nowhere.example.test/photo.png')).toBe(
      'the host nowhere.example.test could not be found',
    );
  });

  it('stops reading at the size cap, declared or not, and gives up at the deadline', async () => {
    expect(await refusal(toSite({ maxBytes: MB }), `${site.url}/declared.png`)).toBe(
      'the file is larger than 1 MB',
    );
    expect(await refusal(toSite({ maxBytes: MB }), `${site.url}/endless.png`)).toBe(
      'the file is larger than 1 MB',
    );
    expect(await refusal(toSite({ timeoutMs: 300 }), `${site.url}/hang.png`)).toBe(
      'the site did not answer in time',
    );
  });
});
