import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './i18n.ts';

describe('languageFromAcceptLanguage', () => {
  it('takes the first preference only', () => {
    expect(languageFromAcceptLanguage('hi-IN')).toBe('hi');
    expect(languageFromAcceptLanguage('hi')).toBe('hi');
    expect(languageFromAcceptLanguage('HI-in,en;q=0.8')).toBe('hi');
    expect(languageFromAcceptLanguage('en-IN,hi;q=0.9')).toBe('en');
  });

  it('falls back to English for anything else', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
    expect(languageFromAcceptLanguage('ta-IN')).toBe('en');
    expect(languageFromAcceptLanguage('*')).toBe('en');
  });
});
