import { brand } from '@shop/shared';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { POLICY_SLUGS, policyFor } from './policies.ts';

// What may stay in Latin letters on a Hindi policy: names, statutes' and standards' abbreviations, and the markers
// shoppers type or see as they are (STOP, IFSC). The registered address is written in Devanagari.
const LATIN_ALLOWED = [
  brand.name,
  brand.legalName,
  brand.email,
  'consumerhelpline.gov.in',
  'WhatsApp',
  'Razorpay',
  'PCI DSS',
  'HTTPS',
  'CVV',
  'UPI',
  'GST',
  'SMS',
  'IFSC',
  'STOP',
];

/** The visible text of a piece of a policy, rendered as the page renders it (links need a router). */
function textOf(node: ReactNode): string {
  const html = renderToStaticMarkup(createElement(MemoryRouter, null, node));
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function leftoverLatin(text: string): string[] {
  const stripped = [...LATIN_ALLOWED]
    .sort((a, b) => b.length - a.length)
    .reduce((rest, allowed) => rest.split(allowed).join(' '), text);
  return stripped.match(/[A-Za-z]+/g) ?? [];
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe('policies', () => {
  it.each(POLICY_SLUGS)('%s has a Hindi version with the same sections under the same anchors', (slug) => {
    const en = policyFor(slug, 'en');
    const hi = policyFor(slug, 'hi');
    expect(en).toBeDefined();
    expect(hi).toBeDefined();
    expect(hi?.sections.map((section) => section.id)).toEqual(en?.sections.map((section) => section.id));
  });

  it.each(POLICY_SLUGS)('%s reads in Hindi, with Latin letters only for names and abbreviations', (slug) => {
    const en = policyFor(slug, 'en');
    const hi = policyFor(slug, 'hi');
    if (!en || !hi) throw new Error(`${slug} is missing`);
    const pieces: [string, string, string][] = [
      ['title', hi.title, en.title],
      ['description', hi.description, en.description],
      ['intro', textOf(hi.intro), textOf(en.intro)],
      ...hi.sections.flatMap((section, index): [string, string, string][] => [
        [`${section.id} title`, section.title, en.sections[index]?.title ?? ''],
        [`${section.id} body`, textOf(section.body), textOf(en.sections[index]?.body)],
      ]),
    ];
    for (const [where, text, english] of pieces) {
      expect(text, where).toMatch(DEVANAGARI);
      expect(text, where).not.toBe(english);
      expect(leftoverLatin(text), where).toEqual([]);
    }
  });

  it('keeps the Hindi description within what search engines show', () => {
    for (const slug of POLICY_SLUGS)
      expect(policyFor(slug, 'hi')?.description.length).toBeLessThanOrEqual(200);
  });

  it('keeps every link, placeholder and contact of the English policy in the Hindi one', () => {
    const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]).sort();
    const marks = (html: string) => html.match(/<mark/g)?.length ?? 0;
    for (const slug of POLICY_SLUGS) {
      const render = (language: 'en' | 'hi') => {
        const policy = policyFor(slug, language);
        return renderToStaticMarkup(
          createElement(MemoryRouter, null, policy?.intro, ...(policy?.sections.map((s) => s.body) ?? [])),
        );
      };
      expect(hrefs(render('hi')), slug).toEqual(hrefs(render('en')));
      expect(marks(render('hi')), slug).toBe(marks(render('en')));
    }
  });

  it('is undefined for a slug that is not a policy', () => {
    expect(policyFor('about-us', 'hi')).toBeUndefined();
    expect(policyFor('constructor', 'en')).toBeUndefined();
  });
});
