import { slugify } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { categories } from '../categories.ts';
import { carousel, promotions, showcase } from '../home.ts';
import { skinProducts } from '../products-skin.ts';
import { carouselHi, categoriesHi, promotionsHi, showcaseHi } from './categories-home.ts';
import { productsSkinHi } from './products-skin.ts';

/** One English text and its Hindi version, named by where it sits so a failure says which one. */
interface Pair {
  where: string;
  en: string;
  hi: string;
}

/**
 * Latin words a Hindi text may keep: the brand as the pack prints it, sun-protection ratings and units. Everything
 * else a shopper reads in Devanagari (product-type loanwords too: "सीरम", "फ़ेस वॉश").
 */
const LATIN_ALLOWED = new Set(['Vanya', 'Naturals', 'SPF', 'PA', 'ml', 'g']);

const DEVANAGARI = /[\u0900-\u097F]/;
/**
 * The precomposed nuqta letters (क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़). Written as letter + nuqta instead, so a word is always the
 * same code points and a search for it finds every use.
 */
const PRECOMPOSED_NUQTA = /[\u0958-\u095F]/;
const NUQTA = '\u093C';
const CHANDRABINDU = '\u0901';
const ANUSVARA = '\u0902';

function words(text: string): string[] {
  return text.match(/[\p{L}\p{M}]+/gu) ?? [];
}

/** What is wrong with one Hindi text, as readable lines; empty when it is fine. */
function problemsOf({ where, en, hi }: Pair): string[] {
  const problems: string[] = [];
  const say = (what: string) => problems.push(`${where}: ${what}`);
  if (hi.trim() === '') return [`${where}: empty`];
  if (hi !== hi.trim() || /\s{2}/.test(hi)) say('stray whitespace');
  if (!DEVANAGARI.test(hi)) say('no Devanagari');
  if (hi === en) say('same as the English');
  const latin = words(hi).filter((word) => /[A-Za-z]/.test(word) && !LATIN_ALLOWED.has(word));
  if (latin.length > 0) say(`Latin words left: ${latin.join(', ')}`);
  // Sizes, percentages and SPF values stay as the English prints them.
  const hiNumbers = new Set(hi.match(/\d+/g) ?? []);
  const lost = (en.match(/\d+/g) ?? []).filter((number) => !hiNumbers.has(number));
  if (lost.length > 0) say(`numbers lost: ${lost.join(', ')}`);
  // A Hindi sentence ends with a purna viram; a list line without a full stop stays without one.
  if (/[\u0900-\u097F]\s*\.(?!\d)/.test(hi)) say('full stop after Hindi, expected ।');
  if (en.endsWith('.') !== hi.endsWith('।')) say(`ending: English ends "${en.at(-1)}", Hindi "${hi.at(-1)}"`);
  if (PRECOMPOSED_NUQTA.test(hi)) say('precomposed nuqta letter');
  // About as long as the English, so it fits the same place on the page. Counted in code units: Devanagari spends
  // one on every vowel sign and half-letter, which about pays for its wider letters. A label may be much shorter.
  const tooShort = en.length >= 30 && hi.length < en.length * 0.6;
  if (tooShort || hi.length > en.length * 1.5 + 8)
    say(`length ${hi.length} against the English ${en.length}`);
  return problems;
}

/**
 * Words written two ways across all the texts: with and without a nuqta (फ़ेस and फेस), or with a chandrabindu
 * and an anusvara (बूँद and बूंद). Either choice reads, but one shop writes each word one way.
 */
function spellingVariants(texts: string[]): string[] {
  const all = new Set(texts.flatMap(words));
  const plainOf = (word: string) => word.replaceAll(NUQTA, '').replaceAll(CHANDRABINDU, ANUSVARA);
  return [...all]
    .filter((word) => plainOf(word) !== word && all.has(plainOf(word)))
    .map((word) => `${word} / ${plainOf(word)}`);
}

function sorted(keys: Iterable<string | number>): string[] {
  return [...keys].map(String).sort();
}

const categoryPairs: Pair[] = categories.flatMap((category) => {
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

const homePairs: Pair[] = [
  ...carousel.map((item) => ({
    where: `carousel.${item.key}.alt`,
    en: item.alt,
    hi: carouselHi[item.key]?.alt ?? '',
  })),
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

const productPairs: Pair[] = englishSkinProducts.flatMap((product) => {
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

describe('all the texts of this part together', () => {
  it('spell each word one way: nuqta or not, chandrabindu or anusvara', () => {
    const texts = [...categoryPairs, ...homePairs, ...productPairs].map((pair) => pair.hi);
    expect(spellingVariants(texts)).toEqual([]);
  });
});
