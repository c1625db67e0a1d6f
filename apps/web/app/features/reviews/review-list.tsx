import type { Language } from '@shop/shared';
import { useState } from 'react';
import { Stars } from '#app/components/stars.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { typedLang } from '#app/i18n/typed.tsx';
import { get } from '#app/lib/api.ts';
import { inIndia } from '#app/lib/dates.ts';
import { listOf } from '#app/lib/envelope.ts';
import { toastError } from '#app/lib/toast.ts';
import type { Review } from '#app/lib/types.ts';

// docs/product.md#page-sizes: 9 reviews per page on a product.
export const REVIEWS_PER_PAGE = 9;

/** docs/product.md#formats: a review's date in India, `05 Nov 2026` (`05 नवंबर 2026` in Hindi). */
function reviewDate(iso: string, language: Language): string {
  const { day, monthName, year } = inIndia(iso, language);
  return `${day} ${monthName} ${year}`;
}

export interface ReviewPage {
  items: Review[];
  page: number;
  totalPages: number;
  totalRecords: number;
}

/** A product's approved reviews, with a Load more button that fetches the next page in the browser. */
export function ReviewList({ productId, first }: { productId: string; first: ReviewPage }) {
  const [items, setItems] = useState(first.items);
  const [page, setPage] = useState(first.page);
  const [totalPages, setTotalPages] = useState(first.totalPages);
  const [loading, setLoading] = useState(false);
  const { t } = useT('product');
  const language = useLanguage();

  const loadMore = async () => {
    setLoading(true);
    const res = await get<Review[]>(
      `/productReviews?product=${productId}&reviewStatus=ACTIVE&limit=${REVIEWS_PER_PAGE}&page=${page + 1}`,
    );
    setLoading(false);
    if (!res) return;
    if (res.status !== 200) {
      toastError(res.message);
      return;
    }
    const known = new Set(items.map((review) => review._id));
    setItems([...items, ...listOf(res).filter((review) => !known.has(review._id))]);
    setPage(res.page ?? page + 1);
    setTotalPages(res.totalPages ?? totalPages);
  };

  if (items.length === 0) {
    return <p className="text-stone-600">{t('reviews.none')}</p>;
  }
  return (
    <div>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {items.map((review) => (
          <li
            key={review._id}
            className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-5"
          >
            <div className="flex items-center justify-between gap-3">
              <Stars rating={review.rating} />
              <time dateTime={review.createdAt} className="text-xs text-stone-600">
                {reviewDate(review.createdAt, language)}
              </time>
            </div>
            {/* The reviewer's own words and name, marked English where they wrote in English (docs/i18n.md). */}
            <p
              className="flex-1 leading-relaxed text-stone-800"
              {...typedLang(review.reviewText?.trim(), language)}
            >
              {review.reviewText?.trim() || t('reviews.noText')}
            </p>
            <p className="text-sm font-medium text-brand-900" {...typedLang(review.author, language)}>
              {review.author}
            </p>
          </li>
        ))}
      </ul>
      {page < totalPages ? (
        <div className="mt-8 text-center">
          <Button variant="secondary" onClick={loadMore} busy={loading} className="px-8">
            {loading ? t('reviews.loading') : t('reviews.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
