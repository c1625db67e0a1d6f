// docs/i18n.md#namespaces: the product listings (category, sub-category, top selling products) and their sort.
// Category and product names come from the API in the page's language.
export default {
  home: 'Home',
  comingSoon: 'New products are on their way. Please check back soon.',
  category: {
    description: 'Shop natural, vegan {{name}} made in Udaipur, free from parabens and sulfates.',
    eyebrow: 'Shop the range',
    jumpTo: 'Jump to a sub-category',
    choose: 'Select a sub-category',
    viewAll: 'View All',
    viewAllOf: 'View All {{name}}',
  },
  subCategory: {
    description:
      'Shop natural, vegan {{name}} from the {{category}} range of {{brand}}: handmade in Udaipur, free from parabens and sulfates.',
    count_one: '{{count}} product',
    count_other: '{{count}} products',
    testimonialsEyebrow: 'Testimonials',
    testimonialsTitle: 'Let customers speak for us',
    testimonials: 'Customer testimonials',
  },
  topSelling: {
    title: 'Top Selling Products',
    description:
      'Our most-loved natural, vegan skincare and haircare: Kumkumadi serums, Bhringraj hair oils, sulfate-free shampoos and more, handmade in Udaipur.',
    eyebrow: 'Bestsellers',
    intro: 'The rituals our customers come back for, again and again.',
    restocking: 'Our bestsellers are being restocked. Please check back soon.',
    reviewsTitle: 'Our Reviews',
    reviews: 'Our reviews',
  },
  sort: {
    label: 'Sort by',
    featured: 'Featured',
    'a-z': 'Name: A to Z',
    'z-a': 'Name: Z to A',
    'l-h': 'Price: Low to High',
    'h-l': 'Price: High to Low',
    submit: 'Sort',
  },
};
