/**
 * The demo shop's Hindi texts, keyed by the English record's slug (or, for ingredients, its English name).
 * The seed writes each into the row's `translations.hi`, under the same field names as the English texts.
 * Written in Hindi as a shopper reads it, not word for word: brand and product names keep their Latin-script
 * brand part only where the pack prints it so (e.g. "Vanya Naturals").
 */
export interface HindiSubCategory {
  name: string;
}

export interface HindiCategory {
  name: string;
  tagline: string;
  metaTitle: string;
  metaDescription: string;
  /** By sub-category slug. */
  subCategories: Record<string, HindiSubCategory>;
}

export interface HindiIngredient {
  name: string;
  shortDescription: string;
}

export interface HindiProduct {
  name: string;
  shortDescription: string;
  description: string;
  /** One line each, in the English list's order. */
  benefits: string[];
  howToUse: string[];
}

export interface HindiCarouselItem {
  alt: string;
  /** The lettering drawn into the Hindi banner, as the English banner draws headline, subline and button. */
  headline: string;
  subline: string;
  cta: string;
}

export interface HindiShowcaseItem {
  title: string;
}

export interface HindiBlogAuthor {
  /** The name in Devanagari, as a Hindi article's byline prints it. */
  name: string;
  bio: string;
}

export interface HindiBlogCategory {
  name: string;
  metaDescription: string;
}

export interface HindiBlogPost {
  title: string;
  excerpt: string;
  metaTitle: string;
  description: string;
  inlineAlt: string;
  /** HTML, with the same `{{inline-image}}` marker as the English post; links to shop pages start with /hi/. */
  content: string;
}
