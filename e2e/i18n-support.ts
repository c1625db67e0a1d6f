import { type AddressInput, brand } from '@shop/shared';
import type { BrowserContext, Page } from 'playwright-core';
import en from '../apps/web/app/i18n/messages/en/index.ts';
import hi from '../apps/web/app/i18n/messages/hi/index.ts';
import routes from '../apps/web/app/routes.ts';
import { watchPage } from './support.ts';

/** The Hindi tests' shopper's delivery address, typed in Latin letters as most shoppers type it. */
export const SHOPPER_ADDRESS: AddressInput = {
  firstName: 'Ananya',
  lastName: 'Iyer',
  mobile: '9876543210',
  email: 'ananya@example.com',
  address: '12 Lake Palace Road',
  locality: 'Near Gulab Bagh',
  city: 'Udaipur',
  state: 'Rajasthan',
  pincode: '313001',
  country: 'India',
  addressType: 'HOME',
};

// docs/i18n.md#the-hindi-sweep: what the sweep of every Hindi page reads and how it judges what it reads.

interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/**
 * The pages of the storefront in a language, straight from routes.ts: every route without children under
 * `<language>/`, as its full path pattern (`/hi/product/:slug`, `/hi/*`). A page added to the storefront is here
 * the moment it is in routes.ts.
 */
export function storefrontPages(language: string): { id: string; path: string }[] {
  const walk = (entries: RouteEntry[], base: string): { id: string; path: string }[] =>
    entries.flatMap((entry) => {
      const path = entry.path === undefined ? base : `${base}/${entry.path}`.replace(/\/{2,}/g, '/');
      if (entry.children?.length) return walk(entry.children, path);
      return [{ id: entry.id ?? '', path: entry.index ? path || '/' : path }];
    });
  return walk(routes as RouteEntry[], '').filter(({ id }) => id.startsWith(`${language}/`));
}

/** Every text of a catalog as [dotted key, text]; arrays count as branches. */
function entries(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value as object, `${prefix}${key}.`),
  );
}

/** `text` as a regular expression matching it literally. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English catalog's texts a Hindi page must not show, each as a whole-word pattern: every namespace flattened,
 * less the texts the Hindi catalog writes the same (names such as `English`) and the names of the states (an
 * address shows what the shopper typed). A text is cut where a placeholder or a tag splits it, since the page
 * shows each piece apart; pieces of fewer than four letters (`of`, `in`, `₹`) say nothing and are left out.
 */
export function englishCatalogTexts(): { key: string; text: string; pattern: RegExp }[] {
  const found = new Map<string, { key: string; text: string; pattern: RegExp }>();
  for (const namespace of Object.keys(en) as (keyof typeof en)[]) {
    const hindi = new Map(entries(hi[namespace]));
    for (const [key, english] of entries(en[namespace])) {
      if (hindi.get(key) === english || key.startsWith('states.')) continue;
      for (const piece of english.split(/{{\w+}}|<\/?\w+\s*\/?>/)) {
        const text = piece.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
        if (text.replace(/[^A-Za-z]/g, '').length < 4 || found.has(text)) continue;
        if (ALLOWED_LATIN.some((allowed) => allowed.test(text) && text.replace(allowed, '').trim() === ''))
          continue;
        found.set(text, {
          key: `${namespace}:${key}`,
          text,
          pattern: new RegExp(`(^|[^A-Za-z])${literal(text)}($|[^A-Za-z])`),
        });
      }
    }
  }
  return [...found.values()];
}

/**
 * Latin words a Hindi page may show, each with its reason. Keep this short: anything else in Latin letters is
 * either a text to translate or English content to mark with `lang="en-IN"`.
 */
export const ALLOWED_LATIN: RegExp[] = [
  // The brand, its registered name and its short name (the Hindi catalog's `Vanya जर्नल`), and the services and
  // card networks the shopper meets by name (docs/i18n.md: brand names stay in Latin letters).
  new RegExp(
    `${literal(brand.legalName)}|${literal(brand.name)}|\\b${literal(brand.name.split(' ')[0] ?? '')}\\b`,
    'g',
  ),
  /\b(Razorpay|WhatsApp|Instagram|Facebook|LinkedIn|Visa|VISA|Mastercard)\b/g,
  // Initialisms Hindi writes in Latin letters too: the login code, the tax, payments, the sun filter's ratings,
  // the card and bank codes and the web's; STOP is the word a shopper texts back to stop SMS.
  /\b(OTP|SMS|GST|GSTIN|UPI|CVV|IFSC|PCI DSS|HTTPS|SPF|PA\+*|UVA|UVB|pH|STOP)(?![A-Za-z])/g,
  // Units of a size (`15 ml`, `100 g`).
  /\b\d+(\.\d+)?\s?(ml|g|kg|l|L)\b/g,
];
/** A text less the Latin words the sweep allows (`Vanya Naturals` is no English `Vanya`). */
export function withoutAllowed(text: string): string {
  return ALLOWED_LATIN.reduce((left, allowed) => left.replace(allowed, ' '), text);
}

/**
 * What a page shows in Latin letters that the sweep has no reason for: e-mail addresses, web addresses and
 * identifiers (order numbers, SKUs, GSTIN) are data, not words, and go first, then the allowed words; elements
 * marked as English (`lang="en…"`) are not read at all. Returns each run of words left, as it reads.
 */
export function englishRuns(texts: string[], alsoAllowed: string[] = []): string[] {
  const runs = new Set<string>();
  for (const raw of texts) {
    let text = raw
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
      .replace(/(https?:\/\/)?([a-z0-9-]+\.)+(in|com|org|gov\.in)\b\S*/g, ' ')
      // Identifiers: letters and digits joined by dashes or slashes, or capitals with digits (VN-1001, 08AAKCV4821M1Z3).
      .replace(/\b[A-Z0-9]+([-/][A-Z0-9]+)+\b/g, ' ')
      .replace(/\b(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6,}\b/g, ' ');
    for (const name of alsoAllowed) text = text.replaceAll(name, ' ');
    text = withoutAllowed(text);
    for (const match of text.matchAll(/[A-Za-z][A-Za-z'’&.-]*(?:[\s,:;!?()&-]+[A-Za-z][A-Za-z'’&.-]*)*/g)) {
      const run = match[0].trim();
      // A lone letter (a list's `a)`, an `x` between sizes) is not a word.
      if (run.replace(/[^A-Za-z]/g, '').length < 2) continue;
      // A short run says little alone: the text around it tells where it is.
      runs.add(run.length < 25 && raw.length > run.length ? `${run} ‹${raw.slice(0, 60)}›` : run);
    }
  }
  return [...runs];
}

/**
 * Every text of the page a shopper can see or hear: visible text nodes (screen-reader-only ones included, as
 * they are read aloud), the accessible texts of attributes (`aria-label`, `alt`, `title`, `placeholder`) and the
 * values of read-only fields.
 * Whatever sits in an element marked English (`lang="en…"`: the language switcher's name, a review written in
 * English) is left out, since it is said to be English.
 */
export function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const english = (element: Element | null) =>
      Boolean(element?.closest('[lang]')?.getAttribute('lang')?.toLowerCase().startsWith('en'));
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: false }) ||
      Boolean(element.closest('.sr-only'));
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (!text || !parent || parent.closest('script, style, template, noscript')) continue;
      if (english(parent) || !shown(parent)) continue;
      found.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (english(element) || !shown(element)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const text = element.getAttribute(name)?.trim();
        if (text) found.push(text);
      }
    }
    // A read-only field's value is the shop's text, not the shopper's (the address form's country).
    for (const field of document.body.querySelectorAll<HTMLInputElement>('input[readonly]')) {
      if (!english(field) && shown(field) && field.value.trim()) found.push(field.value.trim());
    }
    return found;
  });
}

/** The shop's own links on the page that lead out of Hindi; the language switcher's (marked `hreflang`) aside. */
export function linksOutOfHindi(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]:not([hreflang])')]
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => !/^\/(hi([/?#]|$)|admin([/?#]|$)|api\/|uploads\/)/.test(href)),
  );
}

/** The elements wider than the screen, each as `tag.class (right edge px)`, deepest first: what to fix. */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5 && element.children.length === 0;
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')} "${element.textContent?.trim().slice(0, 40)}" (${Math.round(element.getBoundingClientRect().right)} px)`,
      );
  });
}

/**
 * Loads the images a visitor would see on scrolling: lazy images below the fold never load in a full-page
 * screenshot, which would then show empty cards where the page has pictures.
 */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? null
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    );
  });
}

/** A new tab in a shared context, set up as `openPage` sets its own (waits for hydration, collects errors). */
export async function newTab(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  return { page, errors: watchPage(page) };
}
