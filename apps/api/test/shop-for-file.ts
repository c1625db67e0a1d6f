import { beforeAll } from 'vitest';
import { type CatalogSize, sellableSizes, sizeDealer } from './shop.ts';
import { appForFile, type TestApp } from './test-app.ts';

/**
 * A test file's own shop: its app (appForFile), the demo's sellable sizes, and `take`, which hands them out one at
 * a time so one test's stock figures are not disturbed by another's sales. `sizes` is filled before the first test.
 */
export function shopForFile(env: Record<string, string> = {}): {
  t: TestApp;
  sizes: CatalogSize[];
  take: () => CatalogSize;
} {
  const t = appForFile(env);
  const sizes: CatalogSize[] = [];
  beforeAll(async () => {
    sizes.push(...(await sellableSizes(t.app)));
  });
  return { t, sizes, take: sizeDealer(sizes) };
}
