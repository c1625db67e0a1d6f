import { COUPON_STATUSES, CouponSchema } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { list, ok } from '../../http/envelope.ts';
import { adminPaging, searchParam, uuidParam } from '../../http/query.ts';

const IdParams = z.object({ id: uuidParam('id') });

/** docs/admin.md#coupons: the team reads the coupons and their use; only an admin changes them. */
export async function couponsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { couponEditor } = app.services;

  app.get(
    '/coupons',
    {
      config: { role: 'STAFF' },
      schema: {
        querystring: z.object({
          ...adminPaging,
          search: searchParam,
          status: z
            .enum(COUPON_STATUSES, { error: `status must be one of ${COUPON_STATUSES.join(', ')}` })
            .optional(),
        }),
      },
    },
    async (request) => list(await couponEditor.list(request.query)),
  );
  app.get('/coupons/:id', { config: { role: 'STAFF' }, schema: { params: IdParams } }, async (request) =>
    ok(await couponEditor.get(request.params.id)),
  );
  app.post('/coupons', { config: { role: 'ADMIN' }, schema: { body: CouponSchema } }, async (request) =>
    ok(await couponEditor.create(currentUser(request), request.body), 'Coupon created'),
  );
  app.patch(
    '/coupons/:id',
    {
      config: { role: 'ADMIN' },
      // Any subset of the coupon's fields; the service checks the merged coupon with CouponSchema.
      schema: {
        params: IdParams,
        body: z.record(z.string(), z.unknown(), { error: 'Send the changed fields' }),
      },
    },
    async (request) =>
      ok(await couponEditor.update(currentUser(request), request.params.id, request.body), 'Coupon saved'),
  );
  app.post(
    '/coupons/:id/expire',
    { config: { role: 'ADMIN' }, schema: { params: IdParams } },
    async (request) => {
      const coupon = await couponEditor.expire(currentUser(request), request.params.id);
      return ok(coupon, `${coupon.code} has expired; the checkout refuses it from now on`);
    },
  );
}
