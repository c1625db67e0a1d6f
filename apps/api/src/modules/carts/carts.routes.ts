import { msg, SaveCartSchema } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserInputError } from '../../domain/errors.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { refuse } from '../../http/refusal.ts';
import type { CartRestoreRefused, CartSaveRefused } from './carts.service.ts';

const SAVE_STATUS: Record<CartSaveRefused['reason'], number> = { invalid_line: 400 };
const RESTORE_STATUS: Record<CartRestoreRefused['reason'], number> = {
  invalid: 404,
  expired: 410,
  closed: 410,
};

/**
 * docs/carts.md: `PUT /cart` keeps the browser's cart on the server (a logged-in shopper's by account and its
 * number, a guest's by the browser's own key and with no number); `GET /cart/restore` answers the
 * cart a reminder's link names, with no login: the link's signature is the proof.
 */
export async function cartsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { carts } = app.services;

  app.put(
    '/cart',
    {
      preHandler: app.optionalAuth,
      schema: { body: SaveCartSchema },
      // The storefront saves after each change, debounced: a busy shopper makes a few a minute.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { lines, browserKey, mobile } = request.body;
      const user = request.user;
      if (!user && !browserKey)
        throw new UserInputError(msg('cart.keyNeeded'), { browserKey: msg('cart.keyNeeded') });
      // A cart's number is only ever an account's, proven by its login code: a number a guest merely typed would
      // let anyone have the shop remind a stranger of a cart they never made.
      if (!user && mobile)
        throw new UserInputError(msg('cart.guestMobile'), { mobile: msg('cart.guestMobile') });
      const owner = user
        ? { userId: user.id, mobile: user.mobile, browserKey }
        : { browserKey: browserKey as string };
      const saved = await carts.save(owner, lines, requestLanguage(request));
      if (!saved.ok) refuse(saved, SAVE_STATUS);
      const { ok: _, ...view } = saved;
      return ok(view);
    },
  );

  app.get(
    '/cart/restore',
    {
      schema: { querystring: z.object({ token: z.string().min(1).max(200) }) },
      // A token is signed: the limit only keeps one client from hammering the check.
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const restored = await carts.restore(request.query.token, requestLanguage(request));
      if (!restored.ok) refuse(restored, RESTORE_STATUS, { withReason: true });
      const { ok: _, ...view } = restored;
      return ok(view);
    },
  );
}
