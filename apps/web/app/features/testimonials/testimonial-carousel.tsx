import { Carousel, SLIDES } from '#app/components/carousel.tsx';
import { Stars } from '#app/components/stars.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { typedLang } from '#app/i18n/typed.tsx';
import type { Review } from '#app/lib/types.ts';

/**
 * Customer reviews as quote cards (docs/product.md#home): stars, the text or 'N/A', and the author followed by
 * '- Verified Buyer'. Shows 3 / 3 / 2 / 1 cards by screen width.
 */
export function TestimonialCarousel({ reviews, label }: { reviews: Review[]; label: string }) {
  const { t } = useT('product');
  const language = useLanguage();
  return (
    <Carousel label={label} slideClass={SLIDES.three} showDots>
      {reviews.map((review) => (
        <figure
          key={review._id}
          className="flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm shadow-brand-900/5"
        >
          <div className="flex items-center justify-between gap-3">
            <Stars rating={review.rating} />
            <svg viewBox="0 0 32 32" className="h-7 w-7 text-clay-200" fill="currentColor" aria-hidden="true">
              <path d="M13 8C7.5 9.7 4 14 4 19.5 4 23 6.2 25 9 25c2.6 0 4.5-2 4.5-4.5S11.7 16 9.3 16c-.4 0-.8 0-1 .1C9 13 11 11 14 10l-1-2Zm14 0c-5.5 1.7-9 6-9 11.5 0 3.5 2.2 5.5 5 5.5 2.6 0 4.5-2 4.5-4.5S25.7 16 23.3 16c-.4 0-.8 0-1 .1.7-3.1 2.7-5.1 5.7-6.1l-1-2Z" />
            </svg>
          </div>
          <blockquote className="mt-4 flex-1 text-base leading-relaxed text-stone-700">
            {/* The reviewer's own words and name, marked English where they wrote in English (docs/i18n.md). */}
            <p className="line-clamp-6" {...typedLang(review.reviewText?.trim(), language)}>
              {review.reviewText?.trim() || t('reviews.noText')}
            </p>
          </blockquote>
          <figcaption className="mt-5 border-t border-brand-100 pt-4 text-sm">
            <span className="font-semibold text-brand-900" {...typedLang(review.author, language)}>
              {review.author}
            </span>
            <span className="text-stone-600"> - {t('reviews.verifiedBuyer')}</span>
            {review.product?.name ? (
              <span className="mt-0.5 block truncate text-xs text-stone-600">
                {t('reviews.onProduct', { name: review.product.name })}
              </span>
            ) : null}
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
