import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A media object as the Instagram API lists it (fields as the shop asks for them). */
export interface FakeMedia {
  id: string;
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  media_product_type: 'FEED' | 'REELS' | 'STORY' | 'AD';
  media_url: string;
  thumbnail_url?: string;
  permalink: string;
  timestamp: string;
}

/** What the stand-in answers to every API call: the media, or one of the documented failures. */
export type FakeMode = 'ok' | 'expired-token' | 'rate-limit' | 'hang';

/** The MP4 box that starts every MP4 file, enough for the shop to tell the bytes are a video. */
export const MP4_BYTES = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42', 'latin1'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom', 'latin1'),
  Buffer.alloc(64, 1),
]);
/** An 8 × 8 JPEG: the shop reads a poster's size from its header before it keeps it. */
export const JPEG_BYTES = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKABiz//2Q==',
  'base64',
);

export interface FakeInstagram {
  url: string;
  userId: string;
  /** Newest first, as Instagram lists them. */
  media: FakeMedia[];
  mode: FakeMode;
  /** Tokens the stand-in accepts; any other gets code 190. */
  validTokens: Set<string>;
  /** The token the next refresh hands out. */
  nextToken: string;
  /** Every API call (not the media files): its path and the token it carried. */
  calls: { path: string; token: string | null }[];
  /** Media files fetched, by path. */
  downloads: string[];
  /**
   * Set: every video is this many bytes (the MP4 padded out), sent in chunks with no Content-Length, so only
   * counting while reading can tell its size. Unset: the small MP4, with its length.
   */
  videoBytes: number | undefined;
  /** Set: every poster is these bytes rather than the small JPEG. */
  posterBytes: Buffer | undefined;
  close(): Promise<void>;
}

/** How many media a page of the stand-in holds, whatever `limit` asks: fewer than 30, so the shop must page. */
export const PAGE_SIZE = 12;
const USER_ID = '17841400000000001';

/**
 * A local stand-in for graph.instagram.com answering the documented shapes: `/{version}/{user-id}/media` paged
 * with `paging.cursors` and `paging.next`, `/refresh_access_token`, errors as `{ error: { message, type, code,
 * error_subcode, fbtrace_id } }`, and the media files themselves (Instagram's CDN) under `/cdn/`.
 */
export async function startFakeInstagram(port = 0): Promise<FakeInstagram> {
  const hanging = new Set<ServerResponse>();
  /** Its own address, for the `next` links it hands out; known once it listens. */
  let base = '';
  const fake: Omit<FakeInstagram, 'url' | 'close'> = {
    userId: USER_ID,
    media: [],
    mode: 'ok',
    validTokens: new Set(['first-token']),
    nextToken: 'renewed-token',
    calls: [],
    downloads: [],
    videoBytes: undefined,
    posterBytes: undefined,
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname.startsWith('/cdn/')) {
      fake.downloads.push(url.pathname);
      const video = url.pathname.endsWith('.mp4');
      response.writeHead(200, { 'content-type': video ? 'video/mp4' : 'image/jpeg' });
      if (video && fake.videoBytes !== undefined) {
        const body = Buffer.concat([MP4_BYTES, Buffer.alloc(fake.videoBytes - MP4_BYTES.length)]);
        for (let at = 0; at < body.length; at += 16_384) response.write(body.subarray(at, at + 16_384));
        response.end();
        return;
      }
      response.end(video ? MP4_BYTES : (fake.posterBytes ?? JPEG_BYTES));
      return;
    }
    const token = url.searchParams.get('access_token');
    fake.calls.push({ path: url.pathname, token });
    if (fake.mode === 'hang') {
      hanging.add(response);
      return;
    }
    if (fake.mode === 'rate-limit') {
      json(400, {
        error: {
          message: 'Application request limit reached',
          type: 'OAuthException',
          code: 4,
          error_subcode: 1349193,
          fbtrace_id: 'AbCdEf',
        },
      });
      return;
    }
    if (fake.mode === 'expired-token' || !token || !fake.validTokens.has(token)) {
      json(400, {
        error: {
          message: 'Error validating access token: Session has expired on Tuesday, 24-Nov-26 05:00:00 PST.',
          type: 'OAuthException',
          code: 190,
          error_subcode: 463,
          fbtrace_id: 'AbCdEf',
        },
      });
      return;
    }
    if (
      url.pathname === '/refresh_access_token' &&
      url.searchParams.get('grant_type') === 'ig_refresh_token'
    ) {
      fake.validTokens.add(fake.nextToken);
      json(200, { access_token: fake.nextToken, token_type: 'bearer', expires_in: 5_184_000 });
      return;
    }
    if (url.pathname === `/v23.0/${USER_ID}/media`) {
      const start = Number(url.searchParams.get('after') ?? 0);
      const data = fake.media.slice(start, start + PAGE_SIZE);
      const end = start + data.length;
      const next = new URL(`${url.pathname}${url.search}`, base);
      next.searchParams.set('after', String(end));
      json(200, {
        data,
        paging: {
          cursors: { before: String(start), after: String(end) },
          ...(end < fake.media.length ? { next: next.toString() } : {}),
        },
      });
      return;
    }
    json(404, {
      error: { message: 'Unknown path components', type: 'OAuthException', code: 2500, fbtrace_id: 'AbCdEf' },
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  base = url;
  return Object.assign(fake, {
    url,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** A media object of the stand-in, its files under its own /cdn/. */
export function fakeMedia(
  fake: Pick<FakeInstagram, 'url'>,
  id: string,
  kind: 'reel' | 'image' | 'album' | 'feed-video',
  postedAt: Date,
): FakeMedia {
  const video = kind === 'reel' || kind === 'feed-video';
  return {
    id,
    media_type: kind === 'image' ? 'IMAGE' : kind === 'album' ? 'CAROUSEL_ALBUM' : 'VIDEO',
    media_product_type: kind === 'reel' ? 'REELS' : 'FEED',
    media_url: `${fake.url}/cdn/${id}.${video ? 'mp4' : 'jpg'}`,
    ...(video ? { thumbnail_url: `${fake.url}/cdn/${id}.jpg` } : {}),
    permalink: `https://www.instagram.com/${kind === 'reel' ? 'reel' : 'p'}/${id}/`,
    timestamp: postedAt.toISOString().replace(/\.\d{3}Z$/, '+0000'),
  };
}
