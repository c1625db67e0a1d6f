import { formatINR, shownPrice } from '@shop/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductSize, ProductSummary } from '../apps/web/app/lib/types.ts';
import {
  apiLogin,
  baseURL,
  closeBrowser,
  eventually,
  freshMobile,
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  WIDTHS,
  withDetails,
} from './support.ts';

let products: Product[] = [];
/** In stock, several sizes, rated: the page with every part shown. */
let featured: Product;
/** A size of `featured` other than the base one, in stock. */
let otherSize: ProductSize;
/** A product with more than one page (9) of reviews. */
let manyReviews: Product;

beforeAll(async () => {
  await launchBrowser();
  const res = await fetch(`${baseURL()}/api/v1/products?limit=0`);
  products = await withDetails(((await res.json()) as { body: ProductSummary[] }).body);
  const found = products.find((p) => !p.outOfStock && p.sizes.length > 1 && p.totalReviews > 0);
  if (!found) throw new Error('The demo shop has no in-stock product with several sizes and reviews');
  featured = found;
  // Tests below depend on these; demo data without them must fail here, not let the tests pass unchecked.
  const other = featured.sizes.find((size) => !size.isBase && !size.outOfStock);
  if (!other) throw new Error(`${featured.slug} has no size in stock besides its base size`);
  otherSize = other;
  const many = products.find((product) => product.totalReviews > 9);
  if (!many) throw new Error('The demo shop has no product with more than one page (9) of reviews');
  manyReviews = many;
});
afterAll(closeBrowser);

/** A signed-in shopper as far as the browser knows: a stored token (the API is not asked). */
const SIGNED_IN = JSON.stringify({ token: 'e2e-token', cart: [], bundleCart: [], shouldCartOpen: false });

async function open(path: string, width: number, { signedIn = false } = {}) {
  const opened = await openPage(width);
  if (signedIn) {
    await opened.context.addInitScript((user) => window.localStorage.setItem('user', user), SIGNED_IN);
  }
  await opened.page.goto(path, { waitUntil: 'networkidle' });
  return opened;
}

/** Logs a new shopper in through the API, reading the OTP from the console SMS outbox. */
const loginToken = () => apiLogin(freshMobile('8'));

const cartDialog = (page: Page) => page.locator('dialog[open]');

/**
 * Waits until the lightbox has finished opening or closing: gone, or open with its fade-in, a drag's spring back
 * and any other transition inside it done. A drag or a key press before that would race the animation.
 */
const lightboxSettled = (page: Page) =>
  page.waitForFunction(() => {
    const portal = document.querySelector('.yarl__portal');
    if (!portal) return true;
    return (
      portal.classList.contains('yarl__portal_open') && portal.getAnimations({ subtree: true }).length === 0
    );
  });
function base(product: Product): ProductSize {
  const size = product.sizes.find((candidate) => candidate.isBase) ?? product.sizes[0];
  if (!size) throw new Error(`${product.slug} has no sizes`);
  return size;
}

describe('product page', () => {
  it.each(Object.entries(WIDTHS))('shows every part of the product at %s width', async (name, width) => {
    const { page, context, errors } = await open(`/product/${featured.slug}`, width);
    await page.getByRole('heading', { level: 1, name: featured.name }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: 'Home' }).waitFor();
    await crumbs.getByRole('link', { name: featured.category.name }).waitFor();
    const price = formatINR(shownPrice(base(featured)));
    await page.locator('main').getByText(price).first().waitFor();
    for (const text of [
      'Vegan',
      'Sulfate Free',
      'Paraben Free',
      'Cruelty Free',
      'Dermatologically Tested',
      'No Perfume',
      'Reason To Love',
      'Benefits',
      'How To Use',
      'Customer Reviews',
    ]) {
      await page.locator('main').getByText(text, { exact: true }).first().waitFor();
    }
    await eventually(() => page.getByRole('button', { name: 'ADD TO CART' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Write A Review' }).waitFor();
    await eventually(() =>
      page.getByRole('radio', { name: new RegExp(featured.sizes[1]?.title ?? '') }).count(),
    ).toBe(1);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Product');
    expect(product.offers.priceCurrency).toBe('INR');
    expect(product.aggregateRating.reviewCount).toBe(featured.totalReviews);
    await screenshot(page, `product-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers 404 for an unknown product', async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    const response = await page.goto('/product/no-such-product');
    expect(response?.status()).toBe(404);
    await context.close();
  });

  it('ADD TO CART opens the drawer with the line and totals; then the button reads GO TO CART', async () => {
    const { page, context, errors } = await open(`/product/${featured.slug}`, WIDTHS.mobile);
    const size = base(featured);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await eventually(() => page.getByLabel('Quantity', { exact: true }).inputValue()).toBe('2');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();

    const drawer = cartDialog(page);
    await drawer.getByRole('heading', { name: 'YOUR CART(2)' }).waitFor();
    await drawer.getByRole('link', { name: featured.name }).waitFor();
    await drawer.getByText(size.title).waitFor();
    const subtotal = drawer.locator('p', { hasText: 'Subtotal' });
    await eventually(() => subtotal.textContent()).toContain(formatINR(shownPrice(size) * 2));

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'GO TO CART' }).click();
    await drawer.getByRole('heading', { name: 'YOUR CART(2)' }).waitFor();
    await page.keyboard.press('Escape');

    // The server renders ADD TO CART; the stored cart turns it into GO TO CART without a hydration error.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'GO TO CART' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('another size has its own price and its own cart line', async () => {
    const { page, context } = await open(`/product/${featured.slug}`, WIDTHS.desktop);
    const other = otherSize;
    await page.getByRole('group', { name: /Size/ }).locator('label', { hasText: other.title }).click();
    await eventually(() => page.getByRole('radio', { name: new RegExp(other.title) }).isChecked()).toBe(true);
    const price = formatINR(shownPrice(other));
    await page.locator('main p').filter({ hasText: price }).first().waitFor();
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    const drawer = cartDialog(page);
    await drawer.getByRole('heading', { name: 'YOUR CART(1)' }).waitFor();
    await drawer.getByText(other.title).waitFor();
    await context.close();
  });

  it('the drawer changes quantities, removes at 1 on minus, and removes with the bin', async () => {
    const { page, context, errors } = await open(`/product/${featured.slug}`, WIDTHS.desktop);
    const size = base(featured);
    const unit = shownPrice(size);
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    const drawer = cartDialog(page);
    await drawer.getByRole('heading', { name: 'YOUR CART(1)' }).waitFor();
    const subtotal = drawer.locator('p', { hasText: 'Subtotal' });

    await drawer.getByRole('button', { name: `Increase quantity of ${featured.name}` }).click();
    await drawer.getByRole('heading', { name: 'YOUR CART(2)' }).waitFor();
    await eventually(() => subtotal.textContent()).toContain(formatINR(unit * 2));
    await drawer.getByRole('button', { name: `Decrease quantity of ${featured.name}` }).click();
    await drawer.getByRole('heading', { name: 'YOUR CART(1)' }).waitFor();
    await eventually(() => subtotal.textContent()).toContain(formatINR(unit));

    // At 1 the minus button removes the line.
    await drawer
      .getByRole('button', { name: `Remove ${featured.name}` })
      .first()
      .click();
    await drawer.getByText('Shopping Cart is Empty').waitFor();
    await drawer.getByRole('heading', { name: 'YOUR CART(0)' }).waitFor();

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await drawer.getByRole('heading', { name: 'YOUR CART(1)' }).waitFor();
    await drawer
      .getByRole('button', { name: `Remove ${featured.name}` })
      .last()
      .click();
    await drawer.getByText('Shopping Cart is Empty').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an out-of-stock product shows a disabled Out Of Stock button', async () => {
    const soldOut = products.find((product) => product.outOfStock);
    expect(soldOut).toBeDefined();
    const { page, context, errors } = await open(`/product/${soldOut?.slug}`, WIDTHS.mobile);
    const button = page.getByRole('button', { name: 'Out Of Stock' });
    await eventually(() => button.isDisabled()).toBe(true);
    await eventually(() => page.getByRole('button', { name: 'ADD TO CART' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the zoomable lightbox from the main image, loaded only then, and closes it on Escape', async () => {
    const { page, context, errors } = await open(`/product/${featured.slug}`, WIDTHS.desktop);
    const lightboxRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('product-lightbox')) lightboxRequests.push(request.url());
    });
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(scripts.filter((url) => url.includes('product-lightbox') || url.includes('review-form'))).toEqual(
      [],
    );

    await page.getByRole('button', { name: /zoomable full screen view/ }).click();
    const lightbox = page.locator('.yarl__container');
    await lightbox.waitFor();
    expect(lightboxRequests.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Zoom in' }).waitFor();
    await lightboxSettled(page);
    // Escape first leaves fullscreen when the browser entered it, then closes the lightbox.
    for (let attempt = 0; attempt < 3 && (await lightbox.count()) > 0; attempt++) {
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.fullscreenElement === null);
      await lightboxSettled(page);
    }
    await lightbox.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a long drag or a quick flick closes the lightbox; a short slow drag does not', async () => {
    const { page, context, errors } = await open(`/product/${featured.slug}`, WIDTHS.desktop);
    const lightbox = page.locator('.yarl__container');
    const drag = async (distance: number, stepDelayMs: number) => {
      await page.mouse.move(640, 400);
      await page.mouse.down();
      for (let step = 1; step <= 5; step++) {
        await page.mouse.move(640, 400 + (distance * step) / 5);
        // The drag's speed is what is tested (a flick is under 300 ms): this pause is the gesture, not a wait.
        if (stepDelayMs) await page.waitForTimeout(stepDelayMs);
      }
      await page.mouse.up();
      await lightboxSettled(page);
    };
    const openLightbox = async () => {
      await page.getByRole('button', { name: /zoomable full screen view/ }).click();
      await lightbox.waitFor();
      await lightboxSettled(page);
    };

    await openLightbox();
    await drag(120, 100);
    await eventually(() => lightbox.count()).toBe(1);
    await drag(220, 0);
    await eventually(() => lightbox.count()).toBe(0);

    await openLightbox();
    await drag(70, 0);
    await eventually(() => lightbox.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Load more fetches the next page of reviews', async () => {
    const many = manyReviews;
    const { page, context, errors } = await open(`/product/${many.slug}`, WIDTHS.desktop);
    const items = page.locator('#reviews > div:last-child li');
    await eventually(() => items.count()).toBe(9);
    await page.getByRole('button', { name: 'Load more' }).click();
    // The button reads 'Loading...' while the page is on its way: wait for the reviews, not for the label.
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(Math.min(many.totalReviews, 18));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('writing a review', () => {
  it('Write A Review sends a visitor to /login', async () => {
    const { page, context } = await open(`/product/${featured.slug}`, WIDTHS.mobile);
    await page.getByRole('button', { name: 'Write A Review' }).click();
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it('Write A Review opens the inline form for a signed-in shopper, which validates and reports the server', async () => {
    const { page, context, errors } = await open(`/product/${featured.slug}`, WIDTHS.desktop, {
      signedIn: true,
    });
    const toggle = page.getByRole('button', { name: 'Write A Review' });
    await toggle.click();
    const submit = page.getByRole('button', { name: 'Add Review' });
    await submit.waitFor();
    await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await submit.click();
    await page.getByText('Rating is a required field').waitFor();
    // Arrow keys move through the stars like any radio group.
    await page.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await eventually(() => page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await eventually(() => page.getByText('Rating is a required field').count()).toBe(0);
    await page.getByLabel('Your Review').fill('Lovely texture, my skin feels calm.');
    await page.getByLabel('Display Name').fill('Asha');
    await submit.click();
    // The made-up token is refused; the server's message shows as a toast.
    await page.locator('.Toastify__toast').first().waitFor();
    expect(errors.filter((error) => !/40[14]/.test(error))).toEqual([]);
    await context.close();
  });
});

describe('write-review page', () => {
  it.each(Object.entries(WIDTHS))(
    'shows the product and the form to a signed-in shopper at %s width',
    async (name, width) => {
      const { page, context, errors } = await open(`/reviews/add/${featured.slug}`, width, {
        signedIn: true,
      });
      await page.getByRole('heading', { level: 1, name: featured.name }).waitFor();
      await page.getByRole('button', { name: 'Add Review' }).waitFor();
      await eventually(() => page.getByRole('radio', { name: '5 stars' }).count()).toBe(1);
      await page.getByLabel('Your Review').waitFor();
      await page.getByLabel('Display Name').waitFor();
      await screenshot(page, `review-add-${name}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('puts server field errors on the form, and after a success keeps only product and display name', async () => {
    const { page, context, errors } = await open(`/reviews/add/${featured.slug}`, WIDTHS.mobile, {
      signedIn: true,
    });
    const sent: Record<string, unknown>[] = [];
    let answer: object = {
      status: 422,
      message: 'Please correct the review',
      errors: { reviewText: 'Review text looks like spam' },
    };
    await page.route('**/api/v1/productReviews/userReviews', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ json: answer });
    });
    await page.getByRole('button', { name: 'Add Review' }).waitFor();
    await page.getByRole('radio', { name: '5 stars' }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Your Review').fill('Works wonders on my dry skin.');
    await page.getByLabel('Display Name').fill('Asha R.');
    await page.getByRole('button', { name: 'Add Review' }).click();
    await page.getByText('Review text looks like spam').waitFor();
    await page.getByText('Please correct the review').waitFor();
    expect(sent[0]).toEqual({
      product: featured._id,
      rating: 5,
      displayName: 'Asha R.',
      reviewText: 'Works wonders on my dry skin.',
    });

    answer = { status: 200, message: 'Thank you! Your review will appear after moderation.' };
    await page.getByRole('button', { name: 'Add Review' }).click();
    await page.getByText('Your review will appear after moderation.').waitFor();
    await eventually(() => page.getByLabel('Your Review').inputValue()).toBe('');
    await eventually(() => page.getByRole('radio', { checked: true }).count()).toBe(0);
    await eventually(() => page.getByLabel('Display Name').inputValue()).toBe('Asha R.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in shopper posts a real review and is told it awaits moderation', async () => {
    const token = await loginToken();
    const { page, context, errors } = await openPage(WIDTHS.desktop);
    await context.addInitScript(
      (user) => window.localStorage.setItem('user', user),
      JSON.stringify({ token, cart: [], bundleCart: [], shouldCartOpen: false }),
    );
    await page.goto(`/reviews/add/${featured.slug}`, { waitUntil: 'networkidle' });
    await page.getByRole('radio', { name: '4 stars' }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Your Review').fill('Gentle and fragrant, a little goes a long way.');
    await page.getByLabel('Display Name').fill('Meena K.');
    await page.getByRole('button', { name: 'Add Review' }).click();
    await page.locator('.Toastify__toast--success').waitFor();
    await eventually(() => page.getByLabel('Your Review').inputValue()).toBe('');
    await eventually(() => page.getByLabel('Display Name').inputValue()).toBe('Meena K.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a visitor to /login with the way back to the review form', async () => {
    const { page, context } = await open(`/reviews/add/${featured.slug}`, WIDTHS.mobile);
    const way = `/login?next=${encodeURIComponent(`/reviews/add/${featured.slug}`)}`;
    await page.waitForURL((url) => `${url.pathname}${url.search}` === way);
    await context.close();
  });

  it('answers 404 for an unknown product', async () => {
    const { page, context } = await openPage(WIDTHS.desktop);
    const response = await page.goto('/reviews/add/no-such-product');
    expect(response?.status()).toBe(404);
    await context.close();
  });
});
