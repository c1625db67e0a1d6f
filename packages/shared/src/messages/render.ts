import type { MessageCode, TermKind } from './en.ts';
import { fillPlaceholders, type MessageParams } from './placeholders.ts';
import { isMessage, type Message, type MessageValue, readMessageRef } from './ref.ts';

// Apart from the catalogs: the storefront renders its form checks with the one catalog its page was sent, and its
// JavaScript carries neither language's texts.

/**
 * One language's texts and placeholder words: what renderWith needs. The storefront receives only its page's
 * one from the server, so an English page's JavaScript never carries the Hindi catalog.
 */
export interface MessageCatalog {
  messages: Record<MessageCode, string>;
  terms: Record<TermKind, Record<string, string>>;
}

/**
 * Names of the shop's own content a text may hold (a product's), from English to the text's language. They come
 * with the request (the API knows which products a refusal names), as the catalog cannot know them.
 */
export type ContentNames = Readonly<Record<string, string>>;

/** A message in the catalog's language, its placeholder values put into that language by their names. */
export function renderWith(
  catalog: MessageCatalog,
  { code, params = {} }: Message,
  names: ContentNames = {},
): string {
  const values: MessageParams = {};
  for (const [name, value] of Object.entries(params))
    values[name] = localiseValue(name, value, catalog, names);
  return fillPlaceholders(catalog.messages[code], values);
}

/**
 * A message (or a reference to one, from a form check) in the catalog's language; any other text as it is.
 * The browser's way, which holds only the page's own language (see renderMessage for the server's).
 */
export function renderTextWith(
  catalog: MessageCatalog,
  text: string | Message,
  names: ContentNames = {},
): string {
  const coded = typeof text === 'string' ? readMessageRef(text) : text;
  return coded ? renderWith(catalog, coded, names) : (text as string);
}

/**
 * A placeholder's value in the catalog's language: field labels and order states by their words, a wait by its
 * unit, a product by its name there, a reason (itself a message) rendered.
 */
function localiseValue(
  name: string,
  value: MessageValue,
  catalog: MessageCatalog,
  names: ContentNames,
): string | number {
  if (isMessage(value)) return renderWith(catalog, value, names);
  if (typeof value === 'number') return value;
  const { terms } = catalog;
  if (name === 'label') return terms.label[value] ?? value;
  if (name === 'product' || name === 'item') return nameIn(value, names);
  if (name === 'state' || name === 'move') return terms[name][value] ?? value;
  if (name === 'after') return value.replace(/[a-z]+/g, (unit) => terms.unit[unit] ?? unit);
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
