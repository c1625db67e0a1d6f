import { useT } from '#app/i18n/i18n.ts';

// One star shape, defined once per page (StarSprite in the root layout) and reused: a listing shows a hundred
// stars, and drawing each with its own path and gradient made the home page's HTML 50 KB heavier.
const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';
const POSITIONS = [0, 20, 40, 60, 80];

export function StarSprite() {
  return (
    <svg aria-hidden="true" style={{ display: 'none' }}>
      <symbol id="star" viewBox="0 0 20 20">
        <path d={STAR_PATH} />
      </symbol>
    </svg>
  );
}

/** Five stars with fractions (docs/product.md#formats), announced as text to screen readers. */
export function Stars({ rating, className = 'h-4 w-4' }: { rating: number; className?: string }) {
  const { t } = useT('product');
  const value = Math.max(0, Math.min(5, rating));
  return (
    <span
      className="inline-flex items-center"
      role="img"
      aria-label={t('rated', { rating: value.toFixed(1) })}
    >
      <svg
        viewBox="0 0 100 20"
        // The class sizes one star (its height); the row is five stars wide.
        className={`${className} text-amber-500`}
        style={{ width: 'auto', aspectRatio: '5 / 1' }}
        aria-hidden="true"
      >
        <g fill="#d6d3cb">
          {POSITIONS.map((x) => (
            <use key={x} href="#star" x={x} width="20" height="20" />
          ))}
        </g>
        <svg width={value * 20} height="20" viewBox={`0 0 ${value * 20} 20`} fill="currentColor">
          {POSITIONS.map((x) => (
            <use key={x} href="#star" x={x} width="20" height="20" />
          ))}
        </svg>
      </svg>
    </span>
  );
}
