import { describe, expect, it } from 'vitest';
import { deferHydration } from './deferred-hydration.server.ts';
import { DEFERRED_SCRIPT_TYPE } from './hydration.ts';

const page =
  '<!DOCTYPE html><html><head><title>Shop</title>' +
  '<link rel="modulepreload" href="/assets/framework-a.js"/><link rel="modulepreload" href="/assets/home-b.js"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hello</main>' +
  '<script>window.__ctx = {};</script>' +
  '<script type="module" async="">import * as route0 from "/assets/home-b.js";</script>' +
  '<script>window.__ctx.stream = 1;</script></body></html>';

async function rewrite(chunks: string[]): Promise<string> {
  const transform = deferHydration();
  const output: string[] = [];
  transform.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const done = new Promise((resolve) => transform.on('end', resolve));
  for (const chunk of chunks) transform.write(chunk);
  transform.end();
  await done;
  return output.join('');
}

describe('deferHydration', () => {
  it('drops the preload links, makes the module script inert and boots it from an inline script', async () => {
    const html = await rewrite([page]);
    expect(html).not.toContain('modulepreload" href');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      `<script type="${DEFERRED_SCRIPT_TYPE}">import * as route0 from "/assets/home-b.js";</script>`,
    );
    expect(html).toContain('var preloads=["/assets/framework-a.js","/assets/home-b.js"]');
    // Everything else passes through untouched, in order.
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hello</main>');
    expect(html.indexOf('window.__ctx = {}')).toBeLessThan(html.indexOf('var preloads'));
    expect(html.indexOf(DEFERRED_SCRIPT_TYPE)).toBeLessThan(html.indexOf('window.__ctx.stream = 1'));
  });

  it('gives the same page however the stream is cut into chunks', async () => {
    const whole = await rewrite([page]);
    for (let cut = 1; cut < page.length; cut += 7) {
      expect(await rewrite([page.slice(0, cut), page.slice(cut)])).toBe(whole);
    }
    expect(await rewrite([...page])).toBe(whole);
  });

  it("keeps the page's CSP nonce on the boot script and the inert module, and hands it to the module it starts", async () => {
    const html = await rewrite([
      page
        .replace('<script type="module" async="">', '<script nonce="n0nce+/=" type="module" async="">')
        .replaceAll('.js"/>', '.js" nonce="n0nce+/="/>'),
    ]);
    expect(html).not.toContain('modulepreload" href');
    expect(html).toContain('var preloads=["/assets/framework-a.js","/assets/home-b.js"]');
    expect(html).toContain('<script nonce="n0nce+/=">(function(){');
    expect(html).toContain(
      `<script nonce="n0nce+/=" type="${DEFERRED_SCRIPT_TYPE}">import * as route0 from "/assets/home-b.js";</script>`,
    );
    expect(html).toContain("m.type='module';m.nonce=s.nonce;");
  });

  it('leaves a page without module scripts as it was', async () => {
    const plain = '<html><body><p>1 < 2 and 3 > 2</p><a href="/x">x</a></body></html>';
    expect(await rewrite([plain.slice(0, 20), plain.slice(20)])).toBe(plain);
  });
});
