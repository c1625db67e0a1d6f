import { Stars } from '#app/components/stars.tsx';
import { useT } from '#app/i18n/i18n.ts';
import type { RatingStats, StarKey } from '#app/lib/types.ts';

const LEVELS: StarKey[] = ['5', '4', '3', '2', '1'];

/** Reviews summary (docs/product.md#product-page): average out of 5, count, and a bar per star level with percentage and count. */
export function ReviewSummary({ stats }: { stats: RatingStats }) {
  const { t } = useT('product');
  const average = stats.averageRating.toFixed(1);
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:gap-10">
      <div className="shrink-0 text-center sm:w-44">
        <p className="font-serif text-5xl text-brand-900">
          {average}
          <span className="text-2xl text-stone-600"> / 5</span>
        </p>
        <div className="mt-2 flex justify-center">
          <Stars rating={stats.averageRating} className="h-5 w-5" />
        </div>
        <p className="mt-1 text-sm text-stone-600">{t('reviews.basedOn', { count: stats.totalReviews })}</p>
      </div>
      <ul aria-label={t('reviews.byStars')} className="flex-1 space-y-2">
        {LEVELS.map((level) => {
          const percent = stats.ratingsPercentage[level] ?? 0;
          const count = stats.ratingsBreakdown[level] ?? 0;
          return (
            <li key={level} className="flex items-center gap-3 text-sm">
              <span className="w-12 shrink-0 text-stone-700">
                {level} <span aria-hidden="true">★</span>
                <span className="sr-only">{t('reviews.starsLevel', { count: Number(level) })}</span>
              </span>
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-brand-100">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-20 shrink-0 text-right text-stone-700 tabular-nums">
                {percent}% <span className="text-stone-600">({count})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
