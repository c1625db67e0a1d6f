import { useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumb trail from Home (which it adds itself) to the current page, the last of `trail`. */
export function Breadcrumb({ trail, className = '' }: { trail: Crumb[]; className?: string }) {
  const { t } = useT();
  const items = [{ label: t('breadcrumbHome'), to: '/' }, ...trail];
  return (
    <nav aria-label={t('breadcrumb')} className={`text-sm text-stone-600 ${className}`}>
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={item.to ?? item.label} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.to && index < items.length - 1 ? (
              <Link to={item.to} className="hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined} className="text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
