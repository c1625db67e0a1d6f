import { responsiveImage } from '#app/lib/images.ts';

/**
 * The wide banner atop category listings: the given image (a 4:1 listing image, or a square one cropped to
 * fit), else a plain brand panel. The page's <h1> names the category, so the banner is decorative.
 */
export function ListingBanner({ image, wide, name }: { image: string | null; wide: boolean; name: string }) {
  if (!image) {
    return (
      <div
        aria-hidden="true"
        className="relative flex aspect-[3/1] items-center overflow-hidden rounded-2xl bg-gradient-to-br from-clay-100 via-cream to-brand-100 px-6 sm:aspect-[4/1] sm:rounded-3xl sm:px-12"
      >
        <svg
          viewBox="0 0 200 200"
          className="absolute -right-10 -bottom-16 h-64 w-64 text-clay-200 sm:h-96 sm:w-96"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
        >
          <path d="M40 170C40 90 90 40 170 30c-8 80-58 130-130 140Z" />
          <path d="M40 170 130 70" />
        </svg>
        <span className="relative">
          <span className="block text-xs font-semibold tracking-[0.25em] text-clay-700 uppercase">
            Vanya Naturals
          </span>
          <span className="mt-2 block font-serif text-3xl text-brand-900 sm:text-5xl">{name}</span>
        </span>
      </div>
    );
  }
  const picture = responsiveImage(image, 1600);
  return (
    <img
      {...picture}
      sizes="(min-width: 1280px) 1232px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)"
      width={1600}
      height={400}
      alt=""
      loading="eager"
      fetchPriority="high"
      className={`block aspect-[3/1] w-full rounded-2xl bg-clay-100 sm:aspect-[4/1] sm:rounded-3xl ${wide ? 'object-cover object-left' : 'object-cover'}`}
    />
  );
}
