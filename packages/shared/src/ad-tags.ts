/**
 * The ad platforms' tags the shop can report conversions to (docs/privacy.md). Each is set by its id in the
 * server's settings and reaches the browser through `GET /adTags`; a tag without an id never loads, and none
 * loads before the shopper agrees.
 */
export interface AdTags {
  /** The Meta pixel (digits): `InitiateCheckout` and `Purchase`. */
  metaPixelId: string | null;
  /** The Google tag: `G-...` for GA4 (`login`, `sign_up`) or `AW-...` for a Google Ads conversion. */
  googleTagId: string | null;
  /** With an `AW-...` tag: the label of the conversion a login or sign-up counts as. */
  googleAdsConversionLabel: string | null;
}

export type GoogleTagKind = 'ga4' | 'ads';

/** A Google Ads id starts `AW-`; anything else the settings accept is a GA4 measurement id (`G-`). */
export function googleTagKind(googleTagId: string): GoogleTagKind {
  return googleTagId.startsWith('AW-') ? 'ads' : 'ga4';
}

/** Whether any tag is configured: without one there is nothing to ask a shopper's consent for. */
export function hasAdTags(tags: AdTags | null | undefined): tags is AdTags {
  return Boolean(tags && (tags.metaPixelId || tags.googleTagId));
}
