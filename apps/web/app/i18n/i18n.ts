import { DEFAULT_LANGUAGE, type Language, type MessageCatalog } from '@shop/shared';
import { createInstance, type i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageOfPath, localizePath } from './languages.ts';
import type { Messages } from './messages.ts';

export type { Messages };

// One i18next instance per language, made from the messages the root loader sent: on the server they are the same
// object every request, in the browser they arrive once per language. The instance is built synchronously, so the
// first render (server and hydration alike) already has its texts: nothing flashes and nothing mismatches.
const instances = new Map<string, { messages: Messages; i18n: I18n }>();

export function i18nFor(language: Language, messages: Messages): I18n {
  const cached = instances.get(language);
  if (cached && cached.messages === messages) return cached.i18n;
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: messages },
    ns: Object.keys(messages),
    defaultNS: 'common',
    initAsync: false,
    // React escapes what it renders; escaping here as well would show `&amp;` in texts.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  instances.set(language, { messages, i18n });
  return i18n;
}

/** The page's language, read from its URL (`/hi/...` is Hindi). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/**
 * `to` in the page's language: `const localize = useLocalize(); navigate(localize('/cart'))`. Links use
 * `Link`/`NavLink` from link.tsx, which do this themselves.
 */
export function useLocalize(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizePath(path, language);
}

/** The translated texts of the namespaces a component names: `const { t } = useT('home')`. */
export const useT = useTranslation;

/** What the root loader adds to its data so every page can translate: the language and its messages. */
export interface LanguageData {
  language: Language;
  messages: Messages;
  /** The shared catalog that puts the form checks' English messages into the page's language; null in English. */
  formMessages: MessageCatalog | null;
}

/**
 * A `t` for a route's `meta` function, which runs outside React: `const t = metaT(matches, 'home')`.
 * Reads the root loader's language and messages from `matches`.
 */
export function metaT<N extends keyof Messages>(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  namespace: N,
) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as LanguageData | undefined;
  const language = root?.language ?? DEFAULT_LANGUAGE;
  return i18nFor(language, root?.messages ?? NO_MESSAGES).getFixedT(language, namespace);
}

/** Only when the root loader itself failed: texts then show their keys rather than break the error page. */
export const NO_MESSAGES = {} as Messages;
