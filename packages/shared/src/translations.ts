import { z } from 'zod';
import { optionalText } from './forms.ts';
import type { Language, TranslatedLanguage, Translations } from './i18n.ts';

// Content's Hindi versions (the `translations` column, see i18n.ts): which fields each kind of content translates,
// how a translation is validated, how it is laid over the English text, and how complete it is.

/** How one translatable field is checked: the English field's label, length limit and line rule. */
export interface TranslatableField {
  label: string;
  max: number;
  multiline?: boolean;
}

/** The translatable fields of each kind of content, with the limits of their English fields. */
export const TRANSLATABLE = {
  product: {
    name: { label: 'Name', max: 200 },
    shortDescription: { label: 'Short description', max: 500, multiline: true },
    description: { label: 'Description', max: 20000, multiline: true },
    benefits: { label: 'Benefits', max: 20000, multiline: true },
    howToUse: { label: 'How to use', max: 20000, multiline: true },
    metaTitle: { label: 'Meta title', max: 200 },
    metaDescription: { label: 'Meta description', max: 500 },
  },
  category: {
    name: { label: 'Name', max: 120 },
    metaTitle: { label: 'Meta title', max: 200 },
    metaDescription: { label: 'Meta description', max: 500 },
  },
  subCategory: { name: { label: 'Name', max: 120 } },
  ingredient: {
    name: { label: 'Name', max: 120 },
    shortDescription: { label: 'Short description', max: 500, multiline: true },
  },
  carouselItem: { alt: { label: 'alt', max: 300 } },
  showcaseSlot: { title: { label: 'title', max: 100 } },
  promotionText: { title: { label: 'title', max: 200 } },
  blogPost: {
    title: { label: 'title', max: 200 },
    excerpt: { label: 'excerpt', max: 500, multiline: true },
    content: { label: 'content', max: 200_000, multiline: true },
    metaTitle: { label: 'metaTitle', max: 200 },
    description: { label: 'description', max: 500, multiline: true },
  },
  blogCategory: {
    name: { label: 'name', max: 100 },
    metaDescription: { label: 'metaDescription', max: 500, multiline: true },
  },
  blogAuthor: {
    name: { label: 'name', max: 100 },
    bio: { label: 'bio', max: 1000, multiline: true },
  },
} as const satisfies Record<string, Record<string, TranslatableField>>;

export type TranslatableKind = keyof typeof TRANSLATABLE;
export type TranslatedFields<Kind extends TranslatableKind> = Extract<
  keyof (typeof TRANSLATABLE)[Kind],
  string
>;

/** The label of a field's Hindi version in messages: "Name (Hindi) must be at most 200 characters". */
export const hindiLabel = (label: string) => `${label} (Hindi)`;

/**
 * The `translations` a write may carry for one kind of content: each Hindi text trimmed and limited like its
 * English field; an empty one is left out, so the shop falls back to English there. Unknown languages or fields
 * are refused rather than stored unseen.
 */
export function translationsSchema<Kind extends TranslatableKind>(kind: Kind) {
  const fields = TRANSLATABLE[kind] as Record<string, TranslatableField>;
  const shape = Object.fromEntries(
    Object.entries(fields).map(([name, rule]) => [
      name,
      optionalText(hindiLabel(rule.label), rule.max, { multiline: rule.multiline ?? false }),
    ]),
  );
  return z
    .strictObject(
      { hi: z.strictObject(shape, { error: 'translations.hi must be an object' }).optional() },
      { error: 'translations must be an object' },
    )
    .transform((value) => dropEmpty(value as Translations)) as unknown as z.ZodType<
    Translations<TranslatedFields<Kind>>,
    Translations<TranslatedFields<Kind>> | undefined
  >;
}

function dropEmpty(translations: Translations): Translations {
  const out: Translations = {};
  for (const [language, texts] of Object.entries(translations) as [
    TranslatedLanguage,
    Record<string, string>,
  ][]) {
    const kept = Object.fromEntries(Object.entries(texts ?? {}).filter(([, text]) => text));
    if (Object.keys(kept).length > 0) out[language] = kept;
  }
  return out;
}

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The row as a shopper reading `language` sees it: each text field that has a translation in that language
 * takes it, every other field keeps its English text. The only place content is localised.
 */
export function localize<Row extends object>(row: Row, language: Language): Row {
  if (language === 'en') return row;
  const texts = (row as { translations?: Translations | null }).translations?.[language];
  if (!texts) return row;
  const out = { ...row } as Record<string, unknown>;
  for (const [field, text] of Object.entries(texts)) {
    const english = out[field];
    if (field !== 'translations' && hasText(text) && (typeof english === 'string' || english === null)) {
      out[field] = text;
    }
  }
  return out as Row;
}

/** How much of a record's English text has a Hindi version (the API works it out: translation-state.ts). */
export const TRANSLATION_STATES = ['complete', 'partial', 'missing'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** The Hindi texts as a form holds them: every translatable field of the kind, empty where not written. */
export type TranslationsForm<Kind extends TranslatableKind> = {
  hi: Record<TranslatedFields<Kind>, string>;
};

/** A record's translations as its edit form's values (a new record: all empty). */
export function translationsToForm<Kind extends TranslatableKind>(
  kind: Kind,
  translations: Translations | null | undefined,
): TranslationsForm<Kind> {
  const hindi: Record<string, string | undefined> = translations?.hi ?? {};
  const fields = Object.keys(TRANSLATABLE[kind]) as TranslatedFields<Kind>[];
  return {
    hi: Object.fromEntries(fields.map((field) => [field, hindi[field] ?? ''])) as Record<
      TranslatedFields<Kind>,
      string
    >,
  };
}

/** What a shopper reading Hindi sees where a field has no Hindi text; the back office says so beside it. */
export const NOT_TRANSLATED = 'Not translated: the Hindi shop shows the English text';

/** How the back office names each state of a record's Hindi version. */
export const TRANSLATION_STATE_LABEL: Record<TranslationState, string> = {
  complete: 'Hindi complete',
  partial: 'Hindi partial',
  missing: 'No Hindi',
};
