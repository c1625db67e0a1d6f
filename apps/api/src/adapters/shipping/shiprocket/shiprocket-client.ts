import { fetchTransport, type HttpTransport } from '../../http-transport.ts';
import { ShippingProviderError } from '../shipping-provider.ts';
import type { StoredToken, TokenStore } from './token-store.ts';

export interface ShiprocketClientOptions {
  /** Shiprocket's address without the version, e.g. https://apiv2.shiprocket.in. */
  apiUrl: string;
  email: string;
  password: string;
  tokens: TokenStore;
  transport?: HttpTransport;
  /** Longest wait for an answer, per call. */
  timeoutMs?: number;
  /** Serviceability answers a shopper waiting on a page: a shorter wait. */
  quickTimeoutMs?: number;
  now?: () => Date;
}

export interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  /** The quick timeout, for calls a shopper waits on. */
  quick?: boolean;
}

/** A login lasts 10 days (240 hours); a token is renewed once less than a day of it is left. */
const TOKEN_LIFETIME_MS = 10 * 24 * 3_600_000;
const RENEW_WITHIN_MS = 24 * 3_600_000;

/** Shiprocket's external API (`/v1/external/...`): its login token, its timeouts and its errors, in the port's words. */
export class ShiprocketClient {
  readonly #base: string;
  readonly #transport: HttpTransport;
  readonly #timeoutMs: number;
  readonly #quickTimeoutMs: number;
  readonly #now: () => Date;
  #cached: StoredToken | undefined;
  #login: Promise<string> | undefined;

  constructor(private readonly options: ShiprocketClientOptions) {
    this.#base = `${options.apiUrl.replace(/\/+$/, '')}/v1/external`;
    this.#transport = options.transport ?? fetchTransport;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#quickTimeoutMs = options.quickTimeoutMs ?? 4_000;
    this.#now = options.now ?? (() => new Date());
  }

  /** One API call with the login token; on a 401 the token is renewed and the call made once more. */
  async call(
    method: 'GET' | 'POST',
    path: string,
    options: CallOptions = {},
  ): Promise<Record<string, unknown>> {
    let token = await this.#token();
    let answer = await this.#send(method, path, options, token);
    if (answer.status === 401) {
      token = await this.#token(token);
      answer = await this.#send(method, path, options, token);
    }
    return answered(answer.status, answer.json, answer.headers);
  }

  /** A file Shiprocket answers by address (a label or a manifest), as bytes. */
  async download(url: string): Promise<Uint8Array> {
    const response = await this.#transportCall({ method: 'GET', url, headers: {} }, false);
    if (response.status >= 400) throw errorFor(response.status, {}, response.headers);
    return response.body;
  }

  async #send(method: 'GET' | 'POST', path: string, options: CallOptions, token: string) {
    const query = options.query
      ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}`
      : '';
    const response = await this.#transportCall(
      {
        method,
        url: `${this.#base}${path}${query}`,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      },
      options.quick ?? false,
    );
    return { status: response.status, headers: response.headers, json: parseJson(response.body) };
  }

  async #transportCall(
    request: { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; body?: string },
    quick: boolean,
  ) {
    const timeoutMs = quick ? this.#quickTimeoutMs : this.#timeoutMs;
    try {
      return await this.#transport({ ...request, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new ShippingProviderError(`Shiprocket did not answer within ${timeoutMs / 1000} s`, 'timeout');
      }
      throw new ShippingProviderError('Shiprocket could not be reached', 'unavailable');
    }
  }

  /**
   * The shared token: the stored one while it has more than a day left, else a new login, stored for all. After
   * a 401 (`refused` is the token refused), one another instance stored since is tried before logging in.
   */
  async #token(refused?: string): Promise<string> {
    const usable = (stored: StoredToken | undefined): stored is StoredToken =>
      stored !== undefined &&
      stored.token !== refused &&
      stored.expiresAt.getTime() - this.#now().getTime() > RENEW_WITHIN_MS;
    if (usable(this.#cached)) return this.#cached.token;
    const stored = await this.options.tokens.read();
    if (usable(stored)) {
      this.#cached = stored;
      return stored.token;
    }
    // Calls that find the token stale together share one login.
    this.#login ??= this.#logIn().finally(() => {
      this.#login = undefined;
    });
    return this.#login;
  }

  async #logIn(): Promise<string> {
    const response = await this.#transportCall(
      {
        method: 'POST',
        url: `${this.#base}/auth/login`,
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ email: this.options.email, password: this.options.password }),
      },
      false,
    );
    const json = parseJson(response.body);
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      throw new ShippingProviderError(
        `Shiprocket refused the API user's login: ${messageOf(json) ?? response.status}`,
        'unauthorised',
      );
    }
    const body = answered(response.status, json, response.headers);
    if (typeof body.token !== 'string' || !body.token) {
      throw new ShippingProviderError('Shiprocket answered the login without a token', 'unavailable');
    }
    const stored = { token: body.token, expiresAt: new Date(this.#now().getTime() + TOKEN_LIFETIME_MS) };
    await this.options.tokens.write(stored);
    this.#cached = stored;
    return stored.token;
  }
}

function parseJson(bytes: Uint8Array): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : { value };
  } catch {
    return {};
  }
}

/** The body of a successful answer; a refusal (some come with 200 and a `status_code` of 4xx) as an error. */
function answered(status: number, json: Record<string, unknown>, headers: Record<string, string>) {
  const inner = typeof json.status_code === 'number' && json.status_code >= 400 ? json.status_code : status;
  if (inner >= 400) throw errorFor(inner, json, headers);
  return json;
}

const NOT_SERVICEABLE = /not serviceable|no courier|non[- ]serviceable|serviceability/i;

export function errorFor(
  status: number,
  json: Record<string, unknown>,
  headers: Record<string, string>,
): ShippingProviderError {
  const message = messageOf(json);
  if (status === 429) {
    const wait = Number(headers['retry-after']);
    return new ShippingProviderError(
      'Shiprocket asks to slow down (too many requests)',
      'rate_limited',
      Number.isFinite(wait) && wait > 0 ? wait : undefined,
    );
  }
  if (status === 401 || status === 403) {
    return new ShippingProviderError(
      `Shiprocket refused the login token: ${message ?? status}`,
      'unauthorised',
    );
  }
  if (status >= 500) return new ShippingProviderError(`Shiprocket failed (${status})`, 'unavailable');
  if (message && NOT_SERVICEABLE.test(message)) return new ShippingProviderError(message, 'not_serviceable');
  return new ShippingProviderError(message ?? `Shiprocket refused the request (${status})`, 'rejected');
}

/** Shiprocket's words for a refusal: `message`, with the first of its field `errors` when it lists some. */
export function messageOf(json: Record<string, unknown>): string | undefined {
  const message = typeof json.message === 'string' && json.message ? json.message : undefined;
  const errors = json.errors;
  let field: string | undefined;
  if (errors && typeof errors === 'object') {
    const first = Object.values(errors as Record<string, unknown>)[0];
    const text = Array.isArray(first) ? first[0] : first;
    if (typeof text === 'string') field = text;
  }
  return message && field ? `${message} ${field}` : (message ?? field);
}
