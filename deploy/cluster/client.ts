import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

/** Plain HTTP calls to a running shop, as a browser or the storefront's scripts make them. */

export interface Answer {
  status: number;
  /** The parsed JSON envelope, or undefined for a page or an answer that is not JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: envelopes of every endpoint's shape, read by tests and the benchmark
  json: any;
  text: string;
  headers: http.IncomingHttpHeaders;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** A loopback source address (127.x.y.z): nginx sees a different client per shopper, as on the internet. */
  localAddress?: string;
  agent?: http.Agent;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export function call(
  baseUrl: string,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<Answer> {
  const target = new URL(url, baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      target,
      {
        method,
        headers: {
          accept: 'application/json, text/html',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        ...(options.agent ? { agent: options.agent } : {}),
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          if (String(response.headers['content-type']).includes('json')) {
            try {
              json = JSON.parse(text);
            } catch {}
          }
          resolve({ status: response.statusCode ?? 0, json, text, headers: response.headers });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${url} timed out`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** The last login code the console SMS adapter texted to a number (the instances share DATA_DIR). */
export async function readOtp(dataDir: string, mobile: string): Promise<string | undefined> {
  const text = await readFile(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(() => '');
  let code: string | undefined;
  for (const line of text.split('\n')) {
    if (!line.includes(mobile)) continue;
    try {
      const message = JSON.parse(line) as { to: string; text: string; templateId?: string };
      // Order messages (with a DLT template id) reach the same numbers: only a login code has none.
      if (message.to === mobile && !message.templateId) code = message.text.match(/\b(\d{6})\b/)?.[1] ?? code;
    } catch {}
  }
  return code;
}

export interface Line {
  product: string;
  qty: number;
  baseSize?: string;
  size?: string;
}

/** One line per in-stock size of the public catalog, with the stock it had. */
/** One line per product whose base size is in stock, from the product list (which carries the base size only). */
export async function sellableLines(baseUrl: string): Promise<{ line: Line; sizeId: string }[]> {
  const { json } = await call(baseUrl, 'GET', '/api/v1/products?limit=0');
  const products = json.body as { _id: string; baseSize: { _id: string; outOfStock: boolean } }[];
  return products
    .filter((product) => !product.baseSize.outOfStock)
    .map((product) => ({
      sizeId: product.baseSize._id,
      line: { product: product._id, qty: 1, baseSize: product.baseSize._id },
    }));
}

// The API tests' checkout details: one shopper's name and address for every test that buys.
export { checkoutDetails } from '../../apps/api/test/shop.ts';

let mobileCounter = 0;
/** A fresh mobile number per call, distinct between processes running at once. */
export function freshMobile(): string {
  mobileCounter++;
  return `6${String(process.pid % 1000).padStart(3, '0')}${String(mobileCounter).padStart(6, '0')}`;
}
