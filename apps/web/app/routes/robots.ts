import { LANGUAGES } from '@shop/shared';
import { localizePath } from '#app/i18n/languages.ts';
import type { Route } from './+types/robots';

// Account, cart and checkout pages are private to each shopper; search engines have nothing to index there.
const PRIVATE_PATHS = [
  '/api/',
  '/user',
  '/cart',
  '/login',
  '/verify-account',
  '/update-information',
  '/thank-you',
  '/checkout/',
  '/cod/',
  '/reviews/add/',
];

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    // The same pages in every language are as private (docs/i18n.md#urls).
    ...PRIVATE_PATHS.flatMap((path) => [
      ...new Set(LANGUAGES.map((language) => `Disallow: ${localizePath(path, language)}`)),
    ]),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
