import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { pageOrigin } from './host-header.ts';
import { requestInProcess } from './in-process.ts';

export interface WebPagesOptions {
  /** `apps/web/build`: `server/index.js` renders pages, `client/` holds the browser assets. */
  buildDir: string;
  apiPrefix: string;
  mode: 'production' | 'development' | 'test';
  /** `apps/web`: serve through Vite's dev server with hot reload instead of the build. */
  devRoot?: string;
  /** The shop's public address; pages build canonical links and the sitemap from it. */
  publicUrl?: string;
}

interface ServerApi {
  get(path: string, headers?: Record<string, string>): Promise<unknown>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<unknown>;
}

/** The web build's entry exports the context keys its loaders read the API from and its entry reads the nonce from. */
type WebServerBuild = ServerBuild & {
  entry: {
    module: {
      serverApiContext?: RouterContext<ServerApi>;
      cspNonceContext?: RouterContext<string | undefined>;
    };
  };
};

export function webBuildExists(buildDir: string): boolean {
  return existsSync(path.join(buildDir, 'server', 'index.js'));
}

/**
 * Serves the server-rendered storefront on the same port as the API. Loaders call the API in process
 * (requestInProcess), so a page costs no network hop and the API's cache, validation and envelope apply to pages too.
 */
export async function registerWebPages(app: FastifyInstance, options: WebPagesOptions): Promise<void> {
  let loadBuild: () => Promise<WebServerBuild>;
  if (options.devRoot) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: options.devRoot,
      server: { middlewareMode: true },
      appType: 'custom',
    });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<WebServerBuild>;
  } else {
    const build = (await import(
      pathToFileURL(path.join(options.buildDir, 'server', 'index.js')).href
    )) as WebServerBuild;
    loadBuild = async () => build;
  }
  const initial = await loadBuild();
  for (const key of ['serverApiContext', 'cspNonceContext'] as const) {
    if (!initial.entry.module[key])
      throw new Error(`The web build does not export ${key} from its entry.server`);
  }
  const handleRequest = createRequestHandler(loadBuild, options.mode);

  await app.register(async (web) => {
    if (!options.devRoot) await serveClientAssets(web, options.buildDir);

    // Page requests and form posts reach React Router as they came, so keep bodies raw in this scope.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.url === options.apiPrefix || request.url.startsWith(`${options.apiPrefix}/`)) {
        return reply.callNotFound();
      }
      const build = await loadBuild();
      const apiKey = build.entry.module.serverApiContext as RouterContext<ServerApi>;
      const context = new RouterContextProvider();
      // Dev pages' policy takes inline scripts without one (see pagePolicy); there a nonce only made React warn
      // that the server's nonce attributes differ from the browser's.
      context.set(
        build.entry.module.cspNonceContext as RouterContext<string | undefined>,
        options.devRoot ? undefined : request.cspNonce,
      );
      // The visitor's own address, so the API's rate limits and records see them and not this process.
      // The page's own headers (its Accept-Language, docs/i18n.md#api) come from the web build's loaders.
      const callApi = async (
        method: 'GET' | 'POST',
        apiPath: string,
        body: unknown,
        headers: Record<string, string> = {},
      ) => {
        const response = await requestInProcess(app, {
          method,
          url: `${options.apiPrefix}${apiPath}`,
          remoteAddress: request.ip,
          ...(body === undefined
            ? { headers }
            : { headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
        });
        return response.json();
      };
      context.set(apiKey, {
        get: (apiPath: string, headers?: Record<string, string>) =>
          callApi('GET', apiPath, undefined, headers),
        post: (apiPath: string, body: unknown, headers?: Record<string, string>) =>
          callApi('POST', apiPath, body, headers),
      });
      const response = await handleRequest(toFetchRequest(request, options.publicUrl), context);
      return sendFetchResponse(reply, response);
    };
    web.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler: render });
  });
}

async function serveClientAssets(web: FastifyInstance, buildDir: string): Promise<void> {
  // Hashed file names under /assets never change; everything else in client/ (favicon, robots) is revalidated.
  await web.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });
}

function toFetchRequest(request: FastifyRequest, publicUrl?: string): Request {
  // Joined as text: `new URL('//x', base)` would read a path starting with // as another host.
  const origin = pageOrigin(request, publicUrl);
  const url = new URL(`${origin}${request.url}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: new Uint8Array(request.body as Buffer) } : {}),
  });
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
