import { ContentImage } from '#app/components/content-image.tsx';
import { ChevronRightIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import type { ShowcaseItem } from '#app/lib/types.ts';

// docs/product.md#home: four showcase slots, positions 1 to 4.
const POSITIONS = [1, 2, 3, 4];

function ShowcaseTile({ item }: { item: ShowcaseItem }) {
  const { t } = useT('home');
  return (
    <Link
      to={item.buttonLink}
      className="group relative block overflow-hidden rounded-2xl bg-clay-100 sm:rounded-3xl"
    >
      <ContentImage
        file={item.image}
        largest={640}
        sizes="(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw"
        width={600}
        height={750}
        className="aspect-[4/5] h-full w-full object-cover transition duration-700 group-hover:scale-105"
      />
      <span className="absolute inset-x-2.5 bottom-2.5 flex items-center justify-between gap-2 rounded-xl bg-white/90 px-3 py-2 shadow-sm backdrop-blur sm:inset-x-3 sm:bottom-3 sm:px-4 sm:py-3">
        <span>
          <span className="block font-serif text-base leading-tight text-brand-900 sm:text-xl">
            {item.title}
          </span>
          <span className="mt-0.5 hidden text-[11px] font-semibold tracking-wider text-clay-700 uppercase sm:block">
            {t('showcase.shopNow')}
          </span>
        </span>
        <span
          aria-hidden="true"
          className="hidden h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-700 text-white transition group-hover:bg-clay-600 sm:grid"
        >
          <ChevronRightIcon className="h-4 w-4" />
        </span>
      </span>
    </Link>
  );
}

function StoryTile() {
  const { t } = useT('home');
  return (
    <Link
      to="/about-us"
      className="group relative flex h-full min-h-80 flex-col justify-end overflow-hidden rounded-2xl bg-brand-800 p-6 text-brand-50 sm:rounded-3xl sm:p-10"
    >
      <svg
        viewBox="0 0 200 200"
        className="absolute -top-10 -right-12 h-72 w-72 text-brand-700 transition duration-700 group-hover:rotate-6 sm:h-96 sm:w-96"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.2}
        aria-hidden="true"
      >
        <path d="M40 170C40 90 90 40 170 30c-8 80-58 130-130 140Z" />
        <path d="M40 170 130 70M70 136l-2-34M95 108l-3-38M118 82l-2-28M70 136l36 0M95 108l40 2M118 82l32 2" />
        <circle cx="100" cy="100" r="92" strokeDasharray="2 6" />
      </svg>
      <span className="relative text-xs font-semibold tracking-[0.2em] text-clay-200 uppercase">
        {t('showcase.story.eyebrow')}
      </span>
      <span className="relative mt-3 block max-w-md font-serif text-3xl leading-tight text-white sm:text-4xl">
        {t('showcase.story.title', { city: t('place.city') })}
      </span>
      <span className="relative mt-4 block max-w-md text-sm leading-relaxed text-brand-100 sm:text-base">
        {t('showcase.story.text')}
      </span>
      <span className="relative mt-6 inline-flex w-fit items-center gap-1.5 rounded-full bg-cream px-5 py-2.5 text-sm font-semibold text-brand-900 transition group-hover:bg-white">
        {t('showcase.story.cta')} <ChevronRightIcon className="h-4 w-4" />
      </span>
    </Link>
  );
}

/** docs/product.md#home: four category showcase tiles plus the fixed story tile linking to /about-us. */
export function CategoryShowcase({ items }: { items: ShowcaseItem[] }) {
  const slots = POSITIONS.map((position) => items.find((item) => item.position === position)).filter(
    (item): item is ShowcaseItem => Boolean(item),
  );
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4">
      <li className="col-span-2 md:row-span-2">
        <StoryTile />
      </li>
      {slots.map((item) => (
        <li key={item._id}>
          <ShowcaseTile item={item} />
        </li>
      ))}
    </ul>
  );
}
