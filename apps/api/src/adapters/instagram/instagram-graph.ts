import { Readable } from 'node:stream';
/** A reel as the shop keeps it: Instagram's addresses of its files are temporary, so they are copied at once. */
export interface InstagramReel {
  id: string;
  videoUrl: string;
  posterUrl: string;
  permalink: string;
  postedAt: Date;
}

/** What went wrong, in the kinds the owner is told about (see InstagramFeedService). */
export type InstagramFailure = 'token' | 'rate-limit' | 'timeout' | 'unavailable' | 'bad-answer';

export class InstagramError extends Error {
  constructor(
    readonly kind: InstagramFailure,
    message: string,
    /** Instagram's own error code, when it sent one (190: the token; 4, 17, 32, 613: rate limits). */
    readonly code?: number,
    /** Its refinement: for code 190, 463 is an expired token, 460 a changed password, 458 a removed app. */
    readonly subcode?: number,
  ) {
    super(message);
    this.name = 'InstagramError';
  }
}

export interface InstagramGraphOptions {
  /** The Instagram professional account whose media are read. */
  userId: string;
  /** https://graph.instagram.com; tests point it at a local stand-in. */
  baseUrl: string;
  /** The Graph API version in the path of media requests. */
  version?: string;
  timeoutMs?: number;
  /** Largest file copied; a bigger one is refused, and never read past this size. */
  maxFileBytes?: number;
  fetch?: typeof fetch;
}

/** How many of the latest media are looked at; reels among them are kept. */
export const LATEST_MEDIA = 30;
const FIELDS = 'id,media_type,media_product_type,media_url,thumbnail_url,permalink,timestamp';
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);

interface GraphMedia {
  id?: unknown;
  media_type?: unknown;
  media_product_type?: unknown;
  media_url?: unknown;
  thumbnail_url?: unknown;
  permalink?: unknown;
  timestamp?: unknown;
}

/**
 * The Instagram API with Instagram Login (graph.instagram.com), as documented by Meta: the account's media,
 * `GET /{version}/{user-id}/media` paged by `paging.next`, and the long-lived token's refresh,
 * `GET /refresh_access_token?grant_type=ig_refresh_token`. The token travels in the query string, as the API
 * asks, so no URL of these calls is ever logged or put in an error message.
 */
export class InstagramGraph {
  readonly #options: Required<Omit<InstagramGraphOptions, 'fetch'>> & { fetch: typeof fetch };

  constructor(options: InstagramGraphOptions) {
    this.#options = {
      version: 'v23.0',
      timeoutMs: 15_000,
      maxFileBytes: 100 * 1024 * 1024,
      fetch: globalThis.fetch,
      ...options,
    };
  }

  /** The reels among the account's latest 30 media, newest first as Instagram lists them. */
  async latestReels(accessToken: string): Promise<InstagramReel[]> {
    const { baseUrl, version, userId } = this.#options;
    const first = new URL(`/${version}/${encodeURIComponent(userId)}/media`, baseUrl);
    first.searchParams.set('fields', FIELDS);
    first.searchParams.set('limit', String(LATEST_MEDIA));
    first.searchParams.set('access_token', accessToken);
    const media: GraphMedia[] = [];
    let next: URL | undefined = first;
    while (next && media.length < LATEST_MEDIA) {
      const page = (await this.#get(next)) as { data?: unknown; paging?: { next?: unknown } };
      if (!Array.isArray(page.data))
        throw new InstagramError('bad-answer', 'Instagram sent no list of media');
      media.push(...(page.data as GraphMedia[]));
      next = this.#nextPage(page.paging?.next, page.data.length);
    }
    return media.slice(0, LATEST_MEDIA).flatMap((item) => {
      const reel = asReel(item);
      return reel ? [reel] : [];
    });
  }

  /** A new long-lived token for one at least 24 hours old and not expired; Instagram gives it 60 days. */
  async refreshToken(accessToken: string): Promise<{ accessToken: string; expiresAt: Date }> {
    const url = new URL('/refresh_access_token', this.#options.baseUrl);
    url.searchParams.set('grant_type', 'ig_refresh_token');
    url.searchParams.set('access_token', accessToken);
    const answer = (await this.#get(url)) as { access_token?: unknown; expires_in?: unknown };
    if (
      typeof answer.access_token !== 'string' ||
      answer.access_token.length === 0 ||
      typeof answer.expires_in !== 'number' ||
      !(answer.expires_in > 0)
    ) {
      throw new InstagramError('bad-answer', 'Instagram answered the token refresh without a token');
    }
    return {
      accessToken: answer.access_token,
      expiresAt: new Date(Date.now() + answer.expires_in * 1000),
    };
  }

  /**
   * A media file from Instagram's CDN as it arrives, for the storage to write on the way: the body fails with an
   * InstagramError once it passes the size limit (or the time limit), so no more than that is ever read.
   */
  async open(url: string): Promise<{ body: Readable; contentType: string | undefined }> {
    const response = await this.#fetch(new URL(url));
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new InstagramError('unavailable', `Instagram's media server answered ${response.status}`);
    }
    const { maxFileBytes } = this.#options;
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxFileBytes) {
      await response.body.cancel();
      throw new InstagramError(
        'bad-answer',
        `a media file of ${declared} bytes is larger than the shop keeps`,
      );
    }
    return {
      body: Readable.from(capped(response.body, maxFileBytes), { objectMode: false }),
      contentType: response.headers.get('content-type') ?? undefined,
    };
  }

  /** A media file from Instagram's CDN, whole (a poster: small enough to hold). */
  async download(url: string): Promise<{ data: Buffer; contentType: string | undefined }> {
    const { body, contentType } = await this.open(url);
    return { data: Buffer.concat(await body.toArray()), contentType };
  }

  /** The next page, only on Instagram's own host (it carries the token), and only while pages bring media. */
  #nextPage(next: unknown, count: number): URL | undefined {
    if (typeof next !== 'string' || count === 0) return undefined;
    let url: URL;
    try {
      url = new URL(next);
    } catch {
      throw new InstagramError('bad-answer', 'Instagram sent a next page that is not an address');
    }
    if (url.origin !== new URL(this.#options.baseUrl).origin) {
      throw new InstagramError('bad-answer', 'Instagram sent a next page on another host');
    }
    return url;
  }

  async #get(url: URL): Promise<unknown> {
    const response = await this.#fetch(url);
    const body = await this.#read(() => response.json()).catch((error: unknown) => {
      if (error instanceof InstagramError) throw error;
      return undefined;
    });
    const graphError = (
      body as { error?: { message?: unknown; code?: unknown; error_subcode?: unknown } } | undefined
    )?.error;
    if (graphError && typeof graphError === 'object') {
      const code = typeof graphError.code === 'number' ? graphError.code : undefined;
      const subcode = typeof graphError.error_subcode === 'number' ? graphError.error_subcode : undefined;
      const message = typeof graphError.message === 'string' ? graphError.message : 'no message';
      if (code === 190) {
        throw new InstagramError('token', `Instagram refused the token: ${message}`, code, subcode);
      }
      if (code !== undefined && RATE_LIMIT_CODES.has(code)) {
        throw new InstagramError('rate-limit', `Instagram's rate limit: ${message}`, code);
      }
      throw new InstagramError(
        response.status >= 500 ? 'unavailable' : 'bad-answer',
        `Instagram answered ${response.status}: ${message}`,
        code,
      );
    }
    if (response.status === 429) throw new InstagramError('rate-limit', 'Instagram answered 429');
    if (response.status >= 500)
      throw new InstagramError('unavailable', `Instagram answered ${response.status}`);
    if (!response.ok || body === undefined || typeof body !== 'object' || body === null) {
      throw new InstagramError('bad-answer', `Instagram answered ${response.status} with no usable JSON`);
    }
    return body;
  }

  async #fetch(url: URL): Promise<Response> {
    try {
      return await this.#options.fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
    } catch (error) {
      throw failureOf(error);
    }
  }

  /** Reads a body, which the same timeout also cuts off. */
  async #read<T>(read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (isTimeout(error)) throw failureOf(error);
      throw error;
    }
  }
}

/** The body's bytes, failing past `max` bytes; the fetch's timeout, which also cuts the body off, as a timeout. */
async function* capped(body: ReadableStream<Uint8Array>, max: number): AsyncGenerator<Buffer> {
  let total = 0;
  try {
    for await (const chunk of body) {
      total += chunk.byteLength;
      if (total > max) throw new InstagramError('bad-answer', 'a media file is larger than the shop keeps');
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
  } catch (error) {
    if (isTimeout(error)) throw failureOf(error);
    throw error;
  }
}

/** A reel with everything the strip needs, or undefined for any other media (or one missing a field). */
function asReel(item: GraphMedia): InstagramReel | undefined {
  // Reels are video media shown as reels; a plain video post (FEED), a story, an image or an album is not one.
  if (item.media_product_type !== 'REELS' || item.media_type !== 'VIDEO') return undefined;
  const { id, media_url, thumbnail_url, permalink, timestamp } = item;
  if (
    typeof id !== 'string' ||
    !/^[0-9A-Za-z_]{1,64}$/.test(id) ||
    !isWebAddress(media_url) ||
    !isWebAddress(thumbnail_url) ||
    !isWebAddress(permalink) ||
    typeof timestamp !== 'string'
  ) {
    return undefined;
  }
  const postedAt = new Date(timestamp);
  if (Number.isNaN(postedAt.getTime())) return undefined;
  return { id, videoUrl: media_url, posterUrl: thumbnail_url, permalink, postedAt };
}

function isWebAddress(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//.test(value);
}

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

function failureOf(error: unknown): InstagramError {
  if (isTimeout(error)) return new InstagramError('timeout', 'Instagram did not answer in time');
  const detail = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  return new InstagramError('unavailable', `Instagram could not be reached${detail ? ` (${detail})` : ''}`);
}
