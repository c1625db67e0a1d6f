import { brand, DEFAULT_LANGUAGE, LANGUAGES, type Language, LOCALE_OF } from '@shop/shared';
import type { MetaDescriptor } from 'react-router';
import { englishPath, localizePath } from '#app/i18n/languages.ts';
import { uploadUrl } from './api.ts';

export interface SeoInput {
  title: string;
  description: string;
  /** English path of the page, e.g. `/product/kumkumadi-glow-face-serum`; made absolute with the origin. */
  path: string;
  /** Origin from the root loader (`useLayoutData().origin`, or `matches` in meta). */
  origin: string;
  /** The page's language (`languageFromMatches(matches)` in meta): its canonical address is in it. */
  language?: Language;
  /** Uploaded image file (relative to /uploads) for Open Graph. */
  image?: string | null;
  type?: 'website' | 'product' | 'article';
  /** JSON-LD objects (Product, BreadcrumbList, BlogPosting...). */
  jsonLd?: object[];
}

/**
 * Title, description, canonical link, language alternates, Open Graph and JSON-LD for a route's `meta` export.
 * docs/i18n.md#seo: the canonical is the page in its own language; every language's version is an alternate, and
 * English is the x-default.
 */
export function seo({
  title,
  description,
  path,
  origin,
  language = DEFAULT_LANGUAGE,
  image,
  type = 'website',
  jsonLd = [],
}: SeoInput): MetaDescriptor[] {
  const url = `${origin}${localizePath(path, language)}`;
  const english = `${origin}${englishPath(path)}`;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...LANGUAGES.map((other) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: LOCALE_OF[other],
      href: `${origin}${localizePath(path, other)}`,
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: english },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: LOCALE_OF[language].replace('-', '_') },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (image) descriptors.push({ property: 'og:image', content: `${origin}${uploadUrl(image)}` });
  for (const data of jsonLd)
    descriptors.push({ 'script:ld+json': { '@context': 'https://schema.org', ...data } });
  return descriptors;
}

/** The origin saved by the root loader, read inside a `meta` function. */
export function originFromMatches(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? '';
}

/** The page's language saved by the root loader, read inside a `meta` function. */
export function languageFromMatches(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): Language {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    | { language?: Language }
    | undefined;
  return root?.language ?? DEFAULT_LANGUAGE;
}

/** schema.org BreadcrumbList for a trail of `{ name, path }`. */
export function breadcrumbJsonLd(origin: string, items: { name: string; path: string }[]): object {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}

/**
 * schema.org Organization for the shop: one description wherever a page names the shop (the home page, About
 * Us, Contact Us, an article's publisher), so search engines never see two versions of it.
 */
export function organizationJsonLd(origin: string): object {
  return {
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.legalName,
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: `${origin}${uploadUrl('brand/logo.svg')}` },
    email: brand.email,
    telephone: brand.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${brand.address.line1}, ${brand.address.line2}`,
      addressLocality: brand.address.city,
      addressRegion: brand.address.state,
      postalCode: brand.address.pincode,
      addressCountry: 'IN',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: brand.email,
      telephone: brand.phone,
      areaServed: 'IN',
      availableLanguage: ['English', 'Hindi'],
    },
    founder: brand.founders.map((founder) => ({
      '@type': 'Person',
      name: founder.name,
      jobTitle: founder.title,
    })),
    sameAs: Object.values(brand.social),
  };
}

/** `{page title} - {brand}` as docs/product.md#screens names pages. */
export const pageTitle = (title: string) => `${title} - ${brand.name}`;

/** The meta of a page behind a login or after a purchase: its title, and nothing for search engines. */
export function privatePageMeta(title: string): MetaDescriptor[] {
  return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }];
}
