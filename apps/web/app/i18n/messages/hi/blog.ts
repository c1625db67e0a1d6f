import type { Catalog } from '../../messages.ts';
import type en from '../en/blog.ts';

// docs/i18n.md#catalog: `satisfies Catalog<typeof en>` makes a missing or extra key fail `npm run typecheck`.
export default {
  title: 'ब्लॉग',
  description:
    'उदयपुर से त्वचा और बालों की देखभाल की सलाह: आयुर्वेदिक सामग्री, मौसम के हिसाब से दिनचर्या, और हमारे फ़ॉर्मूलेटर व ट्राइकोलॉजिस्ट के सीधे-सच्चे जवाब।',
  home: 'होम',
  journal: 'Vanya जर्नल',
  heading: 'नए लेख',
  intro: 'भारतीय त्वचा और बालों के लिए रोज़ की आदतें, सामग्री और सच्ची सलाह, उन्हीं लोगों की लिखी जो हमारे फ़ॉर्मूले बनाते हैं।',
  resultsFor: '“<query>{{query}}</query>” के नतीजे',
  articles_one: '{{count}} लेख',
  articles_other: '{{count}} लेख',
  articleWord_one: 'लेख',
  articleWord_other: 'लेख',
  resultCount_one: ' ({{count}} लेख)',
  resultCount_other: ' ({{count}} लेख)',
  loading: 'लोड हो रहा है...',
  noArticles: 'कोई लेख नहीं मिला',
  noMatch: '“{{query}}” से मिलता कोई लेख नहीं मिला। कोई दूसरा शब्द आज़माएँ, या हमारे सभी लेख देखें।',
  emptyPage: 'इस पेज पर अभी कोई लेख नहीं है।',
  viewAll: 'सभी लेख देखें',
  pages: 'ब्लॉग के पेज',
  noArticlesYet: 'अभी कोई लेख नहीं',
  stillWriting: 'इस विषय पर हम अभी लिख रहे हैं। तब तक हमारे नए लेख पढ़ें।',
  details: 'लेख',
  updated: 'अपडेट: <time>{{date}}</time>',
  writtenBy: 'लेखक',
  more: 'और पढ़ें',
  search: {
    label: 'लेख खोजें',
    placeholder: 'लेख खोजें',
    submit: 'खोजें',
  },
  sidebar: {
    label: 'ब्लॉग साइडबार',
    recent: 'हाल के लेख',
    categories: 'श्रेणियाँ',
  },
  pagination: {
    previous: 'पिछला',
    next: 'अगला',
    page: 'पेज {{page}}',
  },
} satisfies Catalog<typeof en>;
