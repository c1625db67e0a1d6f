import { brand } from '@shop/shared';

// docs/i18n.md#namespaces: the About page and the policy pages' own texts (the policies themselves are whole
// documents in features/policies, one per language).
export default {
  home: 'Home',
  about: {
    title: 'About Us',
    description:
      'Vanya Naturals is a vegan skincare and haircare brand from Udaipur, Rajasthan: five years of studying ancient Ayurvedic rituals, made into clean, tested formulas for every age.',
    breadcrumb: 'ABOUT US',
    heading: 'About Us',
    tagline: `${brand.tagline}. Handmade in Udaipur, Rajasthan, for every skin and every age.`,
    claims: {
      vegan: 'Vegan',
      crueltyFree: 'Cruelty Free',
      parabenFree: 'Paraben Free',
      sulfateFree: 'Sulfate Free',
    },
    heroAlt: 'Vanya Naturals skincare, made in Udaipur',
    storyAlt: 'Vanya Naturals products made in small batches in Udaipur',
    journey: {
      heading: 'OUR JOURNEY',
      subheading: "From a grandmother's recipe box to your shelf",
      why: 'Vanya Naturals began in Udaipur with one question: why had the rituals our grandmothers trusted, kumkumadi oil before a wedding, a Sunday champi, ubtan in the winter months, slipped out of our bathroom cabinets?',
      study:
        'To find out, we spent five years studying ancient skincare. We read the classical Ayurvedic texts, sat with vaidyas in the villages of Mewar, and made batch after batch in a small kitchen laboratory, keeping notes on what worked for real Indian skin through dry winters, harsh summers and humid monsoons.',
      found:
        'What we found was remarkable skincare, held back by home batches that changed every time and spoiled within weeks. So we kept the wisdom and fixed the rest: measured herbs, cold-pressed oils and stable, tested formulas that work the same way in every jar.',
      years: '5 years',
      yearsText: 'of study before our first launch',
    },
    welcome: {
      heading: 'Welcome to {{brand}}',
      vanya: 'Vanya',
      meaning:
        ' means “of the forest” in Sanskrit, and that is where every formula starts: with saffron from the valleys, aloe and neem from the fields of Rajasthan, and coconut from the backwaters of Kerala. We make skincare and haircare the way we would want it for our own families: vegan, cruelty free and free from parabens, sulfates and harsh chemicals.',
      madeHere: `Every product is made in small batches in ${brand.address.city}, ${brand.address.state}, and sent to homes across India. Thank you for making room for us in your daily ritual.`,
    },
    approach: {
      eyebrow: 'Our Approach',
      heading: 'Ancient skincare with technology',
      ayurveda:
        'Ayurveda gave us the ingredients: saffron and manjistha for radiance, bhringraj and amla for hair, neem and tulsi to keep skin clear. Modern science gives us the means to use them well.',
      science:
        "We extract our herbs at controlled temperatures so their actives survive, balance each formula to the skin's natural pH, test stability through Indian summers and monsoons, and have every product dermatologically tested before it reaches you.",
      promisesHeading: 'Our promise in every bottle',
      promises: {
        freeFrom: 'Free from parabens, sulfates and harsh chemicals',
        vegan: 'Vegan and cruelty free: never tested on animals',
        tested: 'Dermatologically tested, with no synthetic perfume',
        allAges: 'A range for all ages, from a first face wash to a nightly hair oil',
      },
    },
    founders: {
      eyebrow: 'The People Behind Vanya',
      heading: 'MEET OUR FOUNDERS',
      social: '{{name}} on social media',
      profile: '{{name}} on {{network}} (opens in a new tab)',
      comingSoon: '{{name}} on {{network}}: coming soon',
      comingSoonTitle: '{{network}} profile coming soon',
    },
    figures: {
      label: '{{brand}} in numbers',
      satisfiedClients: 'Satisfied Clients',
      offices: 'Offices',
      products: 'Products',
      repeatCustomers: 'Repeat Customers',
    },
    next: {
      eyebrow: 'What Comes Next',
      heading: 'We convert our Ideas Into a Reality',
      text: 'Every Vanya product starts as a conversation: with a customer who wrote in about monsoon breakouts, a vaidya who remembered an old hair oil, a farmer with a better saffron harvest. We research it, formulate it, test it and only then put our name on it. Tell us what you would love to see next.',
      shop: 'Shop Our Bestsellers',
      contact: 'Contact Us',
    },
  },
  contact: {
    title: 'Contact Us',
    description: `Questions about an order, a product or your skin? Write to ${brand.name} by e-mail, WhatsApp or phone, or send us a message. We reply within one working day.`,
    breadcrumb: 'CONTACT US',
    eyebrow: 'We are here to help',
    heading: 'Contact Us',
    intro:
      'A question about an order, a product or your skincare routine? Reach us the way that suits you best.',
    queriesHeading: 'For customer queries',
    queriesText: 'Our team answers every message personally.',
    email: 'E-mail us',
    whatsapp: 'Chat on WhatsApp',
    whatsappText: 'Message our team on WhatsApp',
    call: 'Call us',
    newTab: '(opens in a new tab)',
    hoursHeading: 'Customer service hours',
    messageHeading: 'Send us a message',
    messageText: 'Fill in the form and we will get back to you within one working day.',
    form: {
      name: 'Your Name',
      email: 'Your Email',
      number: 'Phone No',
      numberPlaceholder: '10-digit mobile number',
      message: 'Message',
      send: 'Send Message',
      sending: 'Sending...',
      offline: 'We could not send your message. Please check your connection and try again.',
    },
  },
  policy: {
    eyebrow: '{{brand}} Policies',
    onThisPage: 'On this page',
    related: 'Related policies',
  },
};
