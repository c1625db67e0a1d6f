import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, inStockProducts, launchBrowser, openPage, WIDTHS } from './support.ts';

beforeAll(launchBrowser);
afterAll(closeBrowser);

// The storefront build that `npm start` serves in these tests.
const webBuildDir = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'build');

interface ManifestRoute {
  id: string;
  module: string;
  imports?: string[];
  clientLoaderModule?: string;
  hydrateFallbackModule?: string;
}

/**
 * The scripts only back-office routes use, from the build's route manifest (the page itself learns routes lazily,
 * so it never holds the whole list).
 */
async function backOfficeOnlyFiles(): Promise<Set<string>> {
  const assets = path.join(webBuildDir, 'client', 'assets');
  const file = (await readdir(assets)).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${assets}`);
  const source = await readFile(path.join(assets, file), 'utf8');
  const manifest = JSON.parse(source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '')) as {
    routes: Record<string, ManifestRoute>;
  };
  const routes = Object.values(manifest.routes);
  const filesOf = (route: ManifestRoute) =>
    [route.module, route.clientLoaderModule, route.hydrateFallbackModule, ...(route.imports ?? [])].filter(
      (name): name is string => Boolean(name),
    );
  const isBackOffice = (route: ManifestRoute) => route.id.startsWith('routes/admin/');
  const storefront = new Set(routes.filter((route) => !isBackOffice(route)).flatMap(filesOf));
  return new Set(
    routes
      .filter(isBackOffice)
      .flatMap(filesOf)
      .filter((name) => !storefront.has(name)),
  );
}

// docs/admin.md#screens: none of the back office's code reaches a shopper. Its route modules and every chunk only
// they import are named by the app's own route manifest; a storefront page must load none of them.
describe('the back office stays out of the storefront', () => {
  it('loads no back-office script on the shopper pages', async () => {
    const [product] = await inStockProducts();
    if (!product) throw new Error('the demo shop has no product in stock');
    const paths = [
      '/',
      `/product/${product.slug}`,
      `/category/${product.category.slug}`,
      '/blog',
      '/cart',
      '/login',
    ];
    const { page, context } = await openPage(WIDTHS.mobile);
    const loaded = new Set<string>();
    const bodies: Promise<{ file: string; text: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const file = new URL(response.url()).pathname;
      loaded.add(file);
      bodies.push(response.text().then((text) => ({ file, text })));
    });
    const backOfficeOnly = await backOfficeOnlyFiles();
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // Code that slipped into a shared chunk instead: the shell's words and the editor's library.
    const carrying = (await Promise.all(bodies))
      .filter(({ text }) => text.includes('Back office') || text.includes('ProseMirror'))
      .map(({ file }) => file);
    await context.close();
    expect(carrying).toEqual([]);
    expect(backOfficeOnly.size).toBeGreaterThan(0);
    const leaked = [...loaded].filter((file) => backOfficeOnly.has(file));
    expect(leaked).toEqual([]);
    expect(loaded.size).toBeGreaterThan(0);
  });
});
