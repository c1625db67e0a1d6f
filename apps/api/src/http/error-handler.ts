import { msg, renderFieldErrors, renderMessage } from '@shop/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from '../db/errors.ts';
import {
  AppError,
  type FieldTexts,
  ServiceUnavailableError,
  type Text,
  TooManyRequestsError,
} from '../domain/errors.ts';
import { failure } from './envelope.ts';
import type { ErrorReporter } from './error-reporter.ts';
import { requestLanguage } from './language.ts';
import { loggableError } from './loggable-error.ts';
import { RefusalError } from './refusal.ts';

/**
 * One place that turns every failure into the envelope; 5xx details stay in the log, never in a response. Every
 * error answer carries the request's id; unexpected 5xx also go to the error reporter, when one is configured.
 * Messages are written by their code where they arise; here they are rendered in the request's language from the
 * shared catalog, so a Hindi page shows Hindi errors and every other client keeps the English it knows. A literal
 * (a back-office text) goes out as it is: no text is ever matched back to a code.
 */
export function registerErrorHandling(app: FastifyInstance, reporter?: ErrorReporter): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = requestLanguage(request);
    // A refusal may name products: in their names in the language, where they have one.
    const names = error instanceof RefusalError && language !== 'en' ? error.namesIn(language) : {};
    const answer = (status: number, message: Text, errors?: FieldTexts) =>
      failure(
        status,
        renderMessage(message, language, names),
        errors && renderFieldErrors(errors, language, names),
        request.id,
        error instanceof AppError ? error.reason : undefined,
      );
    const report = (status: number) =>
      reporter?.report(error, {
        requestId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status,
      });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, Text> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] ??= issue.message ?? msg('field.invalid');
      }
      return reply.status(400).send(answer(400, msg('request.correctFields'), errors));
    }
    if (error instanceof AppError) {
      // A 5xx we raised on purpose (an SMS or payment provider failing) still belongs in the log.
      if (error.statusCode >= 500) {
        request.log.error({ error: loggableError(error) }, error.message);
        report(error.statusCode);
      }
      if (
        (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError) &&
        error.retryAfterSeconds
      ) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply
        .status(error.statusCode)
        .send(answer(error.statusCode, error.written.message, error.written.errors));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(answer(status, clientMessage(error as FastifyError)));
    }
    if (isDatabaseUnreachable(error)) {
      // A database restart or failover: the client may retry shortly, and the balancer needs no stack trace.
      const unavailable = new ServiceUnavailableError();
      request.log.warn({ error: loggableError(error) }, 'database unreachable');
      reply.header('retry-after', String(unavailable.retryAfterSeconds));
      return reply.status(503).send(answer(503, unavailable.written.message));
    }
    request.log.error({ error: loggableError(error) }, 'request failed');
    report(500);
    return reply.status(500).send(answer(500, msg('request.serverError')));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(
        failure(404, `No route for ${request.method} ${request.url.split('?')[0]}`, undefined, request.id),
      );
  });
}

// Fastify's own 4xx errors: say what was wrong in words a client developer understands, without internals.
function clientMessage(error: FastifyError): Text {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return msg('request.tooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON';
    default:
      if (error.statusCode === 404) return msg('request.notFound');
      if (error.statusCode === 429) return msg('limit.attempts');
      return msg('request.bad');
  }
}

/**
 * @fastify/rate-limit's error for a route's `config.rateLimit`: a plain Error with no code, which the error
 * handler could not tell from any other 4xx. `after` is its wait in words ("10 minutes"); it sets Retry-After.
 */
export function rateLimitError(
  _request: unknown,
  context: { after: string; ttl: number },
): TooManyRequestsError {
  return new TooManyRequestsError(
    msg('limit.attemptsAfter', { after: context.after }),
    Math.max(1, Math.ceil(context.ttl / 1000)),
  );
}
