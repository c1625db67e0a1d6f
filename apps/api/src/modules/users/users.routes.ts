import { randomBytes } from 'node:crypto';
import { ConsentChoicesSchema, msg, OtpSchema, RegisterSchema, UpdateProfileSchema } from '@shop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFoundError, UnauthorizedError, UserInputError } from '../../domain/errors.ts';
import { bearerToken, currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import type { ConsentContext } from '../consents/consents.service.ts';
import type { OtpClient } from './otp-login.service.ts';

const DEVICE_COOKIE = 'shop_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** Login and profile calls (docs/product.md#login-by-otp): register → verifyAccount (signup token) → session token. */
export async function usersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, otpLogin, tokens, orderQueries, consents } = app.services;
  const signupToken = (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError(msg('login.mobileFirst'));
    return token;
  };

  app.post('/users/register', { schema: { body: RegisterSchema } }, async (request, reply) => {
    const { mobile, orderClaim } = request.body;
    const claims: string[] = [];
    if (orderClaim) {
      const claim = await tokens.verifyOrderClaim(orderClaim);
      if (claim.mobile !== mobile) {
        throw new UserInputError(msg('login.otherNumber'), {
          mobile: msg('login.checkoutNumber'),
        });
      }
      claims.push(claim.orderId);
    }
    const { token } = await otpLogin.register(
      mobile,
      otpClient(request, reply),
      claims,
      requestLanguage(request),
    );
    return ok(
      { token, resendAfterSeconds: otpLogin.resendIntervalSeconds },
      msg('login.codeSent', { mobile }),
    );
  });

  app.post('/users/verifyAccount', { schema: { body: OtpSchema } }, async (request) => {
    const login = await otpLogin.verify(
      signupToken(request),
      request.body.otp,
      requestLanguage(request),
      deviceCookie(request),
    );
    const claimed =
      login.orderClaims.length > 0
        ? await orderQueries.claimGuestOrders(login.userId, login.mobile, login.orderClaims)
        : 0;
    return ok(
      {
        token: login.token,
        name: login.name,
        email: login.email,
        newAccount: login.newAccount,
        claimedOrders: claimed,
      },
      claimed > 0 ? msg('login.verifiedWithOrder') : msg('login.verified'),
    );
  });

  app.get('/users/resendOtp', async (request, reply) => {
    await otpLogin.resend(signupToken(request), otpClient(request, reply), requestLanguage(request));
    return ok({ resendAfterSeconds: otpLogin.resendIntervalSeconds }, msg('login.codeResent'));
  });

  app.get('/users/profile', { preHandler: app.authenticate }, async (request) => {
    const profile = await users.profile(currentUser(request).id);
    return ok({ ...profile, ...(await consents.stateOf(profile.mobile)) });
  });

  app.put(
    '/users/updateProfile',
    { preHandler: app.authenticate, schema: { body: UpdateProfileSchema } },
    async (request) => {
      return ok(
        await users.updateProfile(currentUser(request).id, request.body, requestLanguage(request)),
        msg('profile.updated'),
      );
    },
  );

  // docs/privacy.md#whatsapp: the account's WhatsApp choices, for the number the shopper logged in with, made in
  // the account or on one of the shopper's own orders (then recorded with it).
  app.put(
    '/users/consents',
    { preHandler: app.authenticate, schema: { body: ConsentChoicesSchema } },
    async (request) => {
      const { orderId, ...choices } = request.body;
      if (choices.whatsappUpdates === undefined && choices.whatsappMarketing === undefined) {
        throw new UserInputError(msg('consent.noChoice'));
      }
      const { id, mobile } = currentUser(request);
      if (orderId && !(await orderQueries.findForUser(id, orderId))) {
        throw new NotFoundError(msg('order.notFound'));
      }
      const context: ConsentContext = {
        mobile,
        userId: id,
        language: requestLanguage(request),
        ...(orderId ? { source: 'order_page', orderId } : { source: 'account' }),
      };
      return ok(await consents.save(context, choices), msg('consent.saved'));
    },
  );

  app.post('/users/logout', { preHandler: app.authenticate }, async (request) => {
    await users.revokeSessions(currentUser(request).id);
    return ok(null, msg('login.loggedOutEverywhere'));
  });
}

/**
 * The client asking for codes: its address, and a device cookie so that phones sharing one carrier address are
 * told apart. A client without the cookie gets one, and is held to the address's cap until it sends it back.
 */
function otpClient(request: FastifyRequest, reply: FastifyReply): OtpClient {
  const sent = deviceCookie(request);
  if (sent) return { ip: request.ip, deviceId: sent };
  reply.setCookie(DEVICE_COOKIE, randomBytes(16).toString('base64url'), {
    path: '/api/v1/users',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 365 * 24 * 60 * 60,
  });
  return { ip: request.ip };
}

function deviceCookie(request: FastifyRequest): string | undefined {
  const sent = request.cookies[DEVICE_COOKIE];
  return sent && DEVICE_ID.test(sent) ? sent : undefined;
}
