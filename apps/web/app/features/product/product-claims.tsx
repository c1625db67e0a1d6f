import type { ClaimLabel } from '@shop/shared';
import { ClaimIcon } from '#app/components/claim-icon.tsx';
import { useT } from '#app/i18n/i18n.ts';

// The English label picks the icon; the text shown is the brand claim's own, from the home page's catalog.
const CLAIM_TEXT = {
  Vegan: 'claims.vegan',
  'Sulfate Free': 'claims.sulfateFree',
  'Paraben Free': 'claims.parabenFree',
  'Cruelty Free': 'claims.crueltyFree',
  'Dermatologically Tested': 'claims.dermatologicallyTested',
  'No Perfume': 'claims.noPerfume',
} as const satisfies Record<ClaimLabel, string>;

// docs/product.md#product-page: the claims this product carries, each as its icon; nothing when it carries none.
export function ProductClaims({
  claims,
  className = '',
}: {
  claims: readonly ClaimLabel[];
  className?: string;
}) {
  const { t } = useT('product');
  const { t: brandClaim } = useT('home');
  if (claims.length === 0) return null;
  return (
    <ul
      aria-label={t('details.claims')}
      className={`grid grid-cols-3 gap-x-2 gap-y-4 sm:grid-cols-6 ${className}`}
    >
      {claims.map((claim) => (
        <li key={claim} className="flex flex-col items-center gap-2 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full border border-brand-200 bg-brand-50 text-brand-700">
            <ClaimIcon claim={claim} />
          </span>
          <span className="text-xs leading-tight font-medium text-stone-700">
            {brandClaim(CLAIM_TEXT[claim])}
          </span>
        </li>
      ))}
    </ul>
  );
}
