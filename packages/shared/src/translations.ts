import { z } from 'zod';
import { FILE_RULES, type FileRule } from './admin/file-fields.ts';
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

/** How a Hindi image is checked: its English field's label and file rule. */
export interface TranslatableImage {
  label: string;
  rule: FileRule;
}

/**
 * The images of each kind that can carry lettering (a banner's headline, a blog cover's title), so a Hindi page
 * may show another one. A Hindi image sits in `translations.hi` under its English field's name, and `localize`
 * lays it over the English one as it does a text. It is optional and does not count towards how complete the
 * Hindi version is (the API's translationStateSql): most images carry no words, and the English one serves Hindi pages.
 */
export const TRANSLATABLE_IMAGES = {
  category: {
    image: { label: 'Image', rule: 'file' },
    listingImage: { label: 'Listing image', rule: 'file' },
  },
  subCategory: { image: { label: 'Image', rule: 'file' } },
  ingredient: { image: { label: 'Image', rule: 'file' } },
  carouselItem: { image: { label: 'image', rule: 'media' } },
  blogPost: { coverImage: { label: 'coverImage', rule: 'media' } },
} as const satisfies Partial<Record<TranslatableKind, Record<string, TranslatableImage>>>;

type ImageFields<Kind extends TranslatableKind> = Kind extends keyof typeof TRANSLATABLE_IMAGES
  ? Extract<keyof (typeof TRANSLATABLE_IMAGES)[Kind], string>
  : never;

/** The fields a kind's `translations.hi` may hold: its texts and its images. */
export type TranslatedFields<Kind extends TranslatableKind> =
  | Extract<keyof (typeof TRANSLATABLE)[Kind], string>
  | ImageFields<Kind>;

/** A kind's translatable images by field (none for most kinds). */
export function translatableImages(kind: TranslatableKind): Record<string, TranslatableImage> {
  return (
    (TRANSLATABLE_IMAGES as Partial<Record<TranslatableKind, Record<string, TranslatableImage>>>)[kind] ?? {}
  );
}

/** The label of a field's Hindi version in messages: "Name (Hindi) must be at most 200 characters". */
export const hindiLabel = (label: string) => `${label} (Hindi)`;

/**
 * The `translations` a write may carry for one kind of content: each Hindi text trimmed and limited like its
 * English field, each Hindi image named by the English image's rule; an empty one (or a removed image, null) is
 * left out, so the shop falls back to English there. Unknown languages or fields are refused rather than stored
 * unseen.
 */
export function translationsSchema<Kind extends TranslatableKind>(kind: Kind) {
  const fields = TRANSLATABLE[kind] as Record<string, TranslatableField>;
  const shape: Record<string, z.ZodType> = Object.fromEntries(
    Object.entries(fields).map(([name, rule]) => [
      name,
      optionalText(hindiLabel(rule.label), rule.max, { multiline: rule.multiline ?? false }),
    ]),
  );
  for (const [name, image] of Object.entries(translatableImages(kind))) {
    shape[name] = z
      .union([FILE_RULES[image.rule](hindiLabel(image.label)), z.literal(''), z.null()])
      .optional();
  }
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

/** The Hindi texts and images as a form holds them: every translatable field of the kind, empty where not set. */
export type TranslationsForm<Kind extends TranslatableKind> = {
  hi: Record<TranslatedFields<Kind>, string>;
};

/** A record's translations as its edit form's values (a new record: all empty). */
export function translationsToForm<Kind extends TranslatableKind>(
  kind: Kind,
  translations: Translations | null | undefined,
): TranslationsForm<Kind> {
  const hindi: Record<string, string | undefined> = translations?.hi ?? {};
  const fields = [
    ...Object.keys(TRANSLATABLE[kind]),
    ...Object.keys(translatableImages(kind)),
  ] as TranslatedFields<Kind>[];
  return {
    hi: Object.fromEntries(fields.map((field) => [field, hindi[field] ?? ''])) as Record<
      TranslatedFields<Kind>,
      string
    >,
  };
}

/** What a shopper reading Hindi sees where a field has no Hindi text; the back office says so beside it. */
export const NOT_TRANSLATED = 'Not translated: the Hindi shop shows the English text';

/** The same beside an image without a Hindi version. */
export const NO_HINDI_IMAGE = 'No Hindi image: the Hindi shop shows the English image';

/** How the back office names each state of a record's Hindi version. */
export const TRANSLATION_STATE_LABEL: Record<TranslationState, string> = {
  complete: 'Hindi complete',
  partial: 'Hindi partial',
  missing: 'No Hindi',
};
