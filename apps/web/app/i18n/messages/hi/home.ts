import type { Catalog } from '../../messages.ts';
import type en from '../en/home.ts';

export default {
  title: '{{brand}} - प्राकृतिक, वीगन स्किनकेयर और हेयरकेयर',
  description:
    'उदयपुर में हाथ से बने, आयुर्वेदिक जड़ी-बूटियों और कोल्ड-प्रेस्ड तेलों से। हर फ़ॉर्मूला वीगन और क्रुएल्टी-फ़्री है, और इसमें न पैराबेन है, न सल्फ़ेट, न कृत्रिम ख़ुशबू।',
  madeIn: '{{city}}, {{state}} में हाथ से बना',
  heading: 'प्राकृतिक, वीगन स्किनकेयर और हेयरकेयर',
  intro:
    'प्राचीन भारतीय परंपराएँ, साफ़-सुथरे आधुनिक फ़ॉर्मूले। आयुर्वेदिक जड़ी-बूटियाँ और कोल्ड-प्रेस्ड तेल, ऐसे फ़ॉर्मूलों में जो हर त्वचा और बालों के लिए कोमल हैं।',
  place: { city: 'उदयपुर', state: 'राजस्थान' },
  claims: {
    label: 'हमारे वादे',
    crueltyFree: 'क्रुएल्टी-फ़्री',
    sulfateFree: 'सल्फ़ेट-मुक्त',
    parabenFree: 'पैराबेन-मुक्त',
    vegan: 'वीगन',
    dermatologicallyTested: 'त्वचा विशेषज्ञों द्वारा जाँचा गया',
    noPerfume: 'कोई कृत्रिम ख़ुशबू नहीं',
  },
  hero: {
    featuredDesktop: 'ख़ास पेशकश (डेस्कटॉप)',
    featuredMobile: 'ख़ास पेशकश (मोबाइल)',
    slideOf: '{{count}} में से {{index}}',
    previousSlide: 'पिछली स्लाइड',
    nextSlide: 'अगली स्लाइड',
    goToSlide: 'स्लाइड {{index}} पर जाएँ',
    playVideo: 'वीडियो चलाएँ',
    pauseVideo: 'वीडियो रोकें',
  },
  showcase: { eyebrow: 'खोजें', title: 'अपनी दिनचर्या चुनें' },
  topSelling: {
    eyebrow: 'सबसे लोकप्रिय',
    title: 'सबसे ज़्यादा बिकने वाले उत्पाद',
    linkName: 'सबसे ज़्यादा बिकने वाले उत्पाद',
    carousel: 'सबसे ज़्यादा बिकने वाले उत्पाद',
  },
  ingredients: { eyebrow: 'इनमें क्या है', title: 'प्रकृति से मिली सामग्री' },
  categories: { eyebrow: 'देखें', title: 'श्रेणी के अनुसार ख़रीदें' },
  reels: {
    title: 'Instagram पर हमें फ़ॉलो करें',
    carousel: 'Instagram रील्स',
    watch: 'Instagram पर रील {{number}} (कुल {{total}}) देखें (नए टैब में खुलती है)',
  },
  bundle: {
    label: 'अपना बंडल बनाएँ',
    eyebrow: 'अपनी पसंद से चुनें',
    title: 'अपना बंडल बनाएँ',
    offer: '25% तक की छूट पाएँ',
    text: 'अपने तीन या ज़्यादा पसंदीदा उत्पाद चुनें; जितना ज़्यादा जोड़ेंगे, उतनी ज़्यादा बचत होगी।',
    cta: 'अपना बंडल बनाएँ',
  },
  reviews: {
    eyebrow: 'असली दिनचर्या, असली नतीजे',
    title: 'ग्राहकों की राय',
    carousel: 'ग्राहकों की राय',
  },
  blog: { eyebrow: 'जर्नल', title: 'हमारे ब्लॉग से', linkName: 'ब्लॉग लेख' },
} satisfies Catalog<typeof en>;
