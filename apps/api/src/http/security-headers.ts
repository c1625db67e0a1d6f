import { randomBytes } from 'node:crypto';
import { type AdTags, googleTagKind } from '@shop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CheckoutPageHosts } from '../adapters/payments/payment-provider.ts';

const NO_CHECKOUT_HOSTS: CheckoutPageHosts = { script: [], frame: [], connect: [], img: [] };

declare module 'fastify' {
  interface FastifyRequest {
    /** A fresh random value per request; an HTML answer's scripts run only if they carry it. */
    readonly cspNonce: string;
  }
  interface FastifyContextConfig {
    /** Answers carry personal data: never stored by a browser or proxy cache. */
    personalData?: boolean;
  }
}

export interface SecurityHeadersOptions {
  /** HSTS is sent only when the shop's public address is https. */
  publicUrl?: string | undefined;
  /** The hosts the payment provider's checkout loads from the page (its `pageHosts`); none for the sandbox. */
  checkoutHosts?: CheckoutPageHosts;
  /** The configured ad tags: the policy lets each one's hosts in only when its id is set (docs/privacy.md). */
  adTags?: AdTags;
  /** Vite's dev server (npm run dev): pages get a looser policy, see pagePolicy. */
  webDev: boolean;
}

/** Everything that is not a page: JSON, images, scripts, styles. Nothing in it may run or load anything. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'self'";

type Hosts = Partial<Record<'script' | 'img' | 'connect' | 'frame', string[]>>;

// Each tag's hosts as its maker documents them for a Content-Security-Policy. The pixel script comes from
// connect.facebook.net and reports to www.facebook.com/tr, as an image or a fetch.
const META_PIXEL: Hosts = {
  script: ['https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
  connect: ['https://www.facebook.com'],
};
// gtag.js for a GA4 property: collection goes to regional google-analytics.com hosts, hence the wildcards.
const GOOGLE_ANALYTICS: Hosts = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};
// gtag.js for Google Ads conversions.
const GOOGLE_ADS: Hosts = {
  script: ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://www.google.com'],
  img: ['https://www.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
  connect: [
    'https://www.google.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
  ],
  frame: ['https://td.doubleclick.net', 'https://bid.g.doubleclick.net'],
};

/** The hosts of the ad tags whose ids are set; none when none is. */
function adTagHosts(adTags: AdTags | undefined): Required<Hosts> {
  const tags: Hosts[] = [];
  if (adTags?.metaPixelId) tags.push(META_PIXEL);
  if (adTags?.googleTagId)
    tags.push(googleTagKind(adTags.googleTagId) === 'ads' ? GOOGLE_ADS : GOOGLE_ANALYTICS);
  const of = (kind: keyof Hosts) => tags.flatMap((tag) => tag[kind] ?? []);
  return { script: of('script'), img: of('img'), connect: of('connect'), frame: of('frame') };
}

export function pagePolicy(nonce: string, options: SecurityHeadersOptions): string {
  const checkout = options.checkoutHosts ?? NO_CHECKOUT_HOSTS;
  const ads = adTagHosts(options.adTags);
  // npm run dev only: Vite and React Refresh inject inline scripts that carry no nonce, development tooling may
  // evaluate strings, and hot reload talks over a WebSocket. A nonce would switch 'unsafe-inline' off, so dev
  // pages go without one.
  const scripts = options.webDev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", `'nonce-${nonce}'`, ...checkout.script, ...ads.script];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scripts,
    // React renders style attributes into the HTML (star widths, rating bars) and toasts inject a style
    // element; a style cannot run script, so inline styles stay allowed.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Vite inlines small images as data: URLs.
    'img-src': ["'self'", 'data:', ...checkout.img, ...ads.img],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(options.webDev ? ['ws:', 'wss:'] : []),
      ...checkout.connect,
      ...ads.connect,
    ],
    // The sandbox's checkout page is the shop's own.
    'frame-src': ["'self'", ...checkout.frame, ...ads.frame],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

function permissionsPolicy(checkoutHosts: CheckoutPageHosts = NO_CHECKOUT_HOSTS): string {
  // The Payment Request API, for the checkout's own frames as well.
  const payment = `(${['self', ...checkoutHosts.frame.map((origin) => `"${origin}"`)].join(' ')})`;
  const off = [
    'accelerometer',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'serial',
    'usb',
  ];
  return [...off.map((feature) => `${feature}=()`), `payment=${payment}`].join(', ');
}

const nonces = new WeakMap<FastifyRequest, string>();

/**
 * Security headers on every answer. Everything gets a Content-Security-Policy that allows nothing
 * (RESOURCE_POLICY), so an uploaded SVG opened directly cannot run script; HTML answers get the page policy,
 * whose scripts run only with this request's nonce (`request.cspNonce`), which entry.server and the sandbox
 * checkout put on their inline scripts. Answers with personal data are never cached.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    app.decorateRequest('cspNonce', {
      getter(this: FastifyRequest) {
        let nonce = nonces.get(this);
        if (!nonce) {
          nonce = randomBytes(16).toString('base64');
          nonces.set(this, nonce);
        }
        return nonce;
      },
    });

    const common: Record<string, string> = {
      'content-security-policy': RESOURCE_POLICY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': permissionsPolicy(options.checkoutHosts),
      ...(options.publicUrl?.startsWith('https:') ? { 'strict-transport-security': 'max-age=31536000' } : {}),
    };
    const personal = (request: FastifyRequest) =>
      request.headers.authorization !== undefined || request.routeOptions.config.personalData === true;

    // In onRequest, so that answers written before the handler (the catalog cache's hits) carry them too.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(common);
      if (personal(request)) reply.header('cache-control', 'no-store');
      done();
    });

    app.addHook('onSend', (request, reply: FastifyReply, payload, done) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html') && reply.getHeader('content-security-policy') === RESOURCE_POLICY) {
        reply.header('content-security-policy', pagePolicy(request.cspNonce, options));
      }
      // A route's own caching rule never outranks this.
      if (personal(request)) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);

/** Marks every route registered in this scope as carrying personal data. */
export function personalDataRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, personalData: true };
  });
}
