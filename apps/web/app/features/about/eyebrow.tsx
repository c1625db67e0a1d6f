/** The small capitals above the about page's headings. */
export function Eyebrow({ children, light = false }: { children: React.ReactNode; light?: boolean }) {
  return (
    <p
      className={`text-xs font-semibold tracking-[0.25em] uppercase ${light ? 'text-clay-200' : 'text-clay-700'}`}
    >
      {children}
    </p>
  );
}

/** An eyebrow and the section heading it sits over. */
export function EyebrowHeading({
  eyebrow,
  id,
  children,
}: {
  eyebrow: string;
  id: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={id} className="mt-3 text-3xl leading-tight text-brand-900 sm:text-4xl">
        {children}
      </h2>
    </>
  );
}
