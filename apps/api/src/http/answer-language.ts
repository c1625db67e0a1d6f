import { renderMessage } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { writtenMessage } from './envelope.ts';
import { requestLanguage } from './language.ts';

/**
 * A successful answer's message ("Address saved") in the request's language, as the error handler does for
 * failures: routes write it by its code (ok(body, msg('address.saved'))), and the shared catalog renders it.
 * English requests, and answers with a literal message, pass untouched.
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const language = requestLanguage(request);
    if (language === 'en' || typeof payload !== 'object' || payload === null) return payload;
    const written = writtenMessage(payload);
    return written ? { ...payload, message: renderMessage(written, language) } : payload;
  });
}
