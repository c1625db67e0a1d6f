import { type Language, type MessageCatalog, renderingCatalog } from '@shop/shared';
import en from './messages/en/index.ts';
import hi from './messages/hi/index.ts';
import type { Messages } from './messages.ts';

// A .server module: the browser build never holds it, so a page receives only its own language's messages,
// through the root loader's data (docs/i18n.md#catalog).
const CATALOGS = { en, hi } satisfies Record<Language, unknown>;

/** Every namespace of one language, as the root loader sends it to the page. */
export function messagesFor(language: Language): Messages {
  return CATALOGS[language];
}

/** The shared form-check messages of the language, for the same trip: the form checks write codes, not text. */
export function formMessagesFor(language: Language): MessageCatalog {
  return renderingCatalog(language);
}

export type { Messages } from './messages.ts';
