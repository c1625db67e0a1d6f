import { describe, expect, it } from 'vitest';
import { ProductFormSchema, paiseToRupeesText, productToForm, rupeesToPaise } from './catalog.ts';

describe('rupees typed in a form', () => {
  it('become whole paise, and anything but an amount with at most two decimals is refused', () => {
    expect(rupeesToPaise('499')).toBe(49900);
    expect(rupeesToPaise('499.5')).toBe(49950);
    expect(rupeesToPaise(' 499.05 ')).toBe(49905);
    expect(rupeesToPaise('499.055')).toBeNull();
    expect(rupeesToPaise('-5')).toBeNull();
    expect(rupeesToPaise('4,999')).toBeNull();
    expect(rupeesToPaise('')).toBeNull();
    expect(paiseToRupeesText(49950)).toBe('499.50');
    expect(paiseToRupeesText(49900)).toBe('499');
  });
});

describe('the product form', () => {
  const saved = {
    name: 'Neem Face Wash',
    slug: 'neem-face-wash',
    sku: 'NFW',
    category: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    subCategory: null,
    image: 'a.webp',
    images: ['a.webp'],
    shortDescription: 'Clean',
    description: 'Clean skin',
    benefits: 'Clear',
    howToUse: 'Wash',
    ingredients: [],
    claims: ['Vegan' as const],
    metaTitle: null,
    metaDescription: null,
    topSelling: false,
    availableForBundle: true,
    status: true,
    sizes: [{ title: '100 ml', sku: 'NFW-100', mrp: 29900, salePrice: 24950, stock: 4, isBase: true }],
  };

  it('round-trips a saved product through the rupee fields', () => {
    const parsed = ProductFormSchema.safeParse(productToForm(saved));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.sizes[0]).toMatchObject({ mrp: 29900, salePrice: 24950, stock: 4 });
    expect(parsed.data).toMatchObject({ hsnCode: '3304', gstRatePercent: 18, lowStockThreshold: 5 });
    const hair = ProductFormSchema.parse(
      productToForm({ ...saved, hsnCode: '3305', gstRatePercent: 12, lowStockThreshold: 0 }),
    );
    expect(hair).toMatchObject({ hsnCode: '3305', gstRatePercent: 12, lowStockThreshold: 0 });
  });

  it('refuses an HSN code that is not 4, 6 or 8 digits and a low-stock alert that is not a whole number', () => {
    const form = productToForm(saved);
    const paths = (values: object) =>
      ProductFormSchema.safeParse({ ...form, ...values }).error?.issues.map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(paths({ hsnCode: '33045' })).toEqual([['hsnCode', 'HSN code must be 4, 6 or 8 digits']]);
    expect(paths({ lowStockThreshold: '2.5' })).toEqual([
      ['lowStockThreshold', 'Low-stock alert must be a whole number, 0 or more'],
    ]);
    expect(paths({ gstRatePercent: '7' })).toEqual([
      ['gstRatePercent', 'GST rate must be 0, 5, 12, 18 or 28 percent'],
    ]);
  });

  it('puts refusals at the fields the API names', () => {
    const form = productToForm(saved);
    const tooPrecise = ProductFormSchema.safeParse({
      ...form,
      sizes: [{ ...form.sizes[0], mrp: '299.999' }],
    });
    expect(tooPrecise.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['sizes.0.mrp']);
    const aboveMrp = ProductFormSchema.safeParse({
      ...form,
      sizes: [{ ...form.sizes[0], salePrice: '300' }],
    });
    expect(aboveMrp.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['sizes.0.salePrice']);
  });
});
