import { Carousel, SLIDES } from '#app/components/carousel.tsx';
import { ContentImage } from '#app/components/content-image.tsx';
import { ChevronRightIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import type { Category } from '#app/lib/types.ts';

/** Active categories by priority, each linking to its category page. */
export function CategoryCarousel({ categories }: { categories: Category[] }) {
  const { t } = useT('home');
  return (
    <Carousel label={t('categories.carousel')} slideClass={SLIDES.three}>
      {categories.map((category) => (
        <Link
          key={category._id}
          to={`/category/${category.slug}`}
          className="group block overflow-hidden rounded-2xl border border-brand-100 bg-white sm:rounded-3xl"
        >
          <span className="block overflow-hidden bg-brand-50">
            <ContentImage
              file={category.image}
              largest={800}
              sizes="(min-width: 1280px) 400px, (min-width: 640px) 33vw, (min-width: 480px) 50vw, 100vw"
              width={800}
              height={800}
              className="aspect-[4/3] w-full object-cover object-top transition duration-700 group-hover:scale-105"
            />
          </span>
          <span className="flex items-center justify-between gap-3 px-5 py-4">
            <span className="font-serif text-xl text-brand-900 sm:text-2xl">{category.name}</span>
            <span
              aria-hidden="true"
              className="grid h-9 w-9 place-items-center rounded-full border border-brand-200 text-brand-800 transition group-hover:border-brand-700 group-hover:bg-brand-700 group-hover:text-white"
            >
              <ChevronRightIcon className="h-4 w-4" />
            </span>
          </span>
        </Link>
      ))}
    </Carousel>
  );
}
