import { useId } from 'react';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { Carousel, SLIDES } from '#app/components/carousel.tsx';
import { ChevronDownIcon, ChevronRightIcon } from '#app/components/icons.tsx';
import { ProductCard } from '#app/components/product-card.tsx';
import { ListingBanner } from '#app/features/listing/listing-banner.tsx';
import { padSlots } from '#app/features/listing/pad-slots.ts';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
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

const sectionId = (slug: string) => `sub-${slug}`;

function SubCategoryJump({ groups }: { groups: Pick<SubCategoryGroup, '_id' | 'name' | 'slug'>[] }) {
  const id = useId();
  const { t } = useT('listing');
  return (
    <div className="flex flex-col gap-1.5 sm:items-end">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {t('category.jumpTo')}
      </label>
      <div className="relative w-full sm:w-64">
        <select
          id={id}
          defaultValue=""
          onChange={(event) => {
            const target = document.getElementById(sectionId(event.target.value));
            if (!target) return;
            const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
            target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
            target.focus({ preventScroll: true });
          }}
          className="w-full appearance-none rounded-full border border-brand-200 bg-white py-2.5 pr-10 pl-4 text-sm text-ink shadow-sm hover:border-brand-400"
        >
          <option value="" disabled>
            {t('category.choose')}
          </option>
          {groups.map((group) => (
            <option key={group._id} value={group.slug}>
              {group.name}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 text-brand-700" />
      </div>
    </div>
  );
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, groups, failures } = loaderData;

  useFailureToasts(failures);
  const { t } = useT('listing');

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6">
      <Breadcrumb items={[{ label: t('home'), to: '/' }, { label: category.name }]} />
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

      {groups.map((group) => {
        const href = `/category/${category.slug}/${group.slug}`;
        return (
          <section
            key={group._id}
            id={sectionId(group.slug)}
            tabIndex={-1}
            aria-labelledby={`${sectionId(group.slug)}-title`}
            className="mt-14 scroll-mt-24 focus:outline-none sm:mt-16"
          >
            <div className="mb-6 flex items-end justify-between gap-4 border-b border-brand-100 pb-3">
              <h2 id={`${sectionId(group.slug)}-title`} className="text-2xl text-brand-900 sm:text-3xl">
                {group.name}
              </h2>
              <Link
                to={href}
                aria-label={t('category.viewAllOf', { name: group.name })}
                className="group inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-800 hover:text-clay-700"
              >
                {t('category.viewAll')}
                <ChevronRightIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
              </Link>
            </div>
            <Carousel label={group.name} slideClass={SLIDES.four}>
              {padSlots(group.products).map((product, index) =>
                product ? (
                  <ProductCard key={product._id} product={product} />
                ) : (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are positional
                    key={`empty-${index}`}
                    aria-hidden="true"
                    className="h-full min-h-72 rounded-2xl border border-dashed border-brand-100 bg-brand-50/40"
                  />
                ),
              )}
            </Carousel>
          </section>
        );
      })}
    </main>
  );
}
