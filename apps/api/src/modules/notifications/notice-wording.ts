import { brand, type Language } from '@shop/shared';
import { COD_SMS, codConfirmEmail } from './notice-wording-cod.ts';
import { COURIER_SMS, courierEmail } from './notice-wording-courier.ts';
import { amount, type EmailParts, type NoticeData, text, type Variables } from './notice-wording-types.ts';
import type { OrderNoticeTemplate } from './order-notices.ts';

export { amount, type EmailParts, type NoticeData, text, type Variables };

// What each notice says, in each language the shop writes in: the SMS templates' fixed text (registered under
// DLT, docs/orders.md#notifications) and the e-mail's subject, paragraphs and facts.

/** Everything a notice says, in one language. */
export interface Wording {
  /** The DLT templates' fixed text around the variables; registered per language at the SMS provider. */
  sms: Record<OrderNoticeTemplate, (v: Variables) => string>;
  /** What a variable says when the order has no value for it. */
  smsFallback: { link: string; creditnote: string };
  email(
    template: OrderNoticeTemplate,
    data: NoticeData,
    options: { invoiceAttached: boolean; date: string },
  ): EmailParts;
  greeting(name: string): string;
  signOff: string;
}

const ENGLISH: Wording = {
  sms: {
    ORDER_PAID: (v) =>
      `Thank you for your ${brand.name} order ${v.order} of ${v.amount}. We will send you the tracking details once it ships.`,
    ORDER_SHIPPED: (v) =>
      `${brand.name} order ${v.order} has shipped via ${v.carrier}, tracking no. ${v.tracking}. Track it ${v.link}`,
    REFUND_PROCESSED: (v) =>
      `${brand.name} has refunded ${v.amount} for order ${v.order} to your original payment method. Credit note ${v.creditnote}.`,
    ...COURIER_SMS.en,
    ...COD_SMS.en,
  },
  smsFallback: { link: 'on the courier website', creditnote: 'to follow' },
  email(template, data, options) {
    const order = text(data, 'orderId');
    switch (template) {
      case 'ORDER_PAID':
        return {
          subject: `Thank you for your order ${order}`,
          paragraphs: [
            `We have received your payment of ${amount(data)} for order ${order} and are getting it ready.`,
            ...(options.invoiceAttached ? ['Your GST tax invoice is attached to this e-mail.'] : []),
            'We will write again with the tracking details once your parcel ships.',
          ],
          facts: [
            ['Order', order],
            ['Amount paid', amount(data)],
            ['Paid on', options.date],
          ],
        };
      case 'ORDER_SHIPPED': {
        const url = text(data, 'trackingUrl');
        return {
          subject: `Your order ${order} has shipped`,
          paragraphs: [
            `Your order ${order} is on its way with ${text(data, 'carrier')}.`,
            url
              ? 'Follow your parcel with the link below.'
              : 'Follow your parcel on the courier’s website with the tracking number below.',
          ],
          facts: [
            ['Order', order],
            ['Courier', text(data, 'carrier')],
            ['Tracking number', text(data, 'trackingNumber')],
          ],
          ...(url ? { link: { label: 'Track your parcel', url } } : {}),
        };
      }
      case 'REFUND_PROCESSED':
        return {
          subject: `Refund of ${amount(data)} for order ${order}`,
          paragraphs: [
            `We have refunded ${amount(data)} for order ${order} to your original payment method. Banks usually show it within 5-7 working days.`,
          ],
          facts: [
            ['Order', order],
            ['Refunded', amount(data)],
            ['Credit note', text(data, 'creditNote', 'to follow')],
          ],
        };
      case 'COD_CONFIRM':
        return codConfirmEmail('en', data);
      default:
        return courierEmail('en', template, data);
    }
  },
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  signOff: `Questions? Write to ${brand.email} or call ${brand.phone} (${brand.customerServiceHours}).`,
};

// brand.customerServiceHours, as a Hindi reader says the days and times.
const HINDI_SERVICE_HOURS = 'सोमवार से शुक्रवार, सुबह 10:30 से शाम 7:30 बजे तक';

const HINDI: Wording = {
  sms: {
    ORDER_PAID: (v) =>
      `${brand.name} से ऑर्डर के लिए धन्यवाद! ऑर्डर ${v.order} के ${v.amount} मिल गए हैं। पार्सल भेजते ही हम ट्रैकिंग की जानकारी भेजेंगे।`,
    ORDER_SHIPPED: (v) =>
      `${brand.name} ऑर्डर ${v.order} ${v.carrier} से भेज दिया गया है, ट्रैकिंग नंबर ${v.tracking}। ट्रैक करें: ${v.link}`,
    REFUND_PROCESSED: (v) =>
      `${brand.name} ने ऑर्डर ${v.order} के ${v.amount} आपके भुगतान वाले खाते में लौटा दिए हैं। क्रेडिट नोट ${v.creditnote}।`,
    ...COURIER_SMS.hi,
    ...COD_SMS.hi,
  },
  smsFallback: { link: 'कूरियर की वेबसाइट पर', creditnote: 'जल्द भेजा जाएगा' },
  email(template, data, options) {
    const order = text(data, 'orderId');
    switch (template) {
      case 'ORDER_PAID':
        return {
          subject: `ऑर्डर ${order} के लिए धन्यवाद`,
          paragraphs: [
            `ऑर्डर ${order} के लिए आपका ${amount(data)} का भुगतान हमें मिल गया है और हम आपका पार्सल तैयार कर रहे हैं।`,
            ...(options.invoiceAttached ? ['आपका GST टैक्स इनवॉइस इस ई-मेल के साथ जुड़ा है।'] : []),
            'पार्सल भेजते ही हम ट्रैकिंग की जानकारी के साथ फिर लिखेंगे।',
          ],
          facts: [
            ['ऑर्डर', order],
            ['भुगतान की गई रकम', amount(data)],
            ['भुगतान की तारीख', options.date],
          ],
        };
      case 'ORDER_SHIPPED': {
        const url = text(data, 'trackingUrl');
        return {
          subject: `आपका ऑर्डर ${order} भेज दिया गया है`,
          paragraphs: [
            `आपका ऑर्डर ${order} ${text(data, 'carrier')} से आपके पास आ रहा है।`,
            url ? 'नीचे दिए लिंक से अपना पार्सल देखें।' : 'नीचे दिए ट्रैकिंग नंबर से कूरियर की वेबसाइट पर अपना पार्सल देखें।',
          ],
          facts: [
            ['ऑर्डर', order],
            ['कूरियर', text(data, 'carrier')],
            ['ट्रैकिंग नंबर', text(data, 'trackingNumber')],
          ],
          ...(url ? { link: { label: 'अपना पार्सल ट्रैक करें', url } } : {}),
        };
      }
      case 'REFUND_PROCESSED':
        return {
          subject: `ऑर्डर ${order} के ${amount(data)} का रिफ़ंड`,
          paragraphs: [
            `हमने ऑर्डर ${order} के ${amount(data)} उसी खाते या कार्ड में लौटा दिए हैं जिससे आपने भुगतान किया था। बैंक में यह आम तौर पर 5-7 कामकाजी दिनों में दिखता है।`,
          ],
          facts: [
            ['ऑर्डर', order],
            ['लौटाई गई रकम', amount(data)],
            ['क्रेडिट नोट', text(data, 'creditNote', 'जल्द भेजा जाएगा')],
          ],
        };
      case 'COD_CONFIRM':
        return codConfirmEmail('hi', data);
      default:
        return courierEmail('hi', template, data);
    }
  },
  greeting: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
  signOff: `कोई सवाल हो तो ${brand.email} पर लिखें या ${brand.phone} पर कॉल करें (${HINDI_SERVICE_HOURS})।`,
};

export const WORDING: Record<Language, Wording> = { en: ENGLISH, hi: HINDI };
