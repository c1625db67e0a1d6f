import { LoginSchema, OtpSchema, UpdateProfileSchema } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SmsSender } from '../../adapters/sms/sms.ts';
import type { Throttle } from '../../adapters/throttle/throttle.ts';
import { bearerToken, currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { UnauthorizedError } from '../../http/errors.ts';
import { UsersService } from './users.service.ts';

export interface UsersRoutesOptions {
  sms: SmsSender;
  throttle: Throttle;
  secret: string;
}

/** SPEC §7 login and profile calls: register → verifyAccount (signup token) → session token. */
export async function usersRoutes(fastify: FastifyInstance, options: UsersRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const usersService = new UsersService(app.db, app.tokens, options.sms, options.throttle, options.secret);
  const signupToken = (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError('Please enter your mobile number first');
    return token;
  };

  app.post('/users/register', { schema: { body: LoginSchema } }, async (request) => {
    const { token } = await usersService.register(request.body.mobile, request.ip);
    return ok({ token }, `We have sent a 6-digit code to +91 ${request.body.mobile}`);
  });

  app.post('/users/verifyAccount', { schema: { body: OtpSchema } }, async (request) => {
    const result = await usersService.verify(signupToken(request), request.body.otp);
    return ok(result, 'Your number is verified');
  });

  app.get('/users/resendOtp', async (request) => {
    await usersService.resend(signupToken(request), request.ip);
    return ok(null, 'A new code is on its way');
  });

  app.get('/users/profile', { preHandler: app.authenticate }, async (request) => {
    return ok(await usersService.profile(currentUser(request).id));
  });

  app.put(
    '/users/updateProfile',
    { preHandler: app.authenticate, schema: { body: UpdateProfileSchema } },
    async (request) => {
      return ok(await usersService.updateProfile(currentUser(request).id, request.body), 'Profile Updated');
    },
  );

  app.post('/users/logout', { preHandler: app.authenticate }, async (request) => {
    await usersService.revokeSessions(currentUser(request).id);
    return ok(null, 'You are logged out on every device');
  });
}
