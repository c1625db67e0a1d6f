import { ChevronRightIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';

/** A home section's eyebrow, serif title and optional 'View All' link. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  link,
  center = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  /** `name` completes the link's accessible name: "View all {name}". */
  link?: { to: string; name: string };
  center?: boolean;
}) {
  const { t } = useT();
  return (
    <div
      className={`mb-6 flex flex-wrap items-end gap-x-6 gap-y-2 sm:mb-8 ${center ? 'flex-col items-center text-center' : 'justify-between'}`}
    >
      <div>
        {eyebrow ? (
          <p className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">{eyebrow}</p>
        ) : null}
        <h2 id={id} className="mt-1.5 text-3xl leading-tight text-brand-900 sm:text-4xl">
          {title}
        </h2>
      </div>
      {link ? (
        <Link
          to={link.to}
          aria-label={t('actions.viewAllOf', { name: link.name })}
          className="group inline-flex items-center gap-1 rounded-full text-sm font-semibold text-brand-800 hover:text-clay-700"
        >
          {t('actions.viewAll')}
          <ChevronRightIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
        </Link>
      ) : null}
    </div>
  );
}
