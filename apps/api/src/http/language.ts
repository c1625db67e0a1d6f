import { type Language, languageFromAcceptLanguage } from '@shop/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request's answer is written in: the storefront names it in `Accept-Language` (`hi-IN` from
 * the Hindi pages). Content, error messages and the shopper's messages use it; anything else is English.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return languageFromAcceptLanguage(request.headers['accept-language']);
}
