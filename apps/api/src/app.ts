import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { responseCachePlugin } from './http/response-cache.ts';
import { registerWebPages } from './http/web-pages.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The storefront's build (`apps/web/build`); without it the app serves the API alone. */
  webBuildDir?: string;
  /** `apps/web`, to serve pages through Vite's dev server instead of the build. */
  webDevRoot?: string;
}

export const API_PREFIX = '/api/v1';

/** The whole HTTP application, without listening: the server starts it, tests call `inject()` on it. */
export async function buildApp({
  config,
  database,
  logger = false,
  webBuildDir,
  webDevRoot,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // One JSON line per request, written in onResponse below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);

  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
    done();
  });

  registerErrorHandling(app);
  // Before compression, so the cache keeps plain bytes and compression applies per client.
  await app.register(responseCachePlugin, { ttlMs: config.CATALOG_CACHE_TTL_MS });
  // Pages and API answers for browsers; quality 4 brotli costs little CPU per response. Static assets are
  // precompressed at build time instead.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Limits are opt-in per route (`config.rateLimit`); catalog reads are cached and stay unthrottled.
  await app.register(fastifyRateLimit, { global: false });

  await app.register(
    async (api) => {
      await api.register(catalogRoutes);
      await api.register(reviewRoutes);
      await api.register(contentRoutes);
      await api.register(blogRoutes);
      await api.register(contactRoutes);
      api.get('/health', async () => ({ status: 200, message: 'OK', body: { database: database.kind } }));
    },
    { prefix: API_PREFIX },
  );

  await app.register(uploadsRoutes, {
    uploadsDir: config.uploadsDir,
    cacheDir: path.join(config.dataDir, 'cache', 'images'),
  });

  if (webBuildDir) {
    await registerWebPages(app, {
      buildDir: webBuildDir,
      apiPrefix: API_PREFIX,
      mode: config.NODE_ENV === 'production' ? 'production' : 'development',
      ...(webDevRoot ? { devRoot: webDevRoot } : {}),
      ...(config.PUBLIC_URL ? { publicUrl: config.PUBLIC_URL } : {}),
    });
  }

  return app;
}
