import { localiseMessage } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from './language.ts';

/**
 * A successful answer's message ("Address saved") in the request's language, as the error handler does for
 * failures: routes write English, and the shared catalog has the Hindi. English requests pass untouched.
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const language = requestLanguage(request);
    if (language === 'en' || !isEnvelope(payload)) return payload;
    return { ...payload, message: localiseMessage(payload.message, language) };
  });
}

function isEnvelope(payload: unknown): payload is { status: number; message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { status?: unknown }).status === 'number' &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}
