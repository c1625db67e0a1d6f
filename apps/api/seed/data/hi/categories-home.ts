import type { HindiCarouselItem, HindiCategory, HindiShowcaseItem } from './types.ts';

/** By category slug. */
export const categoriesHi: Record<string, HindiCategory> = {
  'skin-care': {
    name: 'त्वचा की देखभाल',
    tagline: 'केसर, चंदन और कच्ची घानी के तेल, भीतर से दमकती त्वचा के लिए',
    metaTitle: 'त्वचा की देखभाल के आयुर्वेदिक प्रोडक्ट ऑनलाइन खरीदें | Vanya Naturals',
    metaDescription:
      'उदयपुर में आयुर्वेदिक जड़ी-बूटियों से बने वीगन फ़ेस वॉश, कुमकुमादि सीरम, मॉइस्चराइज़र, मिनरल सनस्क्रीन और फ़ेस पैक खरीदें। पैराबेन और सल्फ़ेट से मुक्त।',
    subCategories: {
      'face-wash': { name: 'फ़ेस वॉश' },
      serum: { name: 'सीरम' },
      moisturiser: { name: 'मॉइस्चराइज़र' },
      sunscreen: { name: 'सनस्क्रीन' },
      'face-pack': { name: 'फ़ेस पैक' },
    },
  },
  'hair-care': {
    name: 'बालों की देखभाल',
    tagline: 'भृंगराज, आँवला और गुड़हल: दादी-नानी की चंपी, अब बोतल में',
    metaTitle: 'बालों की आयुर्वेदिक देखभाल: तेल, शैम्पू और मास्क | Vanya Naturals',
    metaDescription:
      'सल्फ़ेट-मुक्त शैम्पू, कंडीशनर, भृंगराज बालों का तेल और आँवला, शिकाकाई व प्याज़ वाले पोषक हेयर मास्क। वीगन, बिना पशु-परीक्षण के, राजस्थान में बने।',
    subCategories: {
      shampoo: { name: 'शैम्पू' },
      conditioner: { name: 'कंडीशनर' },
      'hair-oil': { name: 'बालों का तेल' },
      'hair-mask': { name: 'हेयर मास्क' },
    },
  },
  'body-care': {
    name: 'शरीर की देखभाल',
    tagline: 'शिया, कोकम और गुलाब से सिर से पाँव तक मुलायम, सुकून भरी त्वचा',
    metaTitle: 'वीगन बॉडी लोशन, बॉडी वॉश और होंठों की देखभाल | Vanya Naturals',
    metaDescription:
      'शिया और कोकम बटर वाले गाढ़े बॉडी लोशन, सौम्य बॉडी वॉश, हाथ से बने नहाने के साबुन और टिंटेड लिप बाम। प्राकृतिक, वीगन और बिना कृत्रिम खुशबू के।',
    subCategories: {
      'body-lotion': { name: 'बॉडी लोशन' },
      'body-wash': { name: 'बॉडी वॉश' },
      'lip-care': { name: 'होंठों की देखभाल' },
    },
  },
};

/** By carousel key. */
export const carouselHi: Record<string, HindiCarouselItem> = {
  'kumkumadi-glow': {
    alt: 'भूरे काँच की ड्रॉपर बोतल में कुमकुमादि ग्लो फ़ेस सीरम, साथ में कुमकुमादि फ़ेस वॉश और नाइट क्रीम',
    headline: 'केसर की दमक का नुस्खा',
    subline: 'कुमकुमादि ग्लो फ़ेस सीरम, कश्मीरी केसर और 16 जड़ी-बूटियों को धीरे-धीरे मिलाकर बना',
    cta: 'सीरम खरीदें',
  },
  'hair-ritual': {
    alt: 'हरी पृष्ठभूमि पर सजे भृंगराज और आँवला बालों का तेल, शैम्पू और हेयर मास्क',
    headline: 'इतवार वाली चंपी, अब रोज़',
    subline: 'भृंगराज और आँवले के तेल, शैम्पू और मास्क, मज़बूत और चमकदार बालों के लिए',
    cta: 'बालों की देखभाल देखें',
  },
  bundle: {
    alt: 'फ़ेस वॉश, बॉडी लोशन और टिंटेड लिप बाम का बंडल, साथ में 30% तक की बचत का बैज',
    headline: 'अपना बंडल बनाएँ, 30% तक बचाएँ',
    subline: 'कोई भी तीन या ज़्यादा प्रोडक्ट चुनें, हर प्रोडक्ट के साथ छूट बढ़ती जाती है',
    cta: 'बंडल बनाना शुरू करें',
  },
};

/** By showcase position. */
export const showcaseHi: Record<number, HindiShowcaseItem> = {
  1: { title: 'त्वचा की देखभाल' },
  2: { title: 'बालों की देखभाल' },
  3: { title: 'फ़ेस सीरम' },
  4: { title: 'शरीर की देखभाल' },
};

/** By the English promotion title. */
export const promotionsHi: Record<string, string> = {
  'Free shipping on all prepaid orders': 'सभी प्रीपेड ऑर्डर पर फ़्री डिलीवरी',
  'Build your bundle and save up to 30%': 'अपना बंडल बनाएँ और 30% तक बचाएँ',
  'New: Kumkumadi Glow Face Serum now in a 15 ml travel size':
    'नया: कुमकुमादि ग्लो फ़ेस सीरम अब 15 ml के ट्रैवल साइज़ में भी',
  'Add 3 or more products to a bundle and save up to 30%': 'बंडल में 3 या ज़्यादा प्रोडक्ट जोड़ें और 30% तक बचाएँ',
  'Pay online with UPI or card and get free shipping': 'यूपीआई या कार्ड से ऑनलाइन भुगतान करें और पाएँ फ़्री डिलीवरी',
};
