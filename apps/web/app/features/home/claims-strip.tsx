import { Carousel, SLIDES } from '#app/components/carousel.tsx';
import { ClaimIcon, type ClaimLabel } from '#app/components/claim-icon.tsx';
import { useT } from '#app/i18n/i18n.ts';

// docs/product.md#brand: the brand claims, in the order the home page shows them.
// The English label picks the icon; the text shown is the catalog's.
const CLAIMS = [
  { label: 'Cruelty Free', text: 'claims.crueltyFree' },
  { label: 'Sulfate Free', text: 'claims.sulfateFree' },
  { label: 'Paraben Free', text: 'claims.parabenFree' },
  { label: 'Vegan', text: 'claims.vegan' },
  { label: 'Dermatologically Tested', text: 'claims.dermatologicallyTested' },
  { label: 'No Perfume', text: 'claims.noPerfume' },
] as const satisfies { label: ClaimLabel; text: string }[];

function Claim({ claim }: { claim: (typeof CLAIMS)[number] }) {
  const { t } = useT('home');
  return (
    <div className="flex items-center justify-center gap-3 md:flex-col md:gap-2.5">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white text-clay-600 shadow-sm ring-1 ring-clay-200">
        <ClaimIcon claim={claim.label} />
      </span>
      <span className="text-sm font-medium text-brand-900 md:text-center">{t(claim.text)}</span>
    </div>
  );
}

/** The six brand claims: a row on wide screens, a one-slide benefits slider on phones (docs/product.md#home: 2000 ms). */
export function ClaimsStrip() {
  const { t } = useT('home');
  return (
    <div>
      <ul aria-label={t('claims.label')} className="hidden grid-cols-6 gap-4 md:grid">
        {CLAIMS.map((claim) => (
          <li key={claim.label}>
            <Claim claim={claim} />
          </li>
        ))}
      </ul>
      <div className="md:hidden">
        <Carousel label={t('claims.label')} slideClass={SLIDES.one} autoplayMs={2000} loop>
          {CLAIMS.map((claim) => (
            <Claim key={claim.label} claim={claim} />
          ))}
        </Carousel>
      </div>
    </div>
  );
}
