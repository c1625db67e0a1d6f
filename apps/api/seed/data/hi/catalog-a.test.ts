import { slugify } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { categories } from '../categories.ts';
import { carousel, promotions, showcase } from '../home.ts';
import { skinProducts } from '../products-skin.ts';
import { carouselHi, categoriesHi, promotionsHi, showcaseHi } from './categories-home.ts';
import { type HindiText, problemsOf } from './hindi-checks.ts';
import { productsSkinHi } from './products-skin.ts';

function sorted(keys: Iterable<string | number>): string[] {
  return [...keys].map(String).sort();
}

const categoryPairs: HindiText[] = categories.flatMap((category) => {
  const hi = categoriesHi[category.slug];
  if (!hi) return [];
  const where = `categories.${category.slug}`;
  return [
    { where: `${where}.name`, en: category.name, hi: hi.name },
    { where: `${where}.tagline`, en: category.tagline, hi: hi.tagline },
    { where: `${where}.metaTitle`, en: category.metaTitle, hi: hi.metaTitle },
    { where: `${where}.metaDescription`, en: category.metaDescription, hi: hi.metaDescription },
    ...category.subCategories.map((sub) => ({
      where: `${where}.subCategories.${sub.slug}`,
      en: sub.name,
      hi: hi.subCategories[sub.slug]?.name ?? '',
    })),
  ];
});

const homePairs: HindiText[] = [
  ...carousel.flatMap((item) =>
    (['alt', 'headline', 'subline', 'cta'] as const).map((field) => ({
      where: `carousel.${item.key}.${field}`,
      en: item[field],
      hi: carouselHi[item.key]?.[field] ?? '',
    })),
  ),
  ...showcase.map((item) => ({
    where: `showcase.${item.position}.title`,
    en: item.title,
    hi: showcaseHi[item.position]?.title ?? '',
  })),
  ...promotions.map((promotion) => ({
    where: `promotions.${promotion.title}`,
    en: promotion.title,
    hi: promotionsHi[promotion.title] ?? '',
  })),
];

describe('the Hindi categories and home page', () => {
  it('has exactly one entry for every English category, sub-category, banner, showcase tile and promotion', () => {
    expect(sorted(Object.keys(categoriesHi))).toEqual(sorted(categories.map((c) => c.slug)));
    for (const category of categories) {
      expect(sorted(Object.keys(categoriesHi[category.slug]?.subCategories ?? {}))).toEqual(
        sorted(category.subCategories.map((sub) => sub.slug)),
      );
    }
    expect(sorted(Object.keys(carouselHi))).toEqual(sorted(carousel.map((item) => item.key)));
    expect(sorted(Object.keys(showcaseHi))).toEqual(sorted(showcase.map((item) => item.position)));
    expect(sorted(Object.keys(promotionsHi))).toEqual(sorted(promotions.map((p) => p.title)));
  });

  it('reads as Hindi: Devanagari, no English left, numbers kept, Hindi punctuation', () => {
    expect([...categoryPairs, ...homePairs].flatMap(problemsOf)).toEqual([]);
  });

  it('keeps meta descriptions within what a search result shows', () => {
    const tooLong = Object.entries(categoriesHi)
      .filter(([, category]) => category.metaDescription.length > 160)
      .map(([slug, category]) => `${slug}: ${category.metaDescription.length}`);
    expect(tooLong).toEqual([]);
  });
});

const englishSkinProducts = Object.values(skinProducts).flat();

const productPairs: HindiText[] = englishSkinProducts.flatMap((product) => {
  const slug = slugify(product.name);
  const hi = productsSkinHi[slug];
  if (!hi) return [];
  const where = `products.${slug}`;
  const lines = (field: 'benefits' | 'howToUse') =>
    product[field].map((en, index) => ({
      where: `${where}.${field}.${index}`,
      en,
      hi: hi[field][index] ?? '',
    }));
  return [
    { where: `${where}.name`, en: product.name, hi: hi.name },
    { where: `${where}.shortDescription`, en: product.shortDescription, hi: hi.shortDescription },
    { where: `${where}.description`, en: product.description, hi: hi.description },
    ...lines('benefits'),
    ...lines('howToUse'),
  ];
});

describe('the Hindi skin-care products', () => {
  it('has exactly one entry for every English skin-care product, by its slug', () => {
    expect(sorted(Object.keys(productsSkinHi))).toEqual(
      sorted(englishSkinProducts.map((p) => slugify(p.name))),
    );
  });

  it('has one line for every benefit and every step of how to use it', () => {
    const mismatched = englishSkinProducts
      .map((product) => ({ product, hi: productsSkinHi[slugify(product.name)] }))
      .filter(
        ({ product, hi }) =>
          hi?.benefits.length !== product.benefits.length || hi.howToUse.length !== product.howToUse.length,
      )
      .map(({ product }) => product.name);
    expect(mismatched).toEqual([]);
  });

  it('reads as Hindi: Devanagari, no English left, numbers kept, Hindi punctuation', () => {
    expect(productPairs.flatMap(problemsOf)).toEqual([]);
  });

  it('gives every product its own Hindi name', () => {
    const names = Object.values(productsSkinHi).map((product) => product.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
