import { Carousel, SLIDES } from '#app/components/carousel.tsx';
import { ClaimIcon, type ClaimLabel } from '#app/components/claim-icon.tsx';

// docs/product.md#brand: the brand claims, in the order the home page shows them.
const CLAIMS: ClaimLabel[] = [
  'Cruelty Free',
  'Sulfate Free',
  'Paraben Free',
  'Vegan',
  'Dermatologically Tested',
  'No Perfume',
];

function Claim({ label }: { label: ClaimLabel }) {
  return (
    <div className="flex items-center justify-center gap-3 md:flex-col md:gap-2.5">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white text-clay-600 shadow-sm ring-1 ring-clay-200">
        <ClaimIcon claim={label} />
      </span>
      <span className="text-sm font-medium text-brand-900 md:text-center">{label}</span>
    </div>
  );
}

/** The six brand claims: a row on wide screens, a one-slide benefits slider on phones (docs/product.md#home: 2000 ms). */
export function ClaimsStrip() {
  return (
    <div>
      <ul aria-label="Our promises" className="hidden grid-cols-6 gap-4 md:grid">
        {CLAIMS.map((claim) => (
          <li key={claim}>
            <Claim label={claim} />
          </li>
        ))}
      </ul>
      <div className="md:hidden">
        <Carousel label="Our promises" slideClass={SLIDES.one} autoplayMs={2000} loop>
          {CLAIMS.map((claim) => (
            <Claim key={claim} label={claim} />
          ))}
        </Carousel>
      </div>
    </div>
  );
}
