import type { ClaimLabel } from '@shop/shared';

// docs/product.md#brand: the brand's six claims, drawn once and shown on the home page and every product page.
export type { ClaimLabel };

const CLAIM_PATHS: Record<ClaimLabel, React.ReactNode> = {
  'Cruelty Free': (
    <>
      <path d="M9.5 10c-1-2.5-1.5-5-.5-6.5 1.5.5 2 3.5 1.8 6M14.5 10c1-2.5 1.5-5 .5-6.5-1.5.5-2 3.5-1.8 6" />
      <ellipse cx="12" cy="14.5" rx="5" ry="5.5" />
      <path d="M10.5 14h.01M13.5 14h.01M11.2 16.6c.5.4 1.1.4 1.6 0" />
    </>
  ),
  'Sulfate Free': (
    <>
      <path d="M12 4c3 4 5 6.7 5 9.5a5 5 0 0 1-10 0C7 10.7 9 8 12 4Z" />
      <path d="m4.5 4.5 15 15" />
    </>
  ),
  'Paraben Free': (
    <>
      <path d="M9.5 3.5h5M10.5 3.5v5L6 17.5a2 2 0 0 0 1.8 3h8.4a2 2 0 0 0 1.8-3l-4.5-9v-5" />
      <path d="m4.5 4.5 15 15" />
    </>
  ),
  Vegan: (
    <>
      <path d="M6 18c0-8 5-12 13-12 0 8-5 13-12 13" />
      <path d="M6 18 14 10" />
    </>
  ),
  'Dermatologically Tested': (
    <>
      <path d="M12 3 5 6v5.5c0 4.4 3 7.6 7 9.5 4-1.9 7-5.1 7-9.5V6l-7-3Z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  'No Perfume': (
    <>
      <rect x="7" y="9" width="10" height="11" rx="2" />
      <path d="M10 9V6h4v3M14 5.5h3M17 4v3" />
      <path d="m4.5 4.5 15 15" />
    </>
  ),
};

export function ClaimIcon({ claim, className = 'h-6 w-6' }: { claim: ClaimLabel; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {CLAIM_PATHS[claim]}
    </svg>
  );
}
