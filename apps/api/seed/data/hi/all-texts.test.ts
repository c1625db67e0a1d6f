import { describe, expect, it } from 'vitest';
import { blogAuthorsHi, blogCategoriesHi, blogPostsHi } from './blog.ts';
import { carouselHi, categoriesHi, ingredientsHi, productsHi, promotionsHi, showcaseHi } from './catalog.ts';
import { spellingVariants } from './hindi-checks.ts';

/** Every string inside a value, however deeply it is nested. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

describe('the Hindi texts of the whole demo shop', () => {
  it('spell each word one way: nuqta or not, chandrabindu or anusvara', () => {
    const texts = stringsIn([
      categoriesHi,
      ingredientsHi,
      productsHi,
      carouselHi,
      showcaseHi,
      promotionsHi,
      blogAuthorsHi,
      blogCategoriesHi,
      blogPostsHi,
    ]);
    expect(spellingVariants(texts)).toEqual([]);
  });
});
