import type { AdTags } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { ok } from '../../http/envelope.ts';

/** The ad tags the settings configure (docs/privacy.md); unset ids are null. */
export function adTagsOf(
  config: Pick<Config, 'META_PIXEL_ID' | 'GOOGLE_TAG_ID' | 'GOOGLE_ADS_CONVERSION_LABEL'>,
): AdTags {
  return {
    metaPixelId: config.META_PIXEL_ID ?? null,
    googleTagId: config.GOOGLE_TAG_ID ?? null,
    googleAdsConversionLabel: config.GOOGLE_ADS_CONVERSION_LABEL ?? null,
  };
}

/** The storefront asks which ad tags exist, to offer the consent banner and load the tags the shopper agreed to. */
export async function adTagsRoutes(fastify: FastifyInstance, options: { adTags: AdTags }) {
  fastify.get('/adTags', async () => ok(options.adTags));
}
