import { brand } from '@shop/shared';
import type { MetaDescriptor } from 'react-router';
import { uploadUrl } from './api.ts';

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, e.g. `/product/kumkumadi-glow-face-serum`; made absolute with the origin. */
  path: string;
  /** Origin from the root loader (`useLayoutData().origin`, or `matches` in meta). */
  origin: string;
  /** Uploaded image file (relative to /uploads) for Open Graph. */
  image?: string | null;
  type?: 'website' | 'product' | 'article';
  /** JSON-LD objects (Product, BreadcrumbList, BlogPosting...). */
  jsonLd?: object[];
}

/** Title, description, canonical link, Open Graph and JSON-LD for a route's `meta` export. */
export function seo({
  title,
  description,
  path,
  origin,
  image,
  type = 'website',
  jsonLd = [],
}: SeoInput): MetaDescriptor[] {
  const url = `${origin}${path}`;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: 'en_IN' },
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
