import { brand } from '@shop/shared';

// docs/i18n.md#catalog: the home page and its sections.
export default {
  title: '{{brand}} - Natural, Vegan Skincare and Haircare',
  description: brand.blurb,
  madeIn: 'Handmade in {{city}}, {{state}}',
  heading: 'Natural, vegan skincare and haircare',
  intro: `${brand.tagline}. Ayurvedic herbs and cold-pressed oils, in formulas kind to every skin and scalp.`,
  place: { city: brand.address.city, state: brand.address.state },
  claims: {
    label: 'Our promises',
    crueltyFree: 'Cruelty Free',
    sulfateFree: 'Sulfate Free',
    parabenFree: 'Paraben Free',
    vegan: 'Vegan',
    dermatologicallyTested: 'Dermatologically Tested',
    noPerfume: 'No Perfume',
  },
  hero: {
    featuredDesktop: 'Featured (desktop)',
    featuredMobile: 'Featured (mobile)',
    slideOf: '{{index}} of {{count}}',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    goToSlide: 'Go to slide {{index}}',
    playVideo: 'Play video',
    pauseVideo: 'Pause video',
  },
  showcase: {
    eyebrow: 'Explore',
    title: 'Find Your Ritual',
    shopNow: 'Shop now',
    story: {
      eyebrow: 'Our story',
      title: 'Born in {{city}}, rooted in Ayurveda',
      text: 'Five years of studying ancient skincare went into a range for all ages, free from parabens, sulfates and harsh chemicals.',
      cta: 'Read our story',
    },
  },
  topSelling: {
    eyebrow: 'Bestsellers',
    title: 'Top Selling Products',
    linkName: 'top selling products',
    carousel: 'Top selling products',
  },
  ingredients: { eyebrow: 'What goes in', title: 'Ingredients from Nature', carousel: 'Ingredients' },
  categories: { eyebrow: 'Browse', title: 'Shop by Category', carousel: 'Categories' },
  reels: {
    title: 'Follow Us on Instagram',
    carousel: 'Instagram reels',
    watch: 'Watch reel {{number}} of {{total}} on Instagram (opens in a new tab)',
  },
  bundle: {
    label: 'Build Your Bundle',
    eyebrow: 'Mix and match',
    title: 'Build Your Bundle',
    offer: 'Get upto 25% off',
    text: 'Pick any three or more favourites; the more you add, the more you save.',
    cta: 'Create your bundle',
  },
  reviews: {
    eyebrow: 'Real routines, real results',
    title: 'Customer Reviews',
    carousel: 'Customer reviews',
  },
  blog: { eyebrow: 'Journal', title: 'From Our Blog', linkName: 'blog articles' },
};
