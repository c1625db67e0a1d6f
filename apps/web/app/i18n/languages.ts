import { DEFAULT_LANGUAGE, type Language, LOCALE_OF } from '@shop/shared';

// docs/i18n.md#urls: English lives at unprefixed paths, every other language under `/{language}/...`, and a
// page's Hindi path is always `/hi` followed by its English path (`/` -> `/hi/`, `/cart?x=1` -> `/hi/cart?x=1`).

/** The language a storefront path is in: `/hi` and `/hi/...` are Hindi, everything else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : DEFAULT_LANGUAGE;
}

/** The English path of any storefront path: `/hi/cart` -> `/cart`, `/hi` -> `/`; English paths stay as they are. */
export function englishPath(path: string): string {
  if (path === '/hi') return '/';
  if (/^\/hi[/?#]/.test(path)) return path[3] === '/' ? path.slice(3) : `/${path.slice(3)}`;
  return path;
}

/**
 * A path in `language`: `localizePath('/cart', 'hi')` is `/hi/cart`. Takes English or Hindi paths, with query and
 * hash. Only absolute paths of the shop change; `#top`, `mailto:`, other sites and /admin pass through.
 */
export function localizePath(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//') || /^\/(admin|api|uploads)(\/|$)/.test(path))
    return path;
  const english = englishPath(path);
  return language === DEFAULT_LANGUAGE ? english : `/${language}${english}`;
}

/** The `Accept-Language` the storefront sends the API from a page in `language` (`hi-IN`, `en-IN`). */
export const acceptLanguage = (language: Language) => LOCALE_OF[language];
