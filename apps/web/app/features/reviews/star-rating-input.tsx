import { useState } from 'react';
import { useT } from '#app/i18n/i18n.ts';

// The word beside the stars, by the number of stars shown.
const WORDS = [null, 'poor', 'fair', 'good', 'veryGood', 'excellent'] as const;

/**
 * Star rating as a native radio group: Tab reaches it, arrow keys move between stars and choose, screen
 * readers hear "3 stars".
 */
export function StarRatingInput({
  name,
  value,
  onChange,
  onBlur,
  error,
  errorId,
  legend,
}: {
  name: string;
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur: () => void;
  error?: string;
  errorId: string;
  legend?: string;
}) {
  const { t } = useT('product');
  const [hover, setHover] = useState(0);
  const shown = hover || value || 0;
  return (
    <fieldset className="m-0 border-0 p-0" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">
        {legend ?? t('reviewForm.rating')}{' '}
        <span aria-hidden="true" className="text-clay-700">
          *
        </span>
      </legend>
      <div className="flex items-center gap-3">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover preview only; the radios carry the semantics */}
        <div className="flex" onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              onMouseEnter={() => setHover(star)}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-clay-500"
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className={`h-8 w-8 transition ${star <= shown ? 'fill-amber-500 stroke-amber-600' : 'fill-white stroke-stone-500'}`}
              >
                <path
                  strokeWidth={1.2}
                  strokeLinejoin="round"
                  d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z"
                />
              </svg>
              <span className="sr-only">{t('reviewForm.stars', { count: star })}</span>
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm text-stone-600">
          {WORDS[shown] ? t(`reviewForm.${WORDS[shown]}`) : null}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
