import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, type TestApp } from '../../../test/test-app.ts';
import { SEARCH_TYPOS } from './search-typos.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const firstFour = async (query: string) => {
  const { statusCode, json } = await getJson<{ body: { name: string }[] }>(
    t.app,
    `/products?limit=4&searchQuery=${encodeURIComponent(query)}`,
  );
  expect(statusCode).toBe(200);
  return json.body.map((product) => product.name);
};

describe('product search forgives the typos shoppers make', () => {
  it(`finds the expected product in the first four for at least 95% of ${SEARCH_TYPOS.length} typed queries`, async () => {
    const misses: string[] = [];
    for (const row of SEARCH_TYPOS) {
      const names = await firstFour(row.query);
      if (!names.some((name) => name.toLowerCase().includes(row.expect.toLowerCase()))) {
        misses.push(`"${row.query}" → [${names.join(' | ')}], wanted ${row.expect}`);
      }
    }
    const rate = 1 - misses.length / SEARCH_TYPOS.length;
    // The misses are the table's own diagnosis: print them, so a regression says which queries it broke.
    if (misses.length > 0) console.info(`search misses (${misses.length}):\n${misses.join('\n')}`);
    expect(SEARCH_TYPOS.length).toBeGreaterThanOrEqual(60);
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });

  it('puts every product first when searched by its exact name', async () => {
    const { json } = await getJson<{ body: { name: string }[] }>(t.app, '/products?limit=0');
    const wrong: string[] = [];
    for (const { name } of json.body) {
      const [first] = await firstFour(name);
      if (first !== name) wrong.push(`${name} → ${first}`);
    }
    expect(wrong).toEqual([]);
  });
});
