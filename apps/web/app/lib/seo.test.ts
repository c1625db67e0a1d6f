import { brand } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, organizationJsonLd, originFromMatches, seo } from './seo.ts';

const origin = 'https://shop.example';

describe('seo', () => {
  it('gives a Hindi page its own canonical, and every page both languages and English as x-default', () => {
    const tags = seo({
      title: 'सीरम',
      description: 'एक सीरम',
      path: '/product/serum',
      origin,
      language: 'hi',
    });
    const links = tags as { rel?: string; hrefLang?: string; href?: string }[];
    const link = (rel: string, hrefLang?: string) =>
      links.find((tag) => tag.rel === rel && tag.hrefLang === hrefLang)?.href;
    expect(link('canonical')).toBe(`${origin}/hi/product/serum`);
    expect(link('alternate', 'en-IN')).toBe(`${origin}/product/serum`);
    expect(link('alternate', 'hi-IN')).toBe(`${origin}/hi/product/serum`);
    expect(link('alternate', 'x-default')).toBe(`${origin}/product/serum`);
    expect(tags).toContainEqual({ property: 'og:locale', content: 'hi_IN' });
    expect(tags).toContainEqual({ property: 'og:url', content: `${origin}/hi/product/serum` });
  });

  it('makes the canonical and Open Graph addresses absolute, and wraps JSON-LD in its context', () => {
    const tags = seo({
      title: 'Serum',
      description: 'A serum',
      path: '/product/serum',
      origin,
      image: 'products/serum.webp',
      jsonLd: [{ '@type': 'Product' }],
    });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${origin}/product/serum` });
    expect(tags).toContainEqual({ property: 'og:image', content: `${origin}/uploads/products/serum.webp` });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({
      'script:ld+json': { '@context': 'https://schema.org', '@type': 'Product' },
    });
  });

  it('uses the small card and no image tag for a page without a picture', () => {
    const tags = seo({ title: 'Cart', description: 'Your cart', path: '/cart', origin });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(tags.some((tag) => 'property' in tag && tag.property === 'og:image')).toBe(false);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute addresses', () => {
    expect(
      breadcrumbJsonLd(origin, [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${origin}/blog` },
      ],
    });
  });
});

describe('organizationJsonLd', () => {
  it('describes the brand with its address, contact point and logo on the given origin', () => {
    const organization = organizationJsonLd(origin) as Record<string, any>;
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: brand.name,
      url: `${origin}/`,
      logo: { url: `${origin}/uploads/brand/logo.svg` },
      address: { postalCode: brand.address.pincode, addressCountry: 'IN' },
      contactPoint: { contactType: 'customer service', email: brand.email },
    });
    expect(organization.founder).toHaveLength(brand.founders.length);
  });
});

describe('originFromMatches', () => {
  it("reads the root loader's origin, and falls back to none", () => {
    expect(originFromMatches([{ id: 'root', loaderData: { origin } }, { id: 'routes/home' }])).toBe(origin);
    expect(originFromMatches([undefined, { id: 'routes/home' }])).toBe('');
  });
});
