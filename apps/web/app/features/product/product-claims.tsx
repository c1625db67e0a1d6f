// SPEC §2 product detail: six fixed claim icons, the same on every product.
const CLAIMS: { label: string; icon: React.ReactNode }[] = [
  {
    label: 'Vegan',
    icon: (
      <>
        <path d="M6 18c0-8 5-12 13-12 0 8-5 13-12 13" />
        <path d="M6 18 14 10" />
      </>
    ),
  },
  {
    label: 'Sulfate Free',
    icon: (
      <>
        <path d="M12 4c3 4 5 6.7 5 9.5a5 5 0 0 1-10 0C7 10.7 9 8 12 4Z" />
        <path d="m4.5 4.5 15 15" />
      </>
    ),
  },
  {
    label: 'Paraben Free',
    icon: (
      <>
        <path d="M9.5 3.5h5M10.5 3.5v5L6 17.5a2 2 0 0 0 1.8 3h8.4a2 2 0 0 0 1.8-3l-4.5-9v-5" />
        <path d="m4.5 4.5 15 15" />
      </>
    ),
  },
  {
    label: 'Cruelty Free',
    icon: (
      <>
        <path d="M9.5 10c-1-2.5-1.5-5-.5-6.5 1.5.5 2 3.5 1.8 6M14.5 10c1-2.5 1.5-5 .5-6.5-1.5.5-2 3.5-1.8 6" />
        <ellipse cx="12" cy="14.5" rx="5" ry="5.5" />
        <path d="M10.5 14h.01M13.5 14h.01M11.2 16.6c.5.4 1.1.4 1.6 0" />
      </>
    ),
  },
  {
    label: 'Dermatologically Tested',
    icon: (
      <>
        <path d="M12 3 5 6v5.5c0 4.4 3 7.6 7 9.5 4-1.9 7-5.1 7-9.5V6l-7-3Z" />
        <path d="m9 12 2 2 4-4" />
      </>
    ),
  },
  {
    label: 'No Perfume',
    icon: (
      <>
        <rect x="7" y="9" width="10" height="11" rx="2" />
        <path d="M10 9V6h4v3M14 5.5h3M17 4v3" />
        <path d="m4.5 4.5 15 15" />
      </>
    ),
  },
];

export function ProductClaims({ className = '' }: { className?: string }) {
  return (
    <ul
      aria-label="Product claims"
      className={`grid grid-cols-3 gap-x-2 gap-y-4 sm:grid-cols-6 ${className}`}
    >
      {CLAIMS.map((claim) => (
        <li key={claim.label} className="flex flex-col items-center gap-2 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full border border-brand-200 bg-brand-50 text-brand-700">
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.5}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              {claim.icon}
            </svg>
          </span>
          <span className="text-xs leading-tight font-medium text-stone-700">{claim.label}</span>
        </li>
      ))}
    </ul>
  );
}
