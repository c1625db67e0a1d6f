import { describe, expect, it } from 'vitest';
import { ingredients } from '../ingredients.ts';
import { products } from '../products.ts';
import { type HindiText, problemsOf } from './hindi-checks.ts';
import { ingredientsHi } from './ingredients.ts';
import { productsHairBodyHi } from './products-hair-body.ts';

describe('Hindi ingredients', () => {
  it('has exactly one entry for every English ingredient', () => {
    expect(Object.keys(ingredientsHi).sort()).toEqual(
      ingredients.map((ingredient) => ingredient.name).sort(),
    );
  });

  it('writes each name and description in Hindi, keeping every number', () => {
    const texts: HindiText[] = ingredients.flatMap((ingredient) => {
      const hindi = ingredientsHi[ingredient.name];
      if (!hindi) return []; // the coverage test names it
      return [
        { where: `${ingredient.name}.name`, en: ingredient.name, hi: hindi.name },
        {
          where: `${ingredient.name}.shortDescription`,
          en: ingredient.shortDescription,
          hi: hindi.shortDescription,
        },
      ];
    });
    expect(texts.flatMap(problemsOf)).toEqual([]);
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
    const texts: HindiText[] = [];
    for (const product of english) {
      const hindi = productsHairBodyHi[product.slug];
      if (!hindi) continue; // the coverage test names it
      for (const field of ['name', 'shortDescription', 'description'] as const) {
        texts.push({ where: `${product.slug}.${field}`, en: product[field], hi: hindi[field] });
      }
      for (const field of ['benefits', 'howToUse'] as const) {
        expect(hindi[field], `${product.slug}: ${field}`).toHaveLength(product[field].length);
        product[field].forEach((line, index) => {
          texts.push({ where: `${product.slug}.${field}.${index}`, en: line, hi: hindi[field][index] ?? '' });
        });
      }
    }
    expect(texts.flatMap(problemsOf)).toEqual([]);
  });

  it('gives no two products the same Hindi name', () => {
    const names = Object.values(productsHairBodyHi).map((product) => product.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
