import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { startBroadcast } from './adapters/broadcast/start-broadcast.ts';
import type { PoolStats } from './adapters/metrics/prometheus-metrics.ts';
import { checkoutPageHosts } from './adapters/payments/providers.ts';
import { loadRedisClass } from './adapters/throttle/redis-client.ts';
import { MemoryThrottle, RedisThrottle, type Throttle } from './adapters/throttle/throttle.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { BackOfficeRoute } from './http/admin-access.ts';
import { registerAnswerLanguage } from './http/answer-language.ts';
import { authPlugin } from './http/auth.ts';
import { corsPlugin } from './http/cors.ts';
import { rateLimitError, registerErrorHandling } from './http/error-handler.ts';
import type { ErrorReporter } from './http/error-reporter.ts';
import { installFastHits } from './http/fast-hit.ts';
import { healthPlugin } from './http/health.ts';
import { registerHostCheck } from './http/host-header.ts';
import { metricsPlugin } from './http/metrics.ts';
import { registerRequestIdHeader, requestIdGenerator } from './http/request-id.ts';
import { registerRequestLog } from './http/request-log.ts';
import { responseCachePlugin } from './http/response-cache.ts';
import { personalDataRoutes, securityHeadersPlugin } from './http/security-headers.ts';
import { storefrontFontFaces } from './http/storefront-fonts.ts';
import { registerWebPages } from './http/web-pages.ts';
import { writeLimitsPlugin } from './http/write-limits.ts';
import { adTagsOf, adTagsRoutes } from './modules/ad-tags/ad-tags.routes.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { secondFactorRoutes } from './modules/auth/second-factor.routes.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { cartsRoutes } from './modules/carts/carts.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { codOrdersRoutes } from './modules/cod/cod-orders.routes.ts';
import { paymentOptionsRoutes } from './modules/cod/payment-options.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { payoutWebhookRoutes } from './modules/orders/payout-webhook.routes.ts';
import { returnPhotosRoutes } from './modules/orders/return-photos.routes.ts';
import {
  paymentsConfigRoutes,
  sandboxApiRoutes,
  sandboxPageRoutes,
} from './modules/payments/payments.routes.ts';
import { webhookRoutes } from './modules/payments/webhook.routes.ts';
import { payoutSandboxRoutes } from './modules/payouts/payout-sandbox.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { shippingChargesRoutes } from './modules/settings/settings.routes.ts';
import { estimateRoutes } from './modules/shipping/estimate.routes.ts';
import { shippingSandboxRoutes } from './modules/shipping/sandbox.routes.ts';
import { trackRoutes } from './modules/shipping/track.routes.ts';
import { trackingWebhookRoutes } from './modules/shipping/tracking-webhook.routes.ts';
import { stockAlertsRoutes } from './modules/stock-alerts/stock-alerts.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { whatsappSandboxRoutes } from './modules/whatsapp/whatsapp-sandbox.routes.ts';
import { whatsappWebhookRoutes } from './modules/whatsapp/whatsapp-webhook.routes.ts';
import { imageCacheDir } from './paths.ts';
import { loadSecrets } from './secrets.ts';
import { createServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    throttle: Throttle;
    services: Services;
    /** Every back-office route with the role it needs, for the access tests. */
    backOfficeRoutes: BackOfficeRoute[];
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
  const genReqId = requestIdGenerator(config.TRUST_PROXY);
  const app = Fastify({
    logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // One JSON line per request, written by registerRequestLog, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    trustProxy: config.TRUST_PROXY,
    genReqId,
    requestIdHeader: false,
    // Without these a client that sends half a body holds its socket, and a shutdown, for ever.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    // Node enforces the request and headers timeouts on this tick, 30 s by default.
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A request already on a kept-alive connection when the listener closes is served, not refused: a balancer
    // may have sent it an instant before it saw the drain, and the database stays open until the server closes.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);

  registerRequestLog(app);
  registerRequestIdHeader(app);
  // NOTE: prom-client and the error reporter load only when configured: nobody may read metrics without a token.
  const metrics = config.METRICS_TOKEN
    ? new (await import('./adapters/metrics/prometheus-metrics.ts')).PrometheusMetrics()
    : undefined;
  await app.register(metricsPlugin, { metrics, token: config.METRICS_TOKEN });
  metrics?.watchDatabase(
    database.kind === 'postgres' ? (database.db as unknown as { $client: PoolStats }).$client : undefined,
  );
  const errorReporter: ErrorReporter | undefined = config.ERROR_REPORTING_DSN
    ? new (await import('./http/error-reporter.ts')).EnvelopeErrorReporter(
        config.ERROR_REPORTING_DSN,
        config.NODE_ENV,
        (line) => app.log.warn(line),
      )
    : undefined;
  registerErrorHandling(app, errorReporter);
  registerAnswerLanguage(app);
  const isKnownHost = registerHostCheck(app);
  // Parsed before the handler, not on every request: only a route reads cookies, and a catalog cache hit, which
  // answers in onRequest, would parse a browser's cookies for nothing.
  await app.register(fastifyCookie, { hook: 'preHandler' });
  // NOTE: client libraries of services the shop may not use load only when configured (start time, memory).
  const redis: Redis | undefined = config.REDIS_URL
    ? new (await loadRedisClass())(config.REDIS_URL, { maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  // The client reconnects on its own with back-off; unheard, each failed attempt would print a stack trace.
  redis?.on('error', (error: Error) => app.log.warn(`redis: ${error.message}; retrying`));
  // Before the response cache, whose hits skip later hooks.
  await app.register(corsPlugin, { origins: config.CORS_ORIGINS });
  await app.register(securityHeadersPlugin, {
    publicUrl: config.PUBLIC_URL,
    checkoutHosts: checkoutPageHosts(config.PAYMENT_PROVIDER),
    adTags: adTagsOf(config),
    webDev: Boolean(webDevRoot),
  });
  await app.register(healthPlugin, {
    db: database.db,
    databaseKind: database.kind,
    redis,
    apiPrefix: API_PREFIX,
  });
  // Before compression, so the cache keeps plain bytes and compression applies per client.
  await app.register(responseCachePlugin, { ttlMs: config.CATALOG_CACHE_TTL_MS });
  metrics?.watchCache(() => app.catalogCache.stats);
  installFastHits(app, {
    cache: app.catalogCache,
    genReqId,
    trustProxy: config.TRUST_PROXY,
    isKnownHost,
    isDraining: () => app.lifecycle.draining,
    metrics,
  });
  // Pages and API answers for browsers; quality 4 brotli costs little CPU per response. Static assets are
  // precompressed at build time instead.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const secrets = await loadSecrets(config);
  const throttle: Throttle = redis
    ? new RedisThrottle(redis, `${config.REDIS_KEY_PREFIX}shop:throttle:`)
    : new MemoryThrottle();
  app.decorate('throttle', throttle);
  // Limits are opt-in per route (`config.rateLimit`); catalog reads are cached and stay unthrottled.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: rateLimitError,
    ...(redis ? { redis, nameSpace: `${config.REDIS_KEY_PREFIX}shop:rate:` } : {}),
  });
  // A write on one instance clears every instance's catalog cache, not only its own.
  const catalogChanges = await startBroadcast({
    channel: 'catalog_changed',
    redis,
    redisKeyPrefix: config.REDIS_KEY_PREFIX,
    database,
    onSignal: () => app.catalogCache.clear(),
    log: (line) => app.log.warn(line),
  });
  app.addHook('onClose', () => catalogChanges.close());
  const services = await createServices({
    db: database.db,
    config,
    secrets,
    throttle,
    log: (line) => app.log.info(line),
    onCatalogChange: () => {
      app.catalogCache.clear();
      catalogChanges.publish();
    },
    ...(metrics ? { metrics } : {}),
  });
  app.decorate('services', services);
  app.addHook('onReady', async () => void (await services.jobs.start()));
  // Before the database closes (shutdown.ts closes it after the app): a job in progress finishes first.
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    services.notifications.close();
  });
  const backOfficeRoutes: BackOfficeRoute[] = [];
  app.decorate('backOfficeRoutes', backOfficeRoutes);
  await app.register(authPlugin, { tokens: services.tokens, users: services.users });
  await app.register(writeLimitsPlugin, {
    apiPrefix: API_PREFIX,
    throttle,
    tokens: services.tokens,
    limits: {
      perAddressPerMinute: config.WRITE_LIMIT_PER_ADDRESS_PER_MINUTE,
      perAccountPerMinute: config.WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE,
    },
  });

  await app.register(
    async (api) => {
      await api.register(catalogRoutes);
      await api.register(reviewRoutes);
      await api.register(contentRoutes);
      await api.register(blogRoutes);
      await api.register(contactRoutes);
      await api.register(estimateRoutes);
      await api.register(paymentOptionsRoutes);
      await api.register(webhookRoutes);
      await api.register(payoutWebhookRoutes);
      await api.register(whatsappWebhookRoutes);
      await api.register(trackingWebhookRoutes);
      await api.register(paymentsConfigRoutes);
      await api.register(shippingChargesRoutes);
      await api.register(adTagsRoutes, { adTags: adTagsOf(config) });
      // Accounts, addresses, orders and payments: some answer without a login token (guest checkout).
      await api.register(async (personal) => {
        personalDataRoutes(personal);
        await personal.register(usersRoutes);
        await personal.register(secondFactorRoutes);
        await personal.register(addressesRoutes);
        await personal.register(stockAlertsRoutes);
        await personal.register(ordersRoutes);
        await personal.register(codOrdersRoutes);
        await personal.register(cartsRoutes);
        await personal.register(invoicesRoutes);
        await personal.register(returnPhotosRoutes);
        await personal.register(trackRoutes);
        if (services.sandbox)
          await personal.register(sandboxApiRoutes, { sendWebhooks: config.SANDBOX_WEBHOOKS });
        await personal.register(adminRoutes, { prefix: '/admin', routes: backOfficeRoutes });
      });
    },
    { prefix: API_PREFIX },
  );

  if (services.sandbox) await app.register(sandboxPageRoutes);
  if (services.shippingSandbox) {
    await app.register(shippingSandboxRoutes, { auto: config.SHIPPING_SANDBOX_AUTO });
  }
  if (services.payoutSandbox) {
    await app.register(payoutSandboxRoutes, { auto: config.PAYOUT_SANDBOX_AUTO });
  }
  if (services.whatsappSandbox) {
    // The sandbox's phone shows Hindi in the storefront's own Devanagari, served with its assets.
    const fontFaces =
      webBuildDir && !webDevRoot ? await storefrontFontFaces(webBuildDir, 'Noto Sans Devanagari') : '';
    await app.register(whatsappSandboxRoutes, { fontFaces });
  }
  await app.register(uploadsRoutes, {
    ...(config.S3_BUCKET
      ? {}
      : { local: { uploadsDir: config.uploadsDir, cacheDir: imageCacheDir(config.dataDir) } }),
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
