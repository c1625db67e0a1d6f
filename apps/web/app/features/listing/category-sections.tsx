import { useId } from 'react';
import { Carousel, SLIDES } from '#app/components/carousel.tsx';
import { ChevronDownIcon, ChevronRightIcon } from '#app/components/icons.tsx';
import { ProductCard } from '#app/components/product-card.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import type { CardProduct } from '#app/lib/card-product.ts';
import type { SubCategoryGroup } from '#app/lib/types.ts';
import { padSlots } from './pad-slots.ts';

const sectionId = (slug: string) => `sub-${slug}`;

/** Jumps to one sub-category's row of the category page. */
export function SubCategoryJump({ groups }: { groups: Pick<SubCategoryGroup, '_id' | 'name' | 'slug'>[] }) {
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

/** One sub-category's row on the category page: its name, a link to all of it, and a carousel of its products. */
export function SubCategorySection({
  group,
  categorySlug,
}: {
  group: Pick<SubCategoryGroup, '_id' | 'name' | 'slug'> & { products: CardProduct[] };
  categorySlug: string;
}) {
  const { t } = useT('listing');
  const href = `/category/${categorySlug}/${group.slug}`;
  return (
    <section
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
}
