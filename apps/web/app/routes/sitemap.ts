import { serverApiContext } from '#app/lib/api-context.ts';
import { listOf } from '#app/lib/envelope.ts';
import type { BlogCategory, BlogSummary, Category, ProductSummary, SubCategory } from '#app/lib/types.ts';
import type { Route } from './+types/sitemap';

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

/** Every public page: static pages, categories, sub-categories, products, articles and blog categories. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  const origin = new URL(request.url).origin;
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
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
