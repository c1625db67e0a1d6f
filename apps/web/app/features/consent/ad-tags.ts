// The ad platforms' tags. This module is its own chunk, imported only when a shopper who agreed does something
// the shop reports (conversions.ts): a shopper who has not agreed never downloads it, nor the tags it loads.
import type { AdTags } from '@shop/shared';
import { type AdEvent, googleTagCall, metaPixelCall } from './ad-events.ts';

type Call = (...args: unknown[]) => void;

interface MetaPixel extends Call {
  callMethod?: Call;
  queue: unknown[];
  push: MetaPixel;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    fbq?: MetaPixel;
    _fbq?: MetaPixel;
    dataLayer?: unknown[];
    gtag?: Call;
  }
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/**
 * Meta's base code, as Meta publishes it: a stub `fbq` that queues calls until fbevents.js has loaded and takes
 * them over. Meta's snippet also tracks `PageView`; the shop reports only the events it documents.
 */
function metaPixel(pixelId: string): MetaPixel {
  if (window.fbq) return window.fbq;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod.apply(fbq, args);
    else fbq.queue.push(args);
  }) as MetaPixel;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  window.fbq = fbq;
  window._fbq ??= fbq;
  addScript('https://connect.facebook.net/en_US/fbevents.js');
  fbq('init', pixelId);
  return fbq;
}

/**
 * The Google tag, as Google publishes it: gtag.js with a `dataLayer` that queues calls. No automatic page view:
 * the shop reports only the events it documents, and agreed to measurement, not to personalised ads.
 */
function googleTag(tagId: string): Call {
  if (window.gtag) return window.gtag;
  window.dataLayer ??= [];
  // gtag.js reads each call as the `arguments` object itself, not as an array.
  const gtag: Call = function () {
    // biome-ignore lint/complexity/noArguments: the documented form, which gtag.js depends on
    window.dataLayer?.push(arguments);
  };
  window.gtag = gtag;
  gtag('consent', 'default', {
    ad_storage: 'granted',
    analytics_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'denied',
  });
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`);
  gtag('js', new Date());
  gtag('config', tagId, { send_page_view: false });
  return gtag;
}

/** Sends one event to each configured tag that hears of it, loading the tag the first time. */
export function sendAdEvent(tags: AdTags, event: AdEvent): void {
  const meta = metaPixelCall(event);
  if (meta && tags.metaPixelId) metaPixel(tags.metaPixelId)(...meta);
  const google = googleTagCall(tags, event);
  if (google && tags.googleTagId) googleTag(tags.googleTagId)(...google);
}

/**
 * The shopper withdrew: tags already loaded on this page are told to stop, the way each documents (Meta's consent
 * revoke; Google's consent update and its per-tag opt-out flag). The shop itself sends nothing more either.
 */
export function stopAdTags(tags: AdTags): void {
  window.fbq?.('consent', 'revoke');
  if (window.gtag && tags.googleTagId) {
    window.gtag('consent', 'update', {
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    (window as unknown as Record<string, boolean>)[`ga-disable-${tags.googleTagId}`] = true;
  }
}
