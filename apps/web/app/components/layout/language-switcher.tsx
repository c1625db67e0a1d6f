import { LANGUAGES, type Language, LOCALE_OF } from '@shop/shared';
import { Link, useLocation } from 'react-router';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { localizePath } from '#app/i18n/languages.ts';

/**
 * docs/i18n.md#switcher: the header's link to the same page, query and hash in the other language. The choice lives
 * in the URL only: no cookie and no redirect by browser language, so every URL shows one language to everyone,
 * caches and crawlers included.
 */
export function LanguageSwitcher() {
  const { t } = useT();
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const others = LANGUAGES.filter((other): other is Language => other !== language);
  return (
    <nav aria-label={t('language.label')}>
      <ul className="flex items-center">
        {others.map((other) => (
          <li key={other}>
            <Link
              to={localizePath(`${pathname}${search}${hash}`, other)}
              lang={LOCALE_OF[other]}
              hrefLang={LOCALE_OF[other]}
              className="block rounded-full px-1 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 min-[400px]:px-1.5 sm:px-2.5"
            >
              {/* A phone's header has room for a short name only; screen readers hear the full one. */}
              <span aria-hidden="true" className="sm:hidden">
                {t(`language.${other}Short`)}
              </span>
              <span className="sr-only sm:not-sr-only">{t(`language.${other}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
