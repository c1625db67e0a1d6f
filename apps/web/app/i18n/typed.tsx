import type { Language } from '@shop/shared';
import type { ReactNode } from 'react';
import { useLanguage } from './i18n.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;

/**
 * The `lang` of something a person typed (a review, a shopper's name or address) shown on a page of `language`:
 * `en-IN` for Latin letters on a Hindi page, so screen readers read it with English rules rather than Hindi ones,
 * and nothing otherwise (Devanagari on a Hindi page, anything on an English one). It is the writer's own words:
 * it is marked, never translated (docs/i18n.md#what-people-type).
 */
export function typedLang(text: string | null | undefined, language: Language): { lang?: 'en-IN' } {
  if (language === 'en' || !text || DEVANAGARI.test(text) || !LATIN.test(text)) return {};
  return { lang: 'en-IN' };
}

/** A typed text in a span marked as `typedLang` says; the span is left out when there is nothing to mark. */
export function Typed({ children, className }: { children?: ReactNode; className?: string }) {
  const language = useLanguage();
  const text = typeof children === 'string' ? children : [children].flat().join('');
  const lang = typedLang(text, language);
  if (!lang.lang && !className) return <>{children}</>;
  return (
    <span {...lang} className={className}>
      {children}
    </span>
  );
}
