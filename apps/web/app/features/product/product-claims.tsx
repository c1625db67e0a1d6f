import { ClaimIcon, type ClaimLabel } from '#app/components/claim-icon.tsx';

// docs/product.md#product-page: six fixed claim icons, the same on every product.
const CLAIMS: ClaimLabel[] = [
  'Vegan',
  'Sulfate Free',
  'Paraben Free',
  'Cruelty Free',
  'Dermatologically Tested',
  'No Perfume',
];

export function ProductClaims({ className = '' }: { className?: string }) {
  return (
    <ul
      aria-label="Product claims"
      className={`grid grid-cols-3 gap-x-2 gap-y-4 sm:grid-cols-6 ${className}`}
    >
      {CLAIMS.map((claim) => (
        <li key={claim} className="flex flex-col items-center gap-2 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full border border-brand-200 bg-brand-50 text-brand-700">
            <ClaimIcon claim={claim} />
          </span>
          <span className="text-xs leading-tight font-medium text-stone-700">{claim}</span>
        </li>
      ))}
    </ul>
  );
}
