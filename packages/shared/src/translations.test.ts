import { describe, expect, it } from 'vitest';
import { englishText } from './messages/index.ts';
import { localize, translationsSchema, translationsToForm } from './translations.ts';

// A form check writes its message by code; what a person reads is its English text.
const inEnglish = (issue: { message: string } | undefined) =>
  issue && { ...issue, message: englishText(issue.message) };

describe('localize', () => {
  const row = {
    id: 'p1',
    name: 'Rose Water Toner',
    description: 'Cools and tones.',
    metaTitle: null as string | null,
    stock: 4,
    translations: { hi: { name: 'गुलाब जल टोनर', description: '   ', metaTitle: 'गुलाब जल', stock: '9' } },
  };

  it('takes each Hindi text that is written and keeps English where it is blank or missing', () => {
    expect(localize(row, 'hi')).toMatchObject({
      name: 'गुलाब जल टोनर',
      description: 'Cools and tones.',
      // An empty English field takes its Hindi text too.
      metaTitle: 'गुलाब जल',
      // Only text fields are translated: a number stays a number.
      stock: 4,
    });
  });

  it('answers English as stored, and leaves the row it was given alone', () => {
    expect(localize(row, 'en')).toBe(row);
    localize(row, 'hi');
    expect(row.name).toBe('Rose Water Toner');
  });

  it('keeps a row without translations as it is', () => {
    expect(localize({ name: 'Neem Soap', translations: {} }, 'hi').name).toBe('Neem Soap');
    expect(localize({ name: 'Neem Soap' }, 'hi').name).toBe('Neem Soap');
  });
});

describe('translationsSchema', () => {
  const schema = translationsSchema('ingredient');

  it('trims each text and leaves out the empty ones', () => {
    expect(schema.parse({ hi: { name: '  हल्दी ', shortDescription: '' } })).toEqual({ hi: { name: 'हल्दी' } });
    expect(schema.parse({ hi: { name: ' ' } })).toEqual({});
  });

  it('limits each text like its English field and names it', () => {
    const result = schema.safeParse({ hi: { name: 'ह'.repeat(121) } });
    expect(result.success).toBe(false);
    expect(inEnglish(result.error?.issues[0])).toMatchObject({
      path: ['hi', 'name'],
      message: 'Name (Hindi) must be at most 120 characters',
    });
  });

  it('refuses fields and languages it does not know', () => {
    expect(schema.safeParse({ hi: { slug: 'haldi' } }).success).toBe(false);
    expect(schema.safeParse({ ta: { name: 'மஞ்சள்' } }).success).toBe(false);
  });

  it('round-trips through the form: every field present, empty where not written', () => {
    const form = translationsToForm('ingredient', { hi: { name: 'हल्दी' } });
    expect(form).toEqual({ hi: { name: 'हल्दी', shortDescription: '', image: '' } });
    expect(schema.parse(form)).toEqual({ hi: { name: 'हल्दी' } });
  });
});

describe('Hindi images', () => {
  const carousel = translationsSchema('carouselItem');
  const category = translationsSchema('category');

  it('takes an image named as its English image is, and leaves out a removed one', () => {
    expect(carousel.parse({ hi: { image: 'carousel/glow-desktop.hi.webp', alt: '' } })).toEqual({
      hi: { image: 'carousel/glow-desktop.hi.webp' },
    });
    expect(carousel.parse({ hi: { image: null } })).toEqual({});
    expect(category.parse({ hi: { listingImage: 'categories/skin-care-listing.hi.webp' } })).toEqual({
      hi: { listingImage: 'categories/skin-care-listing.hi.webp' },
    });
  });

  it('refuses a path out of the uploads with the field named', () => {
    const result = carousel.safeParse({ hi: { image: '../secrets.webp' } });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['hi', 'image'],
      message: 'image (Hindi) must be an uploaded file or an https address',
    });
    expect(category.safeParse({ hi: { image: '/etc/passwd' } }).error?.issues[0]?.message).toBe(
      'Image (Hindi) must be an uploaded file',
    );
  });

  it('refuses an image on a kind whose images carry no words', () => {
    expect(translationsSchema('showcaseSlot').safeParse({ hi: { image: 'showcase/1.webp' } }).success).toBe(
      false,
    );
  });

  it('shows the Hindi image on Hindi pages and the English one elsewhere', () => {
    const row = { image: 'carousel/a.webp', translations: { hi: { image: 'carousel/a.hi.webp' } } };
    expect(localize(row, 'hi').image).toBe('carousel/a.hi.webp');
    expect(localize(row, 'en').image).toBe('carousel/a.webp');
    expect(localize({ image: 'carousel/a.webp', translations: { hi: { alt: 'x' } } }, 'hi').image).toBe(
      'carousel/a.webp',
    );
  });
});
