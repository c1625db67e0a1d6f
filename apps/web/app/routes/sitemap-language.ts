import { LANGUAGES, LOCALE_OF } from '@shop/shared';
import { languageOfPath, localizePath } from '#app/i18n/languages.ts';
import { serverApiContext } from '#app/lib/api-context.ts';
import { listOf } from '#app/lib/envelope.ts';
import { escapeXml, xmlResponse } from '#app/lib/sitemap-xml.ts';
import type { BlogCategory, BlogSummary, Category, ProductSummary, SubCategory } from '#app/lib/types.ts';
import type { Route } from './+types/sitemap-language';

const STATIC_PATHS = [
  '/',
  '/top-selling-products',
  '/build-your-bundle',
  '/blog',
  '/about-us',
  '/contact-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/return-and-refund-policy',
  '/shipping-policy',
];

/**
 * docs/i18n.md#seo: one language's sitemap (/sitemap-en.xml, /sitemap-hi.xml): every public page, static pages,
 * categories, sub-categories, products, articles and blog categories, each with its other languages' addresses.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  const url = new URL(request.url);
  const origin = url.origin;
  // The file's name says its language: /sitemap-hi.xml lists /hi/ pages.
  const language = languageOfPath(url.pathname.replace(/^\/sitemap-(\w+)\.xml$/, '/$1/'));
  const [categories, subCategories, products, posts, blogCategories] = await Promise.all([
    api.get<Category[]>('/categories?limit=0&status=true'),
    api.get<SubCategory[]>('/subCategories?limit=0&status=true'),
    api.get<ProductSummary[]>('/products?limit=0&status=true'),
    api.get<BlogSummary[]>('/blogs?limit=0'),
    api.get<BlogCategory[]>('/blogCategories?limit=0'),
  ]);
  const entries: { path: string; lastmod?: string }[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...listOf(categories).map((c) => ({ path: `/category/${c.slug}` })),
    ...listOf(subCategories).map((s) => ({ path: `/category/${s.category.slug}/${s.slug}` })),
    ...listOf(products).map((p) => ({ path: `/product/${p.slug}` })),
    ...listOf(posts).map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updatedAt.slice(0, 10) })),
    ...listOf(blogCategories).map((c) => ({ path: `/blog-category/${c.slug}` })),
  ];
  const urls = entries
    .map(({ path, lastmod }) => {
      const alternates = LANGUAGES.map(
        (other) =>
          `<xhtml:link rel="alternate" hreflang="${LOCALE_OF[other]}" href="${escapeXml(origin + localizePath(path, other))}"/>`,
      ).join('');
      return `  <url><loc>${escapeXml(origin + localizePath(path, language))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`;
    })
    .join('\n');
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
  );
}
