import { brand, formatINR, type Language } from '@shop/shared';
import { amount, type EmailParts, type NoticeData, text, type Variables } from './notice-wording-types.ts';

// Cash on delivery's confirmation message (docs/cod.md#confirmation), in each language: the SMS template's fixed
// text (registered under DLT like the others) and the e-mail's parts. The link opens the shop's /cod/confirm page,
// where one tap confirms or cancels.

export const COD_SMS: Record<Language, { COD_CONFIRM: (v: Variables) => string }> = {
  en: {
    COD_CONFIRM: (v) =>
      `${brand.name} order ${v.order}: pay ${v.amount} in cash on delivery. Please confirm or cancel it, or pay online now and save ${v.saving}, here ${v.link}`,
  },
  hi: {
    COD_CONFIRM: (v) =>
      `${brand.name} ऑर्डर ${v.order}: डिलीवरी पर ${v.amount} कैश में देने हैं। कृपया यहाँ पुष्टि करें या रद्द करें, या अभी ऑनलाइन भुगतान करके ${v.saving} बचाएँ: ${v.link}`,
  },
};

export function codConfirmEmail(language: Language, data: NoticeData): EmailParts {
  const order = text(data, 'orderId');
  const hours = text(data, 'hours', '24');
  const fee = typeof data.fee === 'number' && data.fee > 0 ? formatINR(data.fee) : '';
  const link = text(data, 'link');
  const saving = typeof data.saving === 'number' && data.saving > 0 ? formatINR(data.saving) : '';
  const en = language === 'en';
  return {
    subject: en ? `Please confirm your order ${order}` : `कृपया अपने ऑर्डर ${order} की पुष्टि करें`,
    paragraphs: [
      en
        ? `Thank you for your order ${order}. You chose to pay ${amount(data)} in cash when it arrives.`
        : `ऑर्डर ${order} के लिए धन्यवाद। आपने चुना है कि पार्सल आने पर ${amount(data)} कैश में देंगे।`,
      en
        ? `Please confirm it with the link below, or cancel it there if you did not mean to order. An order not confirmed within ${hours} hours is cancelled.`
        : `कृपया नीचे दिए लिंक से इसकी पुष्टि करें, या अगर आपने यह ऑर्डर नहीं करना था तो वहीं इसे रद्द करें। ${hours} घंटे में पुष्टि न होने पर ऑर्डर रद्द हो जाता है।`,
      ...(saving
        ? [
            en
              ? `The same link lets you pay online now instead and save ${saving}.`
              : `इसी लिंक से आप अभी ऑनलाइन भुगतान करके ${saving} बचा सकते हैं।`,
          ]
        : []),
    ],
    facts: (en
      ? [
          ['Order', order],
          ['To pay on delivery', amount(data)],
          ['Cash on delivery fee', fee],
        ]
      : [
          ['ऑर्डर', order],
          ['डिलीवरी पर देने हैं', amount(data)],
          ['कैश ऑन डिलीवरी शुल्क', fee],
        ]
    ).filter(([, value]) => value !== '') as [string, string][],
    ...(link
      ? { link: { label: en ? 'Confirm or cancel your order' : 'ऑर्डर की पुष्टि करें या रद्द करें', url: link } }
      : {}),
  };
}
