import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { SubCategoryJump, SubCategorySection } from '#app/features/listing/category-sections.tsx';
import { ListingBanner } from '#app/features/listing/listing-banner.tsx';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { serverApiContext } from '#app/lib/api-context.ts';
import { toCardProduct } from '#app/lib/card-product.ts';
import { failuresOf, firstOr404, listOf } from '#app/lib/envelope.ts';
import { breadcrumbJsonLd, languageFromMatches, originFromMatches, pageTitle, seo } from '#app/lib/seo.ts';
import { useFailureToasts } from '#app/lib/toast.ts';
import type { Category, SubCategoryGroup } from '#app/lib/types.ts';
import type { Route } from './+types/category';

export async function loader({ context, params }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  const slug = encodeURIComponent(params.slug);
  const [category, groups] = await Promise.all([
    api.get<Category[]>(`/categories?slug=${slug}`),
    api.get<SubCategoryGroup[]>(`/products?limit=0&status=true&categorySlug=${slug}&subCategoryWise=true`),
  ]);
  return {
    // The API answers 404 for an unknown (or inactive) category, and 400 for a malformed slug.
    category: firstOr404(category),
    // docs/product.md#category-listing: empty sub-categories are hidden.
    groups: listOf(groups)
      .filter((group) => group.products.length > 0)
      .map((group) => ({ ...group, products: group.products.map(toCardProduct) })),
    failures: failuresOf(groups),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [];
  const { category } = data;
  const origin = originFromMatches(matches);
  const path = `/category/${category.slug}`;
  const t = metaT(matches, 'listing');
  return seo({
    title: category.metaTitle || pageTitle(category.name),
    description: category.metaDescription || t('category.description', { name: category.name.toLowerCase() }),
    path,
    origin,
    language: languageFromMatches(matches),
    image: category.listingImage ?? category.image,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: t('home'), path: '/' },
        { name: category.name, path },
      ]),
    ],
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, groups, failures } = loaderData;

  useFailureToasts(failures);
  const { t } = useT('listing');

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6">
      <Breadcrumb trail={[{ label: category.name }]} />
      <div className="mt-4">
        <ListingBanner
          image={category.listingImage ?? category.image}
          wide={Boolean(category.listingImage)}
          name={category.name}
        />
      </div>
      <div className="mt-8 flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">
            {t('category.eyebrow')}
          </p>
          <h1 className="mt-1.5 text-4xl leading-tight text-brand-900 sm:text-5xl">{category.name}</h1>
        </div>
        {groups.length > 0 ? <SubCategoryJump groups={groups} /> : null}
      </div>

      {groups.length === 0 ? (
        <p className="mt-12 rounded-2xl border border-brand-100 bg-white p-8 text-center text-stone-700">
          {t('comingSoon')}
        </p>
      ) : null}

      {groups.map((group) => (
        <SubCategorySection key={group._id} group={group} categorySlug={category.slug} />
      ))}
    </main>
  );
}
