import type { Language } from '@shop/shared';
import { languageOfPath } from '#app/i18n/languages.ts';

/**
 * Every text the consent banner and its footer link show, in each of the shop's languages (the page's, from its
 * address). Kept in one place so that the wording a shopper agrees to is reviewed as a whole (docs/privacy.md).
 */
export const CONSENT_TEXTS = {
  en: {
    title: 'Your privacy choice',
    body: 'With your permission, we tell Meta and Google when you start a checkout, buy or log in (with the order amount), only to measure which of our ads work. Without it, nothing is sent. The shop works the same either way, and you can change your choice any time under “Privacy choices” at the bottom of the page.',
    policyLink: 'Read our privacy policy',
    accept: 'Accept',
    reject: 'Reject',
    current: { granted: 'You have accepted.', denied: 'You have rejected.' },
    close: 'Close',
    footerLink: 'Privacy choices',
  },
  hi: {
    title: 'आपकी निजता, आपकी पसंद',
    body: 'आपकी अनुमति हो, तो जब आप चेकआउट शुरू करते हैं, ख़रीदारी करते हैं या लॉग इन करते हैं, तब हम Meta और Google को ऑर्डर की राशि के साथ यह बताते हैं, सिर्फ़ यह जानने के लिए कि हमारे कौन-से विज्ञापन काम कर रहे हैं। अनुमति न हो, तो कुछ नहीं भेजा जाता। दोनों ही सूरत में दुकान बिलकुल एक जैसी चलेगी, और पेज के नीचे “निजता की पसंद” से आप अपना फ़ैसला कभी भी बदल सकते हैं।',
    policyLink: 'हमारी निजता नीति पढ़ें',
    accept: 'स्वीकार करें',
    reject: 'अस्वीकार करें',
    current: { granted: 'आपने स्वीकार किया है।', denied: 'आपने अस्वीकार किया है।' },
    close: 'बंद करें',
    footerLink: 'निजता की पसंद',
  },
} satisfies Record<Language, unknown>;

export type ConsentTexts = (typeof CONSENT_TEXTS)['en'];

export function consentTexts(pathname: string): ConsentTexts {
  return CONSENT_TEXTS[languageOfPath(pathname)];
}
