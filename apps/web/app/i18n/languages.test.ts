import { describe, expect, it } from 'vitest';
import { acceptLanguage, englishPath, languageOfPath, localizePath } from './languages.ts';

describe('language paths', () => {
  it('reads the language from the first path segment only', () => {
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/hi/')).toBe('hi');
    expect(languageOfPath('/hi/product/neem-soap')).toBe('hi');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/hindi-herbs')).toBe('en');
    expect(languageOfPath('/blog/hi')).toBe('en');
  });

  it('puts a path in either language, keeping query and hash', () => {
    expect(localizePath('/', 'hi')).toBe('/hi/');
    expect(localizePath('/cart?coupon=X#top', 'hi')).toBe('/hi/cart?coupon=X#top');
    expect(localizePath('/hi/cart?coupon=X', 'en')).toBe('/cart?coupon=X');
    expect(localizePath('/hi', 'en')).toBe('/');
    expect(localizePath('/hi?page=2', 'en')).toBe('/?page=2');
    expect(localizePath('/hi/blog', 'hi')).toBe('/hi/blog');
    expect(englishPath('/hindi-herbs')).toBe('/hindi-herbs');
  });

  it('leaves other sites, anchors, the back office, the API and uploads alone', () => {
    for (const path of [
      '#top',
      'mailto:care@example.in',
      'https://instagram.com/x',
      '//cdn.example/x',
      '/admin/orders',
      '/api/v1/products',
      '/uploads/a.webp',
    ])
      expect(localizePath(path, 'hi')).toBe(path);
  });

  it('asks the API for the page language', () => {
    expect(acceptLanguage('hi')).toBe('hi-IN');
    expect(acceptLanguage('en')).toBe('en-IN');
  });
});
