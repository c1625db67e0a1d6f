import type { SeedCategory } from './types.ts';

export const categories: SeedCategory[] = [
  {
    name: 'Skin Care',
    slug: 'skin-care',
    code: 'SKN',
    priority: 1,
    color: '#c8742f',
    tagline: 'Saffron, sandalwood and cold-pressed oils for skin that glows from within',
    metaTitle: 'Natural Ayurvedic Skin Care Products Online | Vanya Naturals',
    metaDescription:
      'Shop vegan face washes, Kumkumadi serums, moisturisers, mineral sunscreens and face packs made in Udaipur with Ayurvedic herbs. Free from parabens and sulfates.',
    // Preparations for the care of the skin; washes are HSN 3401 (organic surface-active products for washing the skin).
    hsnCode: '3304',
    subCategories: [
      {
        name: 'Face Wash',
        slug: 'face-wash',
        code: 'FWS',
        noun: 'face wash',
        kind: 'tube',
        color: '#6f9a58',
        hsnCode: '3401',
      },
      { name: 'Serum', slug: 'serum', code: 'SER', noun: 'serum', kind: 'dropper', color: '#b5541c' },
      {
        name: 'Moisturiser',
        slug: 'moisturiser',
        code: 'MOI',
        noun: 'moisturiser',
        kind: 'jar',
        color: '#8cc3a0',
      },
      {
        name: 'Sunscreen',
        slug: 'sunscreen',
        code: 'SUN',
        noun: 'sunscreen',
        kind: 'tube',
        color: '#e7b46a',
      },
      { name: 'Face Pack', slug: 'face-pack', code: 'FPK', noun: 'face pack', kind: 'jar', color: '#b59f78' },
    ],
  },
  {
    name: 'Hair Care',
    slug: 'hair-care',
    code: 'HAI',
    priority: 2,
    color: '#3f6b3a',
    tagline: 'Bhringraj, amla and hibiscus: the champi rituals of our grandmothers, bottled',
    metaTitle: 'Ayurvedic Hair Care: Oils, Shampoos and Masks | Vanya Naturals',
    metaDescription:
      'Sulfate-free shampoos, conditioners, Bhringraj hair oils and nourishing hair masks with amla, shikakai and onion. Vegan, cruelty free and made in Rajasthan.',
    // Preparations for use on the hair.
    hsnCode: '3305',
    subCategories: [
      { name: 'Shampoo', slug: 'shampoo', code: 'SHM', noun: 'shampoo', kind: 'bottle', color: '#3f6b3a' },
      {
        name: 'Conditioner',
        slug: 'conditioner',
        code: 'CON',
        noun: 'conditioner',
        kind: 'bottle',
        color: '#c6426e',
      },
      { name: 'Hair Oil', slug: 'hair-oil', code: 'OIL', noun: 'hair oil', kind: 'bottle', color: '#2f5a2d' },
      { name: 'Hair Mask', slug: 'hair-mask', code: 'MSK', noun: 'hair mask', kind: 'jar', color: '#6b7f32' },
    ],
  },
  {
    name: 'Body Care',
    slug: 'body-care',
    code: 'BOD',
    priority: 3,
    color: '#b07a4a',
    tagline: 'Shea, kokum and rose for soft, comfortable skin from head to toe',
    metaTitle: 'Vegan Body Lotions, Body Washes and Lip Care | Vanya Naturals',
    metaDescription:
      'Rich body lotions with shea and kokum butter, gentle body washes, handmade bathing bars and tinted lip balms. Natural, vegan and made without synthetic perfume.',
    hsnCode: '3304',
    subCategories: [
      {
        name: 'Body Lotion',
        slug: 'body-lotion',
        code: 'LOT',
        noun: 'body lotion',
        kind: 'pump',
        color: '#d9b98a',
      },
      {
        name: 'Body Wash',
        slug: 'body-wash',
        code: 'BWS',
        noun: 'body wash',
        kind: 'pump',
        color: '#5a8c4c',
        hsnCode: '3401',
      },
      { name: 'Lip Care', slug: 'lip-care', code: 'LIP', noun: 'lip balm', kind: 'stick', color: '#a3264a' },
    ],
  },
];
