import type { Language, TranslatedLanguage } from '../i18n.ts';
import { EN_MESSAGES, type MessageCode, type TermKind } from './en.ts';
import { HI_MESSAGES, HI_TERMS } from './hi.ts';
import { fillPlaceholders, type MessageParams, PLACEHOLDER, placeholders } from './placeholders.ts';

export type { MessageCode } from './en.ts';
export { EN_MESSAGES, englishMessage } from './en.ts';
export { HI_MESSAGES } from './hi.ts';
export { type MessageParams, placeholders } from './placeholders.ts';

const CATALOG: Record<Language, Record<MessageCode, string>> = { en: EN_MESSAGES, hi: HI_MESSAGES };

/**
 * One language's texts and placeholder words: what localiseWith needs. The storefront receives only its page's
 * one from the server, so an English page's JavaScript never carries the Hindi catalog.
 */
export interface MessageCatalog {
  messages: Record<MessageCode, string>;
  terms: Record<TermKind, Record<string, string>>;
}

// English texts already carry their English words; only the other languages need theirs.
const CATALOGS: Record<TranslatedLanguage, MessageCatalog> = {
  hi: { messages: HI_MESSAGES, terms: HI_TERMS },
};

/** The catalog a language's texts are localised with; none for English, whose texts are the source. */
export function messageCatalog(language: Language): MessageCatalog | null {
  return language === 'en' ? null : CATALOGS[language];
}

// Placeholders that only ever hold a whole number: matching them as digits keeps "at most {max}" from
// swallowing "at most 80 characters".
const NUMERIC = new Set(['max', 'min', 'count', 'left', 'seconds', 'stock', 'minutes', 'hours']);

/** A catalog text in a language, its placeholders filled in as given (see localiseMessage for the words). */
export function message(language: Language, code: MessageCode, params: MessageParams = {}): string {
  return fillPlaceholders(CATALOG[language][code], params);
}

interface Pattern {
  code: MessageCode;
  names: string[];
  regex: RegExp;
}

let patterns: Pattern[] | undefined;

// Built once, on the first text that is not English: most requests never need them.
function englishPatterns(): Pattern[] {
  patterns ??= (Object.entries(EN_MESSAGES) as [MessageCode, string][]).map(([code, text]) => {
    const names = placeholders(text);
    const source = text
      .split(PLACEHOLDER)
      .map((part, index) =>
        index % 2 === 1
          ? NUMERIC.has(part)
            ? '(\\d+)'
            : '(.+?)'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    return { code, names, regex: new RegExp(`^${source}$`, 's') };
  });
  return patterns;
}

/**
 * Names of the shop's own content a text may hold (a product's), from English to the text's language. They come
 * with the request (the API knows which products a refusal names), as the catalog cannot know them.
 */
export type ContentNames = Readonly<Record<string, string>>;

/**
 * A placeholder's value in the catalog's language: field labels and order states by their words, a wait by its
 * unit, a product by its name there.
 */
function localiseValue(
  name: string,
  value: string,
  { terms, ...catalog }: MessageCatalog,
  contentNames: ContentNames,
): string {
  if (name === 'label') return terms.label[value] ?? value;
  if (name === 'product' || name === 'item') return nameIn(value, contentNames);
  if (name === 'state' || name === 'move') return terms[name][value] ?? value;
  if (name === 'after') {
    return value.replace(/[a-z]+/g, (unit) => terms.unit[unit] ?? unit);
  }
  // A reason is itself a message ("the coupon X could not be used: {reason}").
  if (name === 'reason') return localiseWith(value, { terms, ...catalog }, contentNames);
  return value;
}

// An item is a product with its size after it in brackets ("Neem Soap (100 g)"); sizes keep their titles.
function nameIn(value: string, names: ContentNames): string {
  const whole = names[value];
  if (whole !== undefined) return whole;
  for (const [english, named] of Object.entries(names)) {
    if (value.startsWith(`${english} (`)) return named + value.slice(english.length);
  }
  return value;
}

/**
 * The text in the language, given the English text the API or a form check wrote. A text the catalog does
 * not know (a back-office message) stays English. This is what the API's error answers and the storefront's
 * own form checks call, so the two never say the same thing differently.
 */
export function localiseMessage(text: string, language: Language, contentNames: ContentNames = {}): string {
  const catalog = messageCatalog(language);
  return catalog ? localiseWith(text, catalog, contentNames) : text;
}

/**
 * The English text in the catalog's language (see localiseMessage), with the catalog passed in: the browser's
 * way, which holds only the page's own language. A text already localised, or unknown, is returned as it is.
 */
export function localiseWith(text: string, catalog: MessageCatalog, contentNames: ContentNames = {}): string {
  for (const { code, names, regex } of englishPatterns()) {
    const match = regex.exec(text);
    if (!match) continue;
    const params: MessageParams = {};
    names.forEach((name, index) => {
      params[name] = localiseValue(name, match[index + 1] ?? '', catalog, contentNames);
    });
    return fillPlaceholders(catalog.messages[code], params);
  }
  return text;
}

/** Each field's message in the language (see localiseMessage). */
export function localiseFieldErrors(
  errors: Record<string, string>,
  language: Language,
): Record<string, string> {
  if (language === 'en') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, localiseMessage(text, language)]),
  );
}
