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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConflictError } from '../../domain/errors.ts';
import { currentUser } from '../../http/auth.ts';
import { list, ok } from '../../http/envelope.ts';
import { adminPaging, booleanParam, uuidParam } from '../../http/query.ts';
import { INSTAGRAM_REFRESH_JOB } from './instagram-feed.service.ts';

const IdParams = z.object({ id: uuidParam('id') });
const staff = { role: 'STAFF' } as const;

/** docs/admin.md#home-content: the staff edit the home page and header content. */
export async function contentAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { contentEditor: editor, instagramFeed, jobs } = app.services;

  app.get(
    '/carousels',
    {
      config: staff,
      schema: {
        querystring: z.object({
          ...adminPaging,
          status: booleanParam('status'),
          targetDevice: z
            .enum(TARGET_DEVICES, { error: 'targetDevice must be MOBILE or DESKTOP' })
            .optional(),
        }),
      },
    },
    async (request) => list(await editor.listCarousels(request.query)),
  );
  app.get('/carousels/:id', { config: staff, schema: { params: IdParams } }, async (request) =>
    ok(await editor.getCarousel(request.params.id)),
  );
  app.post('/carousels', { config: staff, schema: { body: CarouselItemSchema } }, async (request) =>
    ok(await editor.createCarousel(currentUser(request), request.body), 'Carousel item added'),
  );
  app.patch(
    '/carousels/:id',
    { config: staff, schema: { params: IdParams, body: CarouselItemPatchSchema } },
    async (request) =>
      ok(
        await editor.updateCarousel(currentUser(request), request.params.id, request.body),
        'Carousel item saved',
      ),
  );
  app.delete('/carousels/:id', { config: staff, schema: { params: IdParams } }, async (request) => {
    await editor.deleteCarousel(currentUser(request), request.params.id);
    return ok(null, 'Carousel item deleted');
  });

  app.get('/categoryShowcase', { config: staff }, async () => {
    const slots = await editor.listShowcase();
    return list({ items: slots, page: 1, limit: 0, totalRecords: slots.length });
  });
  app.get('/categoryShowcase/:id', { config: staff, schema: { params: IdParams } }, async (request) =>
    ok(await editor.getShowcaseSlot(request.params.id)),
  );
  app.post('/categoryShowcase', { config: staff, schema: { body: ShowcaseSlotSchema } }, async (request) =>
    ok(await editor.createShowcaseSlot(currentUser(request), request.body), 'Showcase slot added'),
  );
  app.patch(
    '/categoryShowcase/:id',
    { config: staff, schema: { params: IdParams, body: ShowcaseSlotPatchSchema } },
    async (request) =>
      ok(
        await editor.updateShowcaseSlot(currentUser(request), request.params.id, request.body),
        'Showcase slot saved',
      ),
  );
  app.delete('/categoryShowcase/:id', { config: staff, schema: { params: IdParams } }, async (request) => {
    await editor.deleteShowcaseSlot(currentUser(request), request.params.id);
    return ok(null, 'Showcase slot emptied');
  });

  app.get(
    '/promotionTexts',
    {
      config: staff,
      schema: {
        querystring: z.object({
          ...adminPaging,
          status: booleanParam('status'),
          location: z.enum(PROMOTION_LOCATIONS, { error: 'location must be header or cart' }).optional(),
        }),
      },
    },
    async (request) => list(await editor.listPromotionTexts(request.query)),
  );
  app.get('/promotionTexts/:id', { config: staff, schema: { params: IdParams } }, async (request) =>
    ok(await editor.getPromotionText(request.params.id)),
  );
  app.post('/promotionTexts', { config: staff, schema: { body: PromotionTextSchema } }, async (request) =>
    ok(await editor.createPromotionText(currentUser(request), request.body), 'Promotion text added'),
  );
  app.patch(
    '/promotionTexts/:id',
    { config: staff, schema: { params: IdParams, body: PromotionTextPatchSchema } },
    async (request) =>
      ok(
        await editor.updatePromotionText(currentUser(request), request.params.id, request.body),
        'Promotion text saved',
      ),
  );
  app.delete('/promotionTexts/:id', { config: staff, schema: { params: IdParams } }, async (request) => {
    await editor.deletePromotionText(currentUser(request), request.params.id);
    return ok(null, 'Promotion text deleted');
  });

  app.get(
    '/instagramReels',
    { config: staff, schema: { querystring: z.object({ ...adminPaging, status: booleanParam('status') }) } },
    async (request) => list(await editor.listReels(request.query)),
  );
  app.get('/instagramReels/:id', { config: staff, schema: { params: IdParams } }, async (request) =>
    ok(await editor.getReel(request.params.id)),
  );
  app.post('/instagramReels', { config: staff, schema: { body: InstagramReelSchema } }, async (request) =>
    ok(await editor.createReel(currentUser(request), request.body), 'Reel added'),
  );
  app.patch(
    '/instagramReels/:id',
    { config: staff, schema: { params: IdParams, body: InstagramReelPatchSchema } },
    async (request) =>
      ok(await editor.updateReel(currentUser(request), request.params.id, request.body), 'Reel saved'),
  );
  app.delete('/instagramReels/:id', { config: staff, schema: { params: IdParams } }, async (request) => {
    await editor.deleteReel(currentUser(request), request.params.id);
    return ok(null, 'Reel deleted');
  });

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
