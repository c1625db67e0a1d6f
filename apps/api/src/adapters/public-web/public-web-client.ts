import { lookup as systemLookup } from 'node:dns/promises';
import type { IncomingMessage } from 'node:http';
import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface PublicWebOptions {
  /** Largest file read; a larger one is refused, and never read past this size. */
  maxBytes: number;
  /** For the whole download, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** A host name's addresses: the system's resolver unless a test stands in for it. */
  lookup?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Whether an address may be connected to: the public ones (isPublicAddress) unless a test allows its own. */
  allowAddress?: (address: string) => boolean;
  /** Certificates trusted besides the system's: a test's self-signed one. */
  ca?: string | Buffer;
}

export interface Downloaded {
  data: Buffer;
  /** As the site declared it: never to be trusted for what the bytes are. */
  contentType: string | undefined;
}

/** Why a download was refused or failed, in words a member of staff can act on. */
export class PublicWebError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PublicWebError';
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemAddresses = async (hostname: string): Promise<ResolvedAddress[]> =>
  systemLookup(hostname, { all: true, verbatim: true });

/**
 * Downloads a file from an https address on the public internet, and from nowhere else (docs/admin.md#blog has
 * what it is for). Each host name is resolved once and every address it has must be public; the connection then
 * goes to the address that was checked, so a second answer from DNS cannot point it elsewhere. Redirects are
 * followed by hand, a few at most, each one checked the same way; the whole download has a deadline and a size
 * cap counted as the bytes arrive.
 */
export class PublicWebClient {
  readonly #maxBytes: number;
  readonly #timeoutMs: number;
  readonly #maxRedirects: number;
  readonly #lookup: (hostname: string) => Promise<ResolvedAddress[]>;
  readonly #allowAddress: (address: string) => boolean;
  readonly #ca: string | Buffer | undefined;

  constructor(options: PublicWebOptions) {
    this.#maxBytes = options.maxBytes;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#maxRedirects = options.maxRedirects ?? 3;
    this.#lookup = options.lookup ?? systemAddresses;
    this.#allowAddress = options.allowAddress ?? isPublicAddress;
    this.#ca = options.ca;
  }

  async download(address: string): Promise<Downloaded> {
    const signal = AbortSignal.timeout(this.#timeoutMs);
    let url = httpsUrl(address);
    for (let redirects = 0; ; redirects++) {
      const target = await this.#resolve(url, signal);
      const response = await this.#get(url, target, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.destroy();
        if (redirects >= this.#maxRedirects) throw new PublicWebError('the site redirects too many times');
        const location = response.headers.location;
        if (!location) throw new PublicWebError(`the site answered ${status} without saying where to`);
        url = httpsUrl(new URL(location, url).href, 'the site redirects to an address that is not https');
        continue;
      }
      if (status !== 200) {
        response.destroy();
        throw new PublicWebError(`the site answered ${status}`);
      }
      const contentType = response.headers['content-type'];
      return { data: await this.#read(response, signal), contentType };
    }
  }

  /** The address to connect to for `url`'s host, once every address the host has is allowed. */
  async #resolve(url: URL, signal: AbortSignal): Promise<ResolvedAddress> {
    const host = hostOf(url);
    const family = isIP(host);
    let addresses: ResolvedAddress[];
    if (family !== 0) {
      addresses = [{ address: host, family }];
    } else {
      try {
        addresses = await abortable(this.#lookup(host), signal);
      } catch (error) {
        if (signal.aborted) throw new PublicWebError('the site did not answer in time');
        throw new PublicWebError(`the host ${host} could not be found`, { cause: error });
      }
    }
    const refused = addresses.find((a) => !this.#allowAddress(a.address));
    // One private address among public ones is refused too: the answer is the site's to give, not the shop's.
    if (refused || addresses.length === 0) {
      throw new PublicWebError(
        refused
          ? `${host} is not a public address (${refused.address})`
          : `the host ${host} could not be found`,
      );
    }
    return addresses[0] as ResolvedAddress;
  }

  #get(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
    const host = hostOf(url);
    // Node asks this instead of DNS: the connection goes to the address just checked, whatever DNS says now.
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          host,
          port: url.port || 443,
          path: `${url.pathname}${url.search}`,
          method: 'GET',
          headers: {
            accept: 'image/avif,image/webp,image/png,image/jpeg,*/*;q=0.5',
            'accept-encoding': 'identity',
          },
          lookup: pinned,
          // The name the certificate must carry; an address in the URL has none to send.
          ...(isIP(host) === 0 ? { servername: host } : {}),
          ...(this.#ca ? { ca: this.#ca } : {}),
          agent: false,
          signal,
        },
        resolve,
      );
      outgoing.on('error', (error) =>
        reject(
          signal.aborted
            ? new PublicWebError('the site did not answer in time')
            : new PublicWebError(`the site could not be reached (${codeOf(error)})`, { cause: error }),
        ),
      );
      outgoing.end();
    });
  }

  async #read(response: IncomingMessage, signal: AbortSignal): Promise<Buffer> {
    const tooLarge = () =>
      new PublicWebError(`the file is larger than ${Math.floor(this.#maxBytes / (1024 * 1024))} MB`);
    const declared = Number(response.headers['content-length']);
    if (declared > this.#maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    const parts: Buffer[] = [];
    let length = 0;
    try {
      for await (const part of response as AsyncIterable<Buffer>) {
        length += part.length;
        // Counted as it arrives: a site may declare no length, or the wrong one.
        if (length > this.#maxBytes) {
          response.destroy();
          throw tooLarge();
        }
        parts.push(part);
      }
    } catch (error) {
      if (error instanceof PublicWebError) throw error;
      if (signal.aborted) throw new PublicWebError('the site did not answer in time');
      throw new PublicWebError('the download broke off', { cause: error });
    }
    return Buffer.concat(parts);
  }
}

/** `address` as an https URL without credentials, or a PublicWebError saying why not. */
function httpsUrl(address: string, notHttps = 'the address is not https'): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new PublicWebError('the address is not a valid URL');
  }
  if (url.protocol !== 'https:') throw new PublicWebError(notHttps);
  if (url.username || url.password) throw new PublicWebError('the address carries a user name or password');
  return url;
}

/** The URL's host as an address or name to connect to: an IPv6 address loses its brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function codeOf(error: unknown): string {
  return (error as { code?: string }).code ?? (error as Error).message;
}

/** `promise`, or a rejection as soon as `signal` aborts: a DNS lookup cannot be cancelled, only left behind. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
