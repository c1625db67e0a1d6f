import { useT } from '#app/i18n/i18n.ts';
import { SectionHeading } from './section-heading.tsx';

// Every section below the hero and claims is off screen at first: the browser lays it out when it nears view.
export const HOME_SECTION = 'render-lazy mx-auto mt-20 max-w-7xl px-4 sm:mt-28 sm:px-6';

/** The home catalog's sections with an eyebrow and a title (`home:<name>.eyebrow`, `home:<name>.title`). */
type SectionName = 'showcase' | 'topSelling' | 'ingredients' | 'categories' | 'reviews' | 'blog';

/** A home page section under its heading; not drawn at all while it has nothing to show. */
export function HomeSection({
  id,
  name,
  link,
  shown,
  children,
}: {
  id: string;
  name: SectionName;
  link?: { to: string; name: string };
  shown: boolean;
  children: React.ReactNode;
}) {
  const { t } = useT('home');
  if (!shown) return null;
  return (
    <section aria-labelledby={id} className={HOME_SECTION}>
      <SectionHeading id={id} eyebrow={t(`${name}.eyebrow`)} title={t(`${name}.title`)} link={link} />
      {children}
    </section>
  );
}
