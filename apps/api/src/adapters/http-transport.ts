/**
 * How a provider's client (the courier aggregator, the payout provider, the WhatsApp Cloud API) reaches it: over the network
 * with fetch, or, for its offline sandbox, by calling the sandbox's request handler in this process, which speaks
 * the same protocol.
 */
export interface TransportRequest {
  method: 'GET' | 'POST';
  /** Absolute: the API's address and path, or a file's address (a label or manifest URL). */
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export type HttpTransport = (request: TransportRequest) => Promise<TransportResponse>;

export const fetchTransport: HttpTransport = async ({ method, url, headers, body, signal }) => {
  const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }), signal });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: new Uint8Array(await response.arrayBuffer()),
  };
};

/** A request as a server-side handler sees it: the path below its mount point, with the query string. */
export type SandboxRequestHandler = (
  method: string,
  path: string,
  headers: Record<string, string | string[] | undefined>,
  body: string | undefined,
) => Promise<{ status: number; headers: Record<string, string>; body: string | Uint8Array }>;

/**
 * A transport that hands every request under `mountUrl` to `handler` in this process, as the HTTP routes do
 * with requests from outside; any other address is out of reach, as a network without the provider would be.
 */
export function inProcessTransport(mountUrl: string, handler: SandboxRequestHandler): HttpTransport {
  const mount = new URL(mountUrl);
  return async ({ method, url, headers, body, signal }) => {
    const target = new URL(url);
    if (target.origin !== mount.origin || !target.pathname.startsWith(mount.pathname)) {
      throw new TypeError(`fetch failed: ${target.origin} is out of the sandbox's reach`);
    }
    signal.throwIfAborted();
    const answer = await Promise.race([
      handler(
        method,
        target.pathname.slice(mount.pathname.length) + target.search,
        { ...headers, host: target.host },
        body,
      ),
      new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
      ),
    ]);
    return {
      status: answer.status,
      headers: answer.headers,
      body: typeof answer.body === 'string' ? new TextEncoder().encode(answer.body) : answer.body,
    };
  };
}

/** A webhook a sandbox posts to the shop, as its provider would: the raw body and the headers that sign it. */
export interface SandboxWebhook {
  body: string;
  headers: Record<string, string>;
}
