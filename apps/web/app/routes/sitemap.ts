import { LANGUAGES } from '@shop/shared';
import { escapeXml, xmlResponse } from '#app/lib/sitemap-xml.ts';
import type { Route } from './+types/sitemap';

/** docs/i18n.md#seo: the sitemap index, naming one sitemap per language (sitemap-language.ts). */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const sitemaps = LANGUAGES.map(
    (language) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap-${language}.xml`)}</loc></sitemap>`,
  ).join('\n');
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps}\n</sitemapindex>\n`,
  );
}
