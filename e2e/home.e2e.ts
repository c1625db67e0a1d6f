import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, SubCategoryGroup } from '../apps/web/app/lib/types.ts';
import {
  baseURL,
  closeBrowser,
  eventually,
  exceptExpected404,
  launchBrowser,
  loginAsAdmin,
  openPage,
  pageToken,
  renderWholePage,
  screenshot,
  seriousA11yViolations,
  WIDTHS,
} from './support.ts';

const api = <T>(path: string) =>
  fetch(`${baseURL()}/api/v1${path}`).then((res) => res.json() as Promise<{ status: number; body: T }>);

let topSelling: Product[] = [];
let skinCareGroups: SubCategoryGroup[] = [];

beforeAll(async () => {
  await launchBrowser();
  [topSelling, skinCareGroups] = await Promise.all([
    api<Product[]>('/products?status=true&topSelling=true&limit=0').then((res) => res.body),
    api<SubCategoryGroup[]>('/products?limit=0&status=true&categorySlug=skin-care&subCategoryWise=true').then(
      (res) => res.body,
    ),
  ]);
});
afterAll(closeBrowser);

/** Scrolls through the page so lazy images load before a full-page screenshot, then back to the top. */
async function loadLazyImages(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    // Two frames at each stop: the browser sees the images near the viewport and starts loading them.
    await page.evaluate(async (top) => {
      window.scrollTo({ top, behavior: 'instant' });
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    }, y);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
}

async function open(path: string, width: number) {
  const opened = await openPage(width);
  const response = await opened.page.goto(path, { waitUntil: 'networkidle' });
  return { ...opened, status: response?.status() };
}

const visible = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true }).first();

/** Key texts of each route, checked at both widths. */
const ROUTES: { name: string; path: string; check: (page: Page) => Promise<void> }[] = [
  {
    name: 'home',
    path: '/',
    check: async (page) => {
      await expect(page.title()).resolves.toBe('Vanya Naturals - Natural, Vegan Skincare and Haircare');
      const h1 = page.getByRole('heading', { level: 1 });
      await eventually(() => h1.textContent()).toBe('Natural, vegan skincare and haircare');
      for (const claim of ['Cruelty Free', 'Vegan']) {
        await eventually(() => page.getByText(claim, { exact: true }).count()).toBeGreaterThan(0);
      }
      await renderWholePage(page);
      for (const heading of [
        'Top Selling Products',
        'Shop by Category',
        'Customer Reviews',
        'From Our Blog',
      ]) {
        await page.getByRole('heading', { name: heading }).waitFor();
      }
      await visible(page, 'Get upto 25% off').waitFor();
      await eventually(() => page.getByText('Verified Buyer').count()).toBeGreaterThan(0);
      await eventually(() =>
        page.getByRole('link', { name: 'View All top selling products' }).getAttribute('href'),
      ).toBe('/top-selling-products');
      await eventually(() =>
        page.getByRole('link', { name: 'View All blog articles' }).getAttribute('href'),
      ).toBe('/blog');
      await eventually(() => page.getByRole('link', { name: /Build Your Bundle/ }).getAttribute('href')).toBe(
        '/build-your-bundle',
      );
      await eventually(() => page.getByRole('link', { name: /Read our story/ }).getAttribute('href')).toBe(
        '/about-us',
      );
      const blogLinks = await page
        .getByRole('region', { name: 'From Our Blog' })
        .locator('h3 a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(blogLinks).toHaveLength(3);
      for (const href of blogLinks) expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
      // No reels source is configured, so the strip is not rendered.
      await eventually(() => page.getByRole('heading', { name: 'Follow Us on Instagram' }).count()).toBe(0);
    },
  },
  {
    name: 'top-selling',
    path: '/top-selling-products',
    check: async (page) => {
      await expect(page.title()).resolves.toBe('Top Selling Products - Vanya Naturals');
      await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Top Selling Products',
      );
      await eventually(() => page.locator('main ul article').count()).toBe(topSelling.length);
      await page.getByRole('heading', { name: 'Our Reviews' }).waitFor();
      await eventually(() => page.getByText('- Verified Buyer').count()).toBeGreaterThan(0);
    },
  },
  {
    name: 'category',
    path: '/category/skin-care',
    check: async (page) => {
      await expect(page.title()).resolves.toBe(
        'Natural Ayurvedic Skin Care Products Online | Vanya Naturals',
      );
      await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Skin Care');
      for (const group of skinCareGroups) {
        await page.getByRole('heading', { level: 2, name: group.name }).waitFor();
        await eventually(() =>
          page.getByRole('link', { name: `View All ${group.name}`, exact: true }).getAttribute('href'),
        ).toBe(`/category/skin-care/${group.slug}`);
      }
      await page.getByLabel('Jump to a sub-category').waitFor();
    },
  },
  {
    name: 'sub-category',
    path: '/category/skin-care/serum',
    check: async (page) => {
      await expect(page.title()).resolves.toBe('Serum - Skin Care - Vanya Naturals');
      await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Serum');
      const crumbs = await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent();
      expect(crumbs?.replace(/\s*\/\s*/g, ' / ')).toBe('Home / Skin Care / Serum');
      await page.getByLabel('Sort by').waitFor();
      const serums = skinCareGroups.find((group) => group.slug === 'serum')?.products ?? [];
      await eventually(() => page.locator('main ul article').count()).toBe(serums.length);
      await page.getByRole('heading', { name: 'Let customers speak for us' }).waitFor();
      await eventually(() => page.getByText('- Verified Buyer').count()).toBeGreaterThan(0);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.some((text) => text.includes('BreadcrumbList'))).toBe(true);
    },
  },
];

describe('home, top selling and category listings', () => {
  for (const route of ROUTES) {
    it.each(Object.entries(WIDTHS))(`shows ${route.name} at %s width`, async (widthName, width) => {
      const { page, context, errors, status } = await open(route.path, width);
      expect(status).toBe(200);
      await route.check(page);
      await loadLazyImages(page);
      await screenshot(page, `${route.name}-${widthName}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it.each(Object.entries(WIDTHS))(
    'loads only the hero image of the screen in use, with high priority, at %s width',
    async (widthName, width) => {
      const { page, context } = await open('/', width);
      const heroes = await page
        .locator('section[aria-roledescription="carousel"][aria-label^="Featured"]')
        .evaluateAll((sections) =>
          sections.map((section) => {
            const img = section.querySelector('img') as HTMLImageElement;
            return {
              label: section.getAttribute('aria-label'),
              shown: getComputedStyle(section).display !== 'none',
              src: img.currentSrc,
              priority: img.getAttribute('fetchpriority'),
            };
          }),
        );
      const shown = heroes.filter((hero) => hero.shown);
      expect(shown).toHaveLength(1);
      expect(shown[0]?.label).toContain(widthName === 'mobile' ? 'mobile' : 'desktop');
      expect(shown[0]?.src).toContain('/uploads/carousel/');
      expect(shown[0]?.priority).toBe('high');
      expect(heroes.find((hero) => !hero.shown)?.src).toMatch(/^data:/);
      await context.close();
    },
  );

  it('sorts a sub-category listing by name and by price through the URL', async () => {
    const { page, context, errors } = await open('/category/skin-care/serum', WIDTHS.desktop);
    const read = () =>
      page.locator('main ul article').evaluateAll((cards) =>
        cards.map((card) => ({
          name: card.querySelector('h3 a')?.getAttribute('title') ?? '',
          price: Number((card.textContent ?? '').match(/₹([\d,]+)/)?.[1]?.replaceAll(',', '')),
        })),
      );
    const inOrder = <T>(items: T[], ok: (a: T, b: T) => boolean) =>
      items.slice(1).every((item, index) => ok(items[index] as T, item));
    const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

    const checks: Record<string, (items: { name: string; price: number }[]) => boolean> = {
      'a-z': (items) => inOrder(items, (a, b) => byName(a.name, b.name) <= 0),
      'z-a': (items) => inOrder(items, (a, b) => byName(a.name, b.name) >= 0),
      'l-h': (items) => inOrder(items, (a, b) => a.price <= b.price),
      'h-l': (items) => inOrder(items, (a, b) => a.price >= b.price),
    };
    const unsorted = await read();
    // Once hydrated, the form submits on change and its no-JavaScript Sort button goes away.
    await page.getByRole('button', { name: 'Sort', exact: true }).waitFor({ state: 'detached' });
    let items = unsorted;
    for (const [sort, check] of Object.entries(checks)) {
      await page.getByLabel('Sort by').selectOption(sort);
      await page.waitForURL((url) => url.searchParams.get('sort') === sort);
      // The URL changes as the navigation commits; React paints the new order just after.
      await expect
        .poll(
          async () => {
            items = await read();
            return check(items);
          },
          { message: `products in ${sort} order` },
        )
        .toBe(true);
      expect(items).toHaveLength(unsorted.length);
      expect(items.every((item) => item.name && item.price > 0)).toBe(true);
    }
    // The prices are not all equal, so the order really changed.
    expect(items[0]?.price).toBeGreaterThan(items.at(-1)?.price ?? 0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sorts without JavaScript through the GET form, with a shareable URL', async () => {
    const context = await (await launchBrowser()).newContext({
      baseURL: baseURL(),
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/category/skin-care/serum');
    await page.getByLabel('Sort by').selectOption('h-l');
    await page.getByRole('button', { name: 'Sort' }).click();
    await page.waitForURL(/sort=h-l/);
    const prices = await page
      .locator('main ul article')
      .evaluateAll((cards) =>
        cards.map((card) => Number((card.textContent ?? '').match(/₹([\d,]+)/)?.[1]?.replaceAll(',', ''))),
      );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await eventually(() => page.getByLabel('Sort by').inputValue()).toBe('h-l');
    await context.close();
  });

  it("shares the first desktop banner as the home page's picture, in the page's language", async () => {
    const banners = await api<{ image: string; targetDevice: string }[]>('/carousels?limit=20');
    const first = banners.body.find((item) => item.targetDevice === 'DESKTOP');
    if (!first) throw new Error('the demo shop has no desktop banner');
    const shared = async (path: string) => {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      return html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    };
    expect(await shared('/')).toBe(`${baseURL()}/uploads/${first.image}`);
    // The demo shop's banners are lettered, and each has a Hindi version.
    expect(await shared('/hi/')).toBe(`${baseURL()}/uploads/${first.image.replace(/\.webp$/, '.hi.webp')}`);
  });

  it('the sub-category dropdown scrolls to the matching section', async () => {
    const { page, context, errors } = await open('/category/skin-care', WIDTHS.mobile);
    const last = skinCareGroups.at(-1);
    if (!last) throw new Error('Skin care has no sub-categories in the demo shop');
    const sectionTop = () =>
      page.evaluate(
        (id) => document.getElementById(id)?.getBoundingClientRect().top ?? -1,
        `sub-${last.slug}`,
      );
    expect(await sectionTop()).toBeGreaterThan(844);
    // The carousels' arrows render once hydrated, so the select's change handler is in place.
    await page.locator('button[aria-label="Next slides"]').first().waitFor({ state: 'attached' });
    await page.getByLabel('Jump to a sub-category').selectOption(last.slug);
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    }, `sub-${last.slug}`);
    await page.getByRole('heading', { level: 2, name: last.name }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    '/category/no-such-category',
    '/category/skin-care/no-such-sub-category',
    '/category/hair-care/serum',
  ])('answers 404 for %s', async (path) => {
    const { page, context, errors, status } = await open(path, WIDTHS.desktop);
    expect(status).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(exceptExpected404(errors)).toEqual([]);
    await context.close();
  });
});

/**
 * A short real video, recorded in Chromium itself from a canvas (WebM, VP8), and a PNG of its last frame for the
 * poster: the machine has no encoder, and a reel that cannot play could not show that the strip plays and pauses.
 */
async function recordReel(page: Page): Promise<{ webm: Buffer; png: Buffer }> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 90;
    canvas.height = 160;
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    for (let frame = 0; frame < 10; frame++) {
      if (context) {
        context.fillStyle = `hsl(${frame * 36}, 60%, 50%)`;
        context.fillRect(0, 0, 90, 160);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    recorder.stop();
    await stopped;
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return {
      webm: [...new Uint8Array(await new Blob(chunks).arrayBuffer())],
      png: [...new Uint8Array(await (png ?? new Blob()).arrayBuffer())],
    };
  });
  return { webm: Buffer.from(bytes.webm), png: Buffer.from(bytes.png) };
}

describe('the Instagram reels strip', () => {
  const reelIds: string[] = [];
  let token = '';
  let video = '';
  let poster = '';

  // After the listings above, which check that the home page has no strip while no reels are set up.
  beforeAll(async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    await loginAsAdmin(page);
    token = await pageToken(page);
    const upload = async (data: Buffer, type: string, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)], { type }), name);
      const res = await fetch(`${baseURL()}/api/v1/admin/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return ((await res.json()) as { body: { file: string } }).body.file;
    };
    const reel = await recordReel(page);
    video = await upload(reel.webm, 'video/webm', 'reel.webm');
    poster = await upload(reel.png, 'image/png', 'reel.png');
    for (let n = 1; n <= 6; n++) {
      const created = await fetch(`${baseURL()}/api/v1/admin/instagramReels`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ video, poster, permalink: `https://www.instagram.com/reel/e2e${n}/` }),
      }).then((res) => res.json() as Promise<{ body: { _id: string } }>);
      reelIds.push(created.body._id);
    }
    await context.close();
  });
  afterAll(async () => {
    for (const id of reelIds) {
      await fetch(`${baseURL()}/api/v1/admin/instagramReels/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    }
  });

  it.each(Object.entries(WIDTHS))(
    'requests no reel until the strip nears the viewport, then plays them muted and looping only while on screen, at %s width',
    async (widthName, width) => {
      const { page, context, errors } = await openPage(width);
      const requested: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === `/uploads/${video}` || path === `/uploads/${poster}`) requested.push(path);
      });
      // The shop answers /instagramReels from its catalog cache for a while after the reels changed.
      await eventually(async () => {
        await page.goto('/', { waitUntil: 'networkidle' });
        return page.getByRole('heading', { name: 'Follow Us on Instagram' }).count();
      }).toBe(1);
      const videos = page.getByRole('region', { name: 'Follow Us on Instagram' }).locator('video');
      await eventually(() => videos.count()).toBe(6);
      // Loaded and idle at the top of the page: not a poster, not a byte of video.
      expect(requested).toEqual([]);
      expect(await videos.evaluateAll((all) => all.filter((v) => v.hasAttribute('src')).length)).toBe(0);

      await page.getByRole('heading', { name: 'Follow Us on Instagram' }).scrollIntoViewIfNeeded();
      await eventually(() => requested.includes(`/uploads/${poster}`)).toBe(true);
      await eventually(() => requested.includes(`/uploads/${video}`)).toBe(true);
      const first = videos.first();
      await eventually(() => first.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(
        true,
      );
      expect(
        await first.evaluate((v: HTMLVideoElement) => ({
          muted: v.muted,
          loop: v.loop,
          playsInline: v.playsInline,
        })),
      ).toEqual({ muted: true, loop: true, playsInline: true });
      for (let n = 1; n <= 6; n++) {
        await eventually(() =>
          page
            .getByRole('link', { name: `Watch reel ${n} of 6 on Instagram (opens in a new tab)` })
            .getAttribute('href'),
        ).toBe(`https://www.instagram.com/reel/e2e${n}/`);
      }
      await screenshot(page, `reels-strip-${widthName}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Scrolled away, every reel pauses.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await eventually(() =>
        videos.evaluateAll((all) => all.every((v) => (v as HTMLVideoElement).paused)),
      ).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('shows the posters without playing for a shopper who asks for reduced motion', async () => {
    const { page, context, errors } = await openPage(WIDTHS.mobile);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await eventually(async () => {
      await page.goto('/', { waitUntil: 'networkidle' });
      return page.getByRole('heading', { name: 'Follow Us on Instagram' }).count();
    }).toBe(1);
    await page.getByRole('heading', { name: 'Follow Us on Instagram' }).scrollIntoViewIfNeeded();
    await eventually(() => requested.includes(`/uploads/${poster}`)).toBe(true);
    await page.waitForLoadState('networkidle');
    const videos = page.getByRole('region', { name: 'Follow Us on Instagram' }).locator('video');
    expect(await videos.evaluateAll((all) => all.every((v) => (v as HTMLVideoElement).paused))).toBe(true);
    expect(requested).not.toContain(`/uploads/${video}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
