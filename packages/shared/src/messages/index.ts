import type { Language, TranslatedLanguage } from '../i18n.ts';
import { EN_MESSAGES, type MessageCode } from './en.ts';
import { HI_MESSAGES, HI_TERMS } from './hi.ts';
import { fillPlaceholders, type MessageParams } from './placeholders.ts';
import type { Message } from './ref.ts';
import { type ContentNames, type MessageCatalog, renderTextWith } from './render.ts';

export type { MessageCode } from './en.ts';
export { EN_MESSAGES } from './en.ts';
export { HI_MESSAGES } from './hi.ts';
export { type MessageParams, placeholders } from './placeholders.ts';
export {
  isMessage,
  type Message,
  type MessageValue,
  type MessageValues,
  messageRef,
  msg,
  readMessageRef,
} from './ref.ts';
export { type ContentNames, type MessageCatalog, renderTextWith, renderWith } from './render.ts';

const CATALOG: Record<Language, Record<MessageCode, string>> = { en: EN_MESSAGES, hi: HI_MESSAGES };

// English values (labels, states, units) are already the words English texts use.
const ENGLISH: MessageCatalog = {
  messages: EN_MESSAGES,
  terms: { label: {}, state: {}, move: {}, unit: {} },
};
const TRANSLATED: Record<TranslatedLanguage, MessageCatalog> = {
  hi: { messages: HI_MESSAGES, terms: HI_TERMS },
};

/** The catalog of a language the shop translates into; none for English, whose texts are the source. */
export function messageCatalog(language: Language): MessageCatalog | null {
  return language === 'en' ? null : TRANSLATED[language];
}

/** The catalog a page renders messages with, English included (a form check's message is a code, not text). */
export function renderingCatalog(language: Language): MessageCatalog {
  return messageCatalog(language) ?? ENGLISH;
}

/** A catalog text in a language, its placeholders filled in as given (see renderWith for the words). */
export function message(language: Language, code: MessageCode, params: MessageParams = {}): string {
  return fillPlaceholders(CATALOG[language][code], params);
}

/**
 * A text to show in the language: a message (or a reference to one, from a form check) rendered from the
 * catalog, any other text (a back-office message) as it is. The API's answers and the storefront's own form
 * checks both render through here, so the two never say the same thing differently.
 */
export function renderMessage(text: string | Message, language: Language, names: ContentNames = {}): string {
  // English names are the ones the message was written with.
  return renderTextWith(renderingCatalog(language), text, language === 'en' ? {} : names);
}

/** The English text of a message: what logs, `Error.message` and English answers carry. */
export function englishText(text: string | Message): string {
  return renderTextWith(ENGLISH, text);
}

/** Each field's message in the language (see renderMessage). */
export function renderFieldErrors(
  errors: Readonly<Record<string, string | Message>>,
  language: Language,
  names: ContentNames = {},
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, renderMessage(text, language, names)]),
  );
}
