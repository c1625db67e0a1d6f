import { brand, type Language } from '@shop/shared';
import { type EmailParts, type NoticeData, text, type Variables } from './notice-wording-types.ts';

// What the courier's news of a parcel says (docs/shipments.md#tracking), in each language: the SMS templates'
// fixed text (registered under DLT like the others) and the e-mail's parts.

export const COURIER_NOTICES = ['ORDER_OUT_FOR_DELIVERY', 'ORDER_DELIVERED', 'DELIVERY_FAILED'] as const;
export type CourierNotice = (typeof COURIER_NOTICES)[number];

export const COURIER_SMS: Record<Language, Record<CourierNotice, (v: Variables) => string>> = {
  en: {
    ORDER_OUT_FOR_DELIVERY: (v) =>
      `${brand.name} order ${v.order} is out for delivery today with ${v.carrier}. Track it ${v.link}`,
    ORDER_DELIVERED: (v) =>
      `${brand.name} order ${v.order} has been delivered by ${v.carrier}. Thank you! Details ${v.link}`,
    DELIVERY_FAILED: (v) =>
      `${brand.name} order ${v.order}: ${v.carrier} could not deliver it today. Ask for a new attempt ${v.link}`,
  },
  hi: {
    ORDER_OUT_FOR_DELIVERY: (v) =>
      `${brand.name} ऑर्डर ${v.order} आज ${v.carrier} से डिलीवरी के लिए निकल चुका है। ट्रैक करें: ${v.link}`,
    ORDER_DELIVERED: (v) =>
      `${brand.name} ऑर्डर ${v.order} ${v.carrier} ने पहुँचा दिया है। धन्यवाद! जानकारी: ${v.link}`,
    DELIVERY_FAILED: (v) =>
      `${brand.name} ऑर्डर ${v.order}: ${v.carrier} आज डिलीवरी नहीं कर पाया। दोबारा डिलीवरी के लिए कहें: ${v.link}`,
  },
};

function facts(language: Language, data: NoticeData): [string, string][] {
  const rows: [string, string][] =
    language === 'en'
      ? [
          ['Order', text(data, 'orderId')],
          ['Courier', text(data, 'carrier')],
          ['AWB', text(data, 'awb')],
        ]
      : [
          ['ऑर्डर', text(data, 'orderId')],
          ['कूरियर', text(data, 'carrier')],
          ['AWB', text(data, 'awb')],
        ];
  return rows.filter(([, value]) => value !== '');
}

export function courierEmail(language: Language, template: CourierNotice, data: NoticeData): EmailParts {
  const order = text(data, 'orderId');
  const carrier = text(data, 'carrier');
  const track = text(data, 'trackingUrl');
  const trackLink = track
    ? { label: language === 'en' ? 'Track your parcel' : 'अपना पार्सल ट्रैक करें', url: track }
    : undefined;
  const en = language === 'en';
  switch (template) {
    case 'ORDER_OUT_FOR_DELIVERY':
      return {
        subject: en
          ? `Your order ${order} is out for delivery`
          : `आपका ऑर्डर ${order} डिलीवरी के लिए निकल चुका है`,
        paragraphs: [
          en
            ? `Your order ${order} is out for delivery today with ${carrier}. Please keep your phone at hand.`
            : `आपका ऑर्डर ${order} आज ${carrier} से आपके पास पहुँचेगा। कृपया अपना फ़ोन पास रखें।`,
        ],
        facts: facts(language, data),
        ...(trackLink ? { link: trackLink } : {}),
      };
    case 'ORDER_DELIVERED':
      return {
        subject: en ? `Your order ${order} has been delivered` : `आपका ऑर्डर ${order} पहुँच गया है`,
        paragraphs: [
          en
            ? `${carrier} has delivered your order ${order}. We hope you enjoy it.`
            : `${carrier} ने आपका ऑर्डर ${order} पहुँचा दिया है। उम्मीद है आपको पसंद आएगा।`,
          en
            ? 'If something is wrong with it, you can ask for a return from your order page within 48 hours.'
            : 'अगर कुछ ठीक न हो, तो 48 घंटे के भीतर अपने ऑर्डर के पेज से वापसी माँग सकते हैं।',
        ],
        facts: facts(language, data),
        ...(trackLink ? { link: trackLink } : {}),
      };
    case 'DELIVERY_FAILED': {
      const reason = text(data, 'reason');
      const ask = text(data, 'reattemptUrl');
      return {
        subject: en ? `We could not deliver your order ${order}` : `आपका ऑर्डर ${order} डिलीवर नहीं हो सका`,
        paragraphs: [
          en
            ? `${carrier} tried to deliver your order ${order} today but could not${reason ? ` (${reason})` : ''}.`
            : `${carrier} ने आज आपका ऑर्डर ${order} पहुँचाने की कोशिश की, पर नहीं पहुँचा सका${reason ? ` (${reason})` : ''}।`,
          en
            ? 'Tell us when to try again, or a corrected phone number or address, with the link below.'
            : 'नीचे दिए लिंक से बताएँ कि दोबारा कब आएँ, या सही फ़ोन नंबर या पता भेजें।',
        ],
        facts: facts(language, data),
        ...(ask
          ? { link: { label: en ? 'Ask for another attempt' : 'दोबारा डिलीवरी के लिए कहें', url: ask } }
          : {}),
      };
    }
  }
}
