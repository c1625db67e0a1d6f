import { DEFAULT_LANGUAGE, type Language, type MessageCatalog } from '@shop/shared';
import { createContext, createElement, useContext, useMemo } from 'react';
import { useLocation } from 'react-router';
import { languageOfPath, localizePath } from './languages.ts';
import type { Messages } from './messages.ts';
import { type Branch, type BranchKey, fixedT, type Namespace, type TFunction } from './translator.ts';

export type { Messages, TFunction };

// The page's messages, as the root loader sent them: on the server the same object every request, in the
// browser once per language. Texts are read synchronously, so the first render (server and hydration alike)
// already has them: nothing flashes and nothing mismatches.
const MessagesContext = createContext<Messages>({} as Messages);

/** Gives the components below the page's messages (the root layout). */
export function MessagesProvider({ messages, children }: { messages: Messages; children: React.ReactNode }) {
  return createElement(MessagesContext.Provider, { value: messages }, children);
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

/**
 * The translated texts of a namespace: `const { t } = useT('home')`. With several, `t` reads the first and
 * names the others' keys `ns:key`; `keyPrefix` reads under one branch.
 */
export function useT<
  N extends Namespace = 'common',
  P extends BranchKey<Messages[N]> | undefined = undefined,
>(
  namespace?: N | readonly [N, ...Namespace[]],
  options?: { keyPrefix: P },
): { t: TFunction<P extends string ? Branch<Messages[N], P> : Messages[N]> } {
  const messages = useContext(MessagesContext);
  const language = useLanguage();
  const first = (Array.isArray(namespace) ? namespace[0] : namespace) ?? 'common';
  const keyPrefix = options?.keyPrefix;
  return useMemo(
    () => ({ t: fixedT(language, messages, first, keyPrefix) }),
    [language, messages, first, keyPrefix],
  );
}

/** What the root loader adds to its data so every page can translate: the language and its messages. */
export interface LanguageData {
  language: Language;
  messages: Messages;
  /** The shared catalog the form checks' messages are rendered with, in the page's language; null outside a page. */
  formMessages: MessageCatalog | null;
}

/**
 * A `t` for a route's `meta` function, which runs outside React: `const t = metaT(matches, 'home')`.
 * Reads the root loader's language and messages from `matches`.
 */
export function metaT<N extends Namespace>(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  namespace: N,
): TFunction<Messages[N]> {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as LanguageData | undefined;
  return fixedT(root?.language ?? DEFAULT_LANGUAGE, root?.messages ?? NO_MESSAGES, namespace);
}

/** Only when the root loader itself failed: texts then show their keys rather than break the error page. */
export const NO_MESSAGES = {} as Messages;
