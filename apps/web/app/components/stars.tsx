import { StarIcon } from './icons';

/** Five stars with fractions (SPEC §9), announced as text to screen readers. */
export function Stars({ rating, className = 'h-4 w-4' }: { rating: number; className?: string }) {
  const value = Math.max(0, Math.min(5, rating));
  return (
    <span
      className="inline-flex items-center text-amber-500"
      role="img"
      aria-label={`Rated ${value.toFixed(1)} out of 5`}
    >
      {[0, 1, 2, 3, 4].map((index) => (
        <StarIcon key={index} className={className} fill={Math.max(0, Math.min(1, value - index))} />
      ))}
    </span>
  );
}
