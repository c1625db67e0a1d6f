import {
  CarouselItemPatchSchema,
  CarouselItemSchema,
  InstagramReelPatchSchema,
  InstagramReelSchema,
  PROMOTION_LOCATIONS,
  PromotionTextPatchSchema,
  PromotionTextSchema,
  ShowcaseSlotPatchSchema,
  ShowcaseSlotSchema,
  TARGET_DEVICES,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ConflictError } from '../../domain/errors.ts';
import { editableKind, editableKindRoutes } from '../../http/crud-routes.ts';
import { ok } from '../../http/envelope.ts';
import { adminPaging, booleanParam, translationParam } from '../../http/query.ts';
import { INSTAGRAM_REFRESH_JOB } from './instagram-feed.service.ts';

const staff = { role: 'STAFF' } as const;

/** docs/admin.md#home-content: the staff edit the home page and header content. */
export async function contentAdminRoutes(app: FastifyInstance): Promise<void> {
  const { contentEditors: editors, instagramFeed, jobs } = app.services;

  editableKindRoutes(
    app,
    [
      editableKind({
        path: '/carousels',
        editor: editors.carousels,
        query: z.object({
          ...adminPaging,
          status: booleanParam('status'),
          translation: translationParam,
          targetDevice: z
            .enum(TARGET_DEVICES, { error: 'targetDevice must be MOBILE or DESKTOP' })
            .optional(),
        }),
        create: CarouselItemSchema,
        patch: CarouselItemPatchSchema,
        said: {
          created: 'Carousel item added',
          saved: 'Carousel item saved',
          deleted: 'Carousel item deleted',
        },
      }),
      editableKind({
        path: '/categoryShowcase',
        editor: editors.showcase,
        create: ShowcaseSlotSchema,
        patch: ShowcaseSlotPatchSchema,
        said: {
          created: 'Showcase slot added',
          saved: 'Showcase slot saved',
          deleted: 'Showcase slot emptied',
        },
      }),
      editableKind({
        path: '/promotionTexts',
        editor: editors.promotionTexts,
        query: z.object({
          ...adminPaging,
          status: booleanParam('status'),
          translation: translationParam,
          location: z.enum(PROMOTION_LOCATIONS, { error: 'location must be header or cart' }).optional(),
        }),
        create: PromotionTextSchema,
        patch: PromotionTextPatchSchema,
        said: {
          created: 'Promotion text added',
          saved: 'Promotion text saved',
          deleted: 'Promotion text deleted',
        },
      }),
      editableKind({
        path: '/instagramReels',
        editor: editors.reels,
        query: z.object({ ...adminPaging, status: booleanParam('status') }),
        create: InstagramReelSchema,
        patch: InstagramReelPatchSchema,
        said: { created: 'Reel added', saved: 'Reel saved', deleted: 'Reel deleted' },
      }),
    ],
    { read: 'STAFF', write: 'STAFF' },
  );

  // What shoppers see in the reels strip when an Instagram token is set, and how its last refresh went.
  app.get('/instagramFeed', { config: staff }, async () => ok(await instagramFeed.status()));
  app.post('/instagramFeed/refresh', { config: staff }, async () => {
    if (!instagramFeed.configured) {
      throw new ConflictError('No Instagram token is set: the strip shows the reels uploaded here');
    }
    await jobs.send(INSTAGRAM_REFRESH_JOB, {});
    return ok(null, 'Refresh asked for: the list updates within a minute');
  });
}
