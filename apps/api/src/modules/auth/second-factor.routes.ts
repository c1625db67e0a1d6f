import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { pageOrigin } from '../../http/host-header.ts';
import { uuidParam } from '../../http/query.ts';
import type { RelyingParty } from './second-factor-gate.ts';

const code = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code from your app' })
    .trim()
    .regex(/^\d{3}\s?\d{3}$/, 'Enter the 6-digit code from your app'),
});
const recoveryCode = z.object({
  code: z
    .string({ error: 'Enter one of your recovery codes' })
    .trim()
    .min(8, 'Enter one of your recovery codes')
    .max(20, 'Enter one of your recovery codes'),
});
// The browser's WebAuthn answer is checked by SimpleWebAuthn itself; here only its outline and size.
const credential = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(4096) }),
});
const passkeyName = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name')
  .max(60, 'Keep the name under 60 characters')
  .default('Passkey');

/**
 * The back office's second factor (docs/admin.md#second-factor). Every call needs the login token; the ones that
 * enrol accept a login-code session only while the member has no factor yet.
 */
export async function secondFactorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { secondFactor } = app.services;
  const { config } = app;
  const relyingParty = (request: FastifyRequest): RelyingParty => {
    const origin = pageOrigin(request, config.PUBLIC_URL);
    return { origin, id: new URL(origin).hostname };
  };
  // Guesses are bounded per account by the service; this only keeps one client from hammering the endpoints.
  const limited = { rateLimit: { max: 30, timeWindow: '5 minutes' } };

  app.get('/auth/second-factor', { preHandler: app.authenticate }, async (request) =>
    ok(await secondFactor.status(currentUser(request))),
  );

  app.post(
    '/auth/totp',
    { preHandler: app.authenticate, config: limited, schema: { body: code } },
    async (request) =>
      ok(await secondFactor.verifyTotp(currentUser(request), request.body.code), 'Welcome back'),
  );

  app.post('/auth/totp/setup', { preHandler: app.authenticate, config: limited }, async (request) =>
    ok(await secondFactor.startTotp(currentUser(request))),
  );

  app.post(
    '/auth/totp/confirm',
    { preHandler: app.authenticate, config: limited, schema: { body: code } },
    async (request) =>
      ok(await secondFactor.confirmTotp(currentUser(request), request.body.code), 'Authenticator app added'),
  );

  app.post(
    '/auth/recovery',
    { preHandler: app.authenticate, config: limited, schema: { body: recoveryCode } },
    async (request) =>
      ok(
        await secondFactor.useRecoveryCode(currentUser(request), request.body.code),
        'Recovery code accepted. Set up a new passkey or app if you lost yours.',
      ),
  );

  app.post('/auth/recovery-codes', { preHandler: app.authenticate, config: limited }, async (request) =>
    ok(
      { recoveryCodes: await secondFactor.newRecoveryCodes(currentUser(request)) },
      'New recovery codes: the old ones no longer work',
    ),
  );

  app.post(
    '/auth/passkeys/register-options',
    { preHandler: app.authenticate, config: limited },
    async (request) =>
      ok(await secondFactor.passkeyRegistrationOptions(currentUser(request), relyingParty(request))),
  );

  app.post(
    '/auth/passkeys',
    {
      preHandler: app.authenticate,
      config: limited,
      schema: { body: z.object({ name: passkeyName, credential }) },
    },
    async (request) =>
      ok(
        await secondFactor.registerPasskey(
          currentUser(request),
          request.body.credential as unknown as RegistrationResponseJSON,
          request.body.name,
          relyingParty(request),
        ),
        'Passkey added',
      ),
  );

  app.post('/auth/passkey/options', { preHandler: app.authenticate, config: limited }, async (request) =>
    ok(await secondFactor.passkeyLoginOptions(currentUser(request), relyingParty(request))),
  );

  app.post(
    '/auth/passkey',
    { preHandler: app.authenticate, config: limited, schema: { body: z.object({ credential }) } },
    async (request) =>
      ok(
        await secondFactor.verifyPasskey(
          currentUser(request),
          request.body.credential as unknown as AuthenticationResponseJSON,
          relyingParty(request),
        ),
        'Welcome back',
      ),
  );

  app.delete(
    '/auth/passkeys/:id',
    { preHandler: app.authenticate, schema: { params: z.object({ id: uuidParam('id') }) } },
    async (request) => {
      await secondFactor.removePasskey(currentUser(request), request.params.id);
      return ok(null, 'Passkey removed');
    },
  );
}
