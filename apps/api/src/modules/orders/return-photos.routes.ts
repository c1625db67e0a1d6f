import multipart from '@fastify/multipart';
import { msg } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError, UserInputError } from '../../domain/errors.ts';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { uuidParam } from '../../http/query.ts';
import { refuse } from '../../http/refusal.ts';
import { IMAGE_MAX_BYTES } from '../uploads/uploads.service.ts';
import { checkMove } from './order-state-machine.ts';
import { MOVE_STATUS } from './orders.routes.ts';
import { returnPhotoFolder } from './return-photos.ts';

const TOO_LARGE = msg('return.photoTooLarge');

/**
 * POST /orders/userOrders/{id}/return-photos: one photo (field `file`) for a return the shopper is about to ask
 * for, on their own delivered order while they may still ask; answers `{ url }` for the return request's photos.
 */
export async function returnPhotosRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2 } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { orderQueries, uploads } = app.services;

  app.post(
    '/orders/userOrders/:id/return-photos',
    {
      preHandler: app.authenticate,
      schema: { params: z.object({ id: uuidParam('id') }) },
      // A return carries four photos; a few more allow for second thoughts, not for using the shop as storage.
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const order = await orderQueries.findForUser(currentUser(request).id, request.params.id);
      if (!order) throw new NotFoundError(msg('order.notFound'));
      // The reason comes with the request itself; here only the state and the window are judged.
      const judged = checkMove(order, 'RETURN_REQUESTED', 'SHOPPER', new Date(), { reason: 'photo' });
      if (!judged.ok) refuse(judged, MOVE_STATUS);
      if (!request.isMultipart()) {
        throw new UserInputError(msg('return.photoAsForm'), { file: msg('return.choosePhoto') });
      }
      const part = await request.file();
      if (part?.fieldname !== 'file')
        throw new UserInputError(msg('return.choosePhoto'), { file: msg('return.choosePhoto') });
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new UserInputError(TOO_LARGE, { file: TOO_LARGE });
        }
        throw error;
      }
      const file = await uploads.storeImageIn(returnPhotoFolder(order.id), data);
      return ok({ url: `/uploads/${file}` }, msg('return.photoUploaded'));
    },
  );
}
