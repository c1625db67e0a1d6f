export interface SeedCarouselItem {
  key: string;
  headline: string;
  subline: string;
  cta: string;
  alt: string;
  buttonLink: string;
  color: string;
  /** Products drawn on the banner, by slug. */
  featured: string[];
}

export interface SeedShowcaseItem {
  position: number;
  title: string;
  buttonLink: string;
  color: string;
  featured: string[];
}

export interface SeedPromotion {
  title: string;
  link: string | null;
  location: 'header' | 'cart';
}

/** Each carousel key gets one desktop (1920x720) and one mobile (750x900) banner. */
export const carousel: SeedCarouselItem[] = [
  {
    key: 'kumkumadi-glow',
    headline: 'The Saffron Glow Ritual',
    subline: 'Kumkumadi Glow Face Serum, slow-blended with Kashmiri saffron and 16 herbs',
    cta: 'Shop the serum',
    alt: 'Kumkumadi Glow Face Serum in an amber dropper bottle beside the Kumkumadi face wash and night cream',
    buttonLink: '/product/kumkumadi-glow-face-serum',
    color: '#c8742f',
    featured: ['kumkumadi-brightening-face-wash', 'kumkumadi-glow-face-serum', 'kumkumadi-night-cream'],
  },
  {
    key: 'hair-ritual',
    headline: 'Sunday Champi, Every Day',
    subline: 'Bhringraj and amla oils, shampoos and masks for stronger, shinier hair',
    cta: 'Explore hair care',
    alt: 'Bhringraj and Amla hair oil, shampoo and hair mask arranged on a green background',
    buttonLink: '/category/hair-care',
    color: '#3f6b3a',
    featured: [
      'bhringraj-and-amla-strengthening-shampoo',
      'bhringraj-and-amla-hair-oil',
      'amla-and-shikakai-deep-nourishing-hair-mask',
    ],
  },
  {
    key: 'bundle',
    headline: 'Build Your Bundle, Save up to 30%',
    subline: 'Pick any three or more products and the discount grows with every item',
    cta: 'Build your bundle',
    alt: 'A bundle of a face wash, a body lotion and a tinted lip balm with a save up to 30 percent badge',
    buttonLink: '/build-your-bundle',
    color: '#b0596f',
    featured: [
      'neem-and-tulsi-purifying-face-wash',
      'shea-and-kokum-deep-moisture-body-lotion',
      'beetroot-tinted-lip-balm',
    ],
  },
];

export const showcase: SeedShowcaseItem[] = [
  {
    position: 1,
    title: 'Skin Care',
    buttonLink: '/category/skin-care',
    color: '#c8742f',
    featured: ['aloe-vera-and-cucumber-oil-free-gel-moisturiser', 'kumkumadi-glow-face-serum'],
  },
  {
    position: 2,
    title: 'Hair Care',
    buttonLink: '/category/hair-care',
    color: '#3f6b3a',
    featured: ['red-onion-and-kalonji-hair-fall-control-shampoo', 'red-onion-and-rosemary-hair-growth-oil'],
  },
  {
    position: 3,
    title: 'Face Serums',
    buttonLink: '/category/skin-care/serum',
    color: '#b5541c',
    featured: ['vitamin-c-and-amla-brightening-serum', 'niacinamide-and-tea-tree-clarifying-serum'],
  },
  {
    position: 4,
    title: 'Body Care',
    buttonLink: '/category/body-care',
    color: '#b07a4a',
    featured: ['shea-and-kokum-deep-moisture-body-lotion', 'sandalwood-and-saffron-bathing-bar'],
  },
];

export const promotions: SeedPromotion[] = [
  { title: 'Free shipping on all prepaid orders', link: '/shipping-policy', location: 'header' },
  { title: 'Build your bundle and save up to 30%', link: '/build-your-bundle', location: 'header' },
  {
    title: 'New: Kumkumadi Glow Face Serum now in a 15 ml travel size',
    link: '/product/kumkumadi-glow-face-serum',
    location: 'header',
  },
  {
    title: 'Add 3 or more products to a bundle and save up to 30%',
    link: '/build-your-bundle',
    location: 'cart',
  },
  { title: 'Pay online with UPI or card and get free shipping', link: '/shipping-policy', location: 'cart' },
];
