import { describe, expect, it } from 'vitest';
import { ingredients } from '../ingredients.ts';
import { products } from '../products.ts';
import { ingredientsHi } from './ingredients.ts';
import { productsHairBodyHi } from './products-hair-body.ts';

/**
 * Latin words a Hindi text may keep: the brand as the pack prints it, units, and the sun-filter names shoppers
 * read in Latin on every pack. Everything else is written in Devanagari.
 */
const LATIN_ALLOWED = new Set(['Vanya', 'Naturals', 'SPF', 'ml', 'g', 'UVA', 'UVB']);

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * House spelling: ज़ and फ़ keep their nukta (मज़बूत, साफ़), क़ ख़ ग़ are written without it (खुशबू, तरीका), as most
 * Hindi beauty brands print them. These are the slips that spelling lets through most often.
 */
const NUKTA_MISSING = new Set(
  'मजबूत मजबूती ज्यादा जरूरत जरूरी ताजा ताजगी तरोताजा साफ सफाई सफेद प्याज वजन हजार रोज रोजाना फेस फ्रिज फॉर्मूला'.split(
    ' ',
  ),
);
const NUKTA_ON_K_KH_G = /[कखग]\u093C/;

function devanagariWords(text: string): string[] {
  return text.match(/[\u0900-\u0963\u0966-\u097F]+/g) ?? [];
}

function latinWords(text: string): string[] {
  return text.match(/[A-Za-z]+/g) ?? [];
}

function numbers(text: string): string[] {
  return [...new Set(text.match(/\d+(?:\.\d+)?/g) ?? [])].sort();
}

/** The checks every Hindi text passes, whatever field it fills; soft, so one run lists every slip. */
function expectHindi(hindi: string, english: string, where: string): void {
  expect.soft(hindi.trim(), `${where} is empty`).not.toBe('');
  expect.soft(hindi, `${where} has no Devanagari`).toMatch(DEVANAGARI);
  expect.soft(hindi, `${where} is the English text`).not.toBe(english);
  expect
    .soft(
      latinWords(hindi).filter((word) => !LATIN_ALLOWED.has(word)),
      `${where} leaves English words`,
    )
    .toEqual([]);
  // Sizes, counts and times stay as digits, and none is lost or changed on the way.
  expect.soft(numbers(hindi), `${where} changes a number`).toEqual(numbers(english));
  // A Hindi sentence ends with a danda; a Latin full stop after Devanagari is a slip (4.5 g keeps its point).
  expect.soft(hindi, `${where} ends a sentence with a full stop`).not.toMatch(/[\u0900-\u097F]\s*\./);
  // Nukta letters in one encoding only (NFC: letter + nukta), so that search finds फ़ेस however it was typed.
  expect.soft(hindi, `${where} mixes nukta encodings`).toBe(hindi.normalize('NFC'));
  expect.soft(hindi, `${where} puts a nukta on क, ख or ग`).not.toMatch(NUKTA_ON_K_KH_G);
  expect
    .soft(
      devanagariWords(hindi).filter((word) => NUKTA_MISSING.has(word)),
      `${where} drops the nukta of ज़ or फ़`,
    )
    .toEqual([]);
}

describe('Hindi ingredients', () => {
  it('has exactly one entry for every English ingredient', () => {
    expect(Object.keys(ingredientsHi).sort()).toEqual(
      ingredients.map((ingredient) => ingredient.name).sort(),
    );
  });

  it('writes each name and description in Hindi, keeping every number', () => {
    for (const ingredient of ingredients) {
      const hindi = ingredientsHi[ingredient.name];
      if (!hindi) continue; // the coverage test names it
      expectHindi(hindi.name, ingredient.name, `${ingredient.name}: name`);
      expectHindi(
        hindi.shortDescription,
        ingredient.shortDescription,
        `${ingredient.name}: shortDescription`,
      );
    }
  });

  it('gives no two ingredients the same Hindi name', () => {
    const names = Object.values(ingredientsHi).map((ingredient) => ingredient.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('Hindi hair-care and body-care products', () => {
  const english = products.filter(
    (product) => product.category === 'hair-care' || product.category === 'body-care',
  );

  it('has exactly one entry for every hair-care and body-care product, by slug', () => {
    expect(english.length).toBeGreaterThan(0);
    expect(Object.keys(productsHairBodyHi).sort()).toEqual(english.map((product) => product.slug).sort());
  });

  it('writes every text in Hindi, with lists as long as the English and in its order', () => {
    for (const product of english) {
      const hindi = productsHairBodyHi[product.slug];
      if (!hindi) continue; // the coverage test names it
      for (const field of ['name', 'shortDescription', 'description'] as const) {
        expectHindi(hindi[field], product[field], `${product.slug}: ${field}`);
      }
      for (const field of ['benefits', 'howToUse'] as const) {
        expect(hindi[field], `${product.slug}: ${field}`).toHaveLength(product[field].length);
        product[field].forEach((line, index) => {
          expectHindi(hindi[field][index] ?? '', line, `${product.slug}: ${field}[${index}]`);
        });
      }
    }
  });

  it('gives no two products the same Hindi name', () => {
    const names = Object.values(productsHairBodyHi).map((product) => product.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
