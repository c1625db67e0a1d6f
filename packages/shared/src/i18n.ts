/**
 * The shop's languages. English is the default and lives at unprefixed URLs; Hindi lives under /hi/.
 * Content in the database carries its Hindi version in a `translations` column: `{ hi: { field: text } }`,
 * keyed by the English field's API name. A field without a Hindi text falls back to the English one.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale each language formats prices, numbers and dates with. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The languages other than English, which content can carry a translation for. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

/** What a row's `translations` column holds: for each other language, some of its text fields. */
export type Translations<Fields extends string = string> = Partial<
  Record<TranslatedLanguage, Partial<Record<Fields, string>>>
>;

/**
 * The language an API request asks for: the storefront sends `Accept-Language: hi-IN` from Hindi pages.
 * Only the first preference counts, so a browser's own list never turns an English page's answers Hindi.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  const primary = first.split('-')[0];
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}
