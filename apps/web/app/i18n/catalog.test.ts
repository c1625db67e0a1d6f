import { describe, expect, it } from 'vitest';
import en from './messages/en/index.ts';
import hi from './messages/hi/index.ts';

/** Every key of a namespace as a dotted path, with its text. */
function entries(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value as object, `${prefix}${key}.`),
  );
}

// Texts that are the same in both languages on purpose: names (the language's own name, brands, payment methods)
// written as the shopper sees them in either language.
const SAME_IN_BOTH = new Set([
  'common:language.en',
  'common:language.hi',
  'common:language.enShort',
  'common:language.hiShort',
  'account:whatsapp.title',
]);

describe('the Hindi catalog', () => {
  it('has exactly the namespaces and keys of the English one', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const namespace of Object.keys(en) as (keyof typeof en)[]) {
      const keys = (tree: object) =>
        entries(tree)
          .map(([key]) => key)
          .sort();
      expect(keys(hi[namespace]), namespace).toEqual(keys(en[namespace]));
    }
  });

  it('translates every text, apart from names that read the same', () => {
    const untranslated: string[] = [];
    for (const namespace of Object.keys(en) as (keyof typeof en)[]) {
      const hindi = new Map(entries(hi[namespace]));
      for (const [key, english] of entries(en[namespace])) {
        const id = `${namespace}:${key}`;
        if (hindi.get(key) === english && !SAME_IN_BOTH.has(id)) untranslated.push(id);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders of each English text', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    for (const namespace of Object.keys(en) as (keyof typeof en)[]) {
      const hindi = new Map(entries(hi[namespace]));
      for (const [key, english] of entries(en[namespace]))
        expect(placeholders(hindi.get(key) ?? ''), `${namespace}:${key}`).toEqual(placeholders(english));
    }
  });

  it('writes Hindi texts in Devanagari', () => {
    const latinOnly = entries(hi.common)
      .concat(entries(hi.home))
      .filter(([key, text]) => !/[\u0900-\u097F]/.test(text) && !SAME_IN_BOTH.has(`common:${key}`));
    expect(latinOnly).toEqual([]);
  });
});

describe('fixedT', () => {
  it('interpolates and picks Hindi and English plural forms', async () => {
    const { fixedT } = await import('./translator.ts');
    const hindi = fixedT<(typeof hi)['common']>('hi', hi, 'common');
    expect(hindi('cart.openWithCount', { count: 1 })).toBe('कार्ट खोलें, 1 सामान');
    expect(hindi('productCard.off', { percent: 20 })).toBe('20% छूट');
    const english = fixedT<(typeof en)['common']>('en', en, 'common');
    expect(english('cart.openWithCount', { count: 1 })).toBe('Open cart, 1 item');
    expect(english('cart.openWithCount', { count: 3 })).toBe('Open cart, 3 items');
  });

  it('reads other namespaces by name, under a key prefix, and whole branches', async () => {
    const { fixedT } = await import('./translator.ts');
    const account = fixedT<(typeof en)['account']>('en', en, 'account');
    expect(account('common:errors.network')).toBe(en.common.errors.network);
    const consent = fixedT<(typeof en)['common']['consent']>('en', en, 'common', 'consent');
    expect(consent('accept')).toBe(en.common.consent.accept);
    const checkout = fixedT<(typeof en)['checkout']>('en', en, 'checkout');
    expect(checkout('failure', { returnObjects: true })).toEqual(en.checkout.failure);
  });

  it('answers a key the catalog lacks with the key itself', async () => {
    const { fixedT } = await import('./translator.ts');
    const english = fixedT<Record<string, string>>('en', en, 'common');
    expect(english('no.such.text' as never)).toBe('no.such.text');
  });
});
