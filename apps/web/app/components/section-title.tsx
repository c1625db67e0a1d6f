/** The small capitals over a storefront heading. */
const EYEBROW_CLASS = 'text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase';

/** A section's eyebrow and its h2 (the target of the section's aria-labelledby). */
export function SectionTitle({
  id,
  eyebrow,
  title,
  titleSpacing = 'mt-2',
  center = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  titleSpacing?: 'mt-1.5' | 'mt-2';
  center?: boolean;
}) {
  const align = center ? 'text-center ' : '';
  return (
    <>
      <p className={`${align}${EYEBROW_CLASS}`}>{eyebrow}</p>
      <h2 id={id} className={`${titleSpacing} ${align}text-3xl text-brand-900 sm:text-4xl`}>
        {title}
      </h2>
    </>
  );
}

/** A page's eyebrow and its h1, as the storefront's own pages (contact, best sellers) open. */
export function PageTitle({ eyebrow, title }: { eyebrow: string; title: string }) {
  return (
    <>
      <p className="text-xs font-semibold tracking-[0.25em] text-clay-700 uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-4xl leading-tight text-brand-900 sm:text-5xl">{title}</h1>
    </>
  );
}
