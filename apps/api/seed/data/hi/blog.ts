import { ayurvedaPostsHi } from './blog-posts-ayurveda.ts';
import { hairPostsHi } from './blog-posts-hair.ts';
import { skinPostsHi } from './blog-posts-skin.ts';
import { wellnessPostsHi } from './blog-posts-wellness.ts';
import type { HindiBlogAuthor, HindiBlogCategory, HindiBlogPost } from './types.ts';

/** The blog's name as its Hindi covers print it (the storefront calls it "Vanya जर्नल"). */
export const blogJournalHi = 'Vanya Naturals जर्नल';

/** By author key: the name and bio a Hindi article's byline shows. */
export const blogAuthorsHi: Record<string, HindiBlogAuthor> = {
  'meera-rathore': {
    name: 'मीरा राठौड़',
    bio: 'Vanya Naturals की सह-संस्थापक और निदेशक। फ़ार्माकोलॉजिस्ट मीरा ने मेवाड़ के आयुर्वेदिक वैद्यों के साथ पाँच साल बिताए हैं। वे लिखती हैं कि घर-परिवार के पुराने नुस्खे स्थिर और परखे हुए फ़ॉर्मूलों में कैसे बदलते हैं।',
  },
  'kavya-iyer': {
    name: 'डॉ॰ काव्या अय्यर',
    bio: 'आयुर्वेदिक चिकित्सक (बीएएमएस), जो दस साल से ज़्यादा समय से उदयपुर में प्रैक्टिस कर रही हैं। वे Vanya की फ़ॉर्मूलेशन टीम को सलाह देती हैं और आयुर्वेद के शास्त्रीय ग्रंथों व रोज़ की दिनचर्या पर लिखती हैं।',
  },
  'tanvi-joshi': {
    name: 'तन्वी जोशी',
    bio: 'प्रमाणित ट्राइकोलॉजिस्ट और हमारी कंटेंट प्रमुख। तन्वी बालों से जुड़े आपके सवालों के जवाब देती हैं, हर नया प्रोडक्ट पहले अपने घुँघराले बालों पर आज़माती हैं और मानती हैं कि बालों का अच्छा दिन स्वस्थ स्कैल्प से शुरू होता है।',
  },
};

/** By blog category slug. */
export const blogCategoriesHi: Record<string, HindiBlogCategory> = {
  'skin-care-rituals': {
    name: 'त्वचा की देखभाल',
    metaDescription:
      'भारतीय त्वचा के लिए मौसम के हिसाब से आसान स्किनकेयर रूटीन: सुबह की दिनचर्या से लेकर सनस्क्रीन और मानसून में त्वचा की देखभाल तक।',
  },
  'hair-care': {
    name: 'बालों की देखभाल',
    metaDescription:
      'बालों में तेल लगाने, झड़ते बालों और सही शैम्पू पर ट्राइकोलॉजिस्ट की सलाह, भारतीय बालों और यहाँ के पानी को ध्यान में रखकर।',
  },
  'ayurveda-and-ingredients': {
    name: 'आयुर्वेद और सामग्री',
    metaDescription:
      'हमारे फ़ॉर्मूलों में लगी जड़ी-बूटियाँ, तेल और मिट्टी: ये कहाँ से आती हैं, शास्त्रीय ग्रंथ इनके बारे में क्या कहते हैं और इन्हें कैसे इस्तेमाल करें।',
  },
  wellness: {
    name: 'सेहत',
    metaDescription: 'दिनचर्या, खान-पान और आराम: आयुर्वेद की वे आदतें जिनका असर आपकी त्वचा और बालों पर दिखता है।',
  },
};

/** By post slug. */
export const blogPostsHi: Record<string, HindiBlogPost> = {
  ...skinPostsHi,
  ...hairPostsHi,
  ...ayurvedaPostsHi,
  ...wellnessPostsHi,
};
