import { fetchTransport, type HttpTransport } from '../../http-transport.ts';
import { PayoutProviderError } from '../payout-provider.ts';

/** The transport is the shipping client's: over the network with fetch, or in process to a sandbox's handler. */
export type PayoutTransport = HttpTransport;

export interface RazorpayXClientOptions {
  /** RazorpayX's address without the version, e.g. https://api.razorpay.com. */
  apiUrl: string;
  keyId: string;
  keySecret: string;
  transport?: PayoutTransport;
  /** Longest wait for an answer, per call. */
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

/** RazorpayX's REST API (`/v1/...`) with Basic auth, its refusals and failures in the port's words. */
export class RazorpayXClient {
  readonly #base: string;
  readonly #auth: string;
  readonly #transport: PayoutTransport;
  readonly #timeoutMs: number;

  constructor(options: RazorpayXClientOptions) {
    this.#base = `${options.apiUrl.replace(/\/+$/, '')}/v1`;
    this.#auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
    this.#transport = options.transport ?? fetchTransport;
    this.#timeoutMs = options.timeoutMs ?? 15_000;
  }

  async call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: Json; headers?: Record<string, string> } = {},
  ): Promise<Json> {
    let response: Awaited<ReturnType<PayoutTransport>>;
    try {
      response = await this.#transport({
        method,
        url: `${this.#base}${path}`,
        headers: {
          accept: 'application/json',
          authorization: this.#auth,
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new PayoutProviderError(
          `RazorpayX did not answer within ${this.#timeoutMs / 1000} s`,
          'timeout',
        );
      }
      throw new PayoutProviderError('RazorpayX could not be reached', 'unavailable');
    }
    const json = parseJson(response.body);
    if (response.status < 400) return json;
    throw errorFor(response.status, json);
  }
}

function parseJson(bytes: Uint8Array): Json {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
  } catch {
    return {};
  }
}

/** RazorpayX refuses with `{ error: { code, description, field, ... } }`: the description is what is wrong. */
export function errorFor(status: number, json: Json): PayoutProviderError {
  const error = json.error && typeof json.error === 'object' ? (json.error as Json) : {};
  const description =
    typeof error.description === 'string' && error.description ? error.description : undefined;
  if (status >= 500) {
    return new PayoutProviderError(
      `RazorpayX failed (${status})${description ? `: ${description}` : ''}`,
      'unavailable',
      status,
    );
  }
  if (status === 401) {
    return new PayoutProviderError(
      `RazorpayX refused the API key: ${description ?? status}`,
      'unauthorised',
      status,
    );
  }
  if (status === 429) {
    return new PayoutProviderError('RazorpayX asks to slow down (too many requests)', 'unavailable', status);
  }
  return new PayoutProviderError(
    description ?? `RazorpayX refused the request (${status})`,
    'rejected',
    status,
  );
}
