import { brand, isLanguage, type Language, LOCALE_OF } from '@shop/shared';
import { emailHtml } from './notice-email-html.ts';
import { amount, type NoticeData, text, type Variables, WORDING, type Wording } from './notice-wording.ts';
import type { OrderNoticeTemplate } from './order-notices.ts';

// A notice's SMS and e-mail, put together from its wording (notice-wording.ts) and the notification's data.

export interface SmsContent {
  /** The DLT template's variables, by the names registered at the SMS provider (docs/orders.md#notifications). */
  variables: Record<string, string>;
  text: string;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

// NOTE: ₹ is not in the GSM alphabet: one ₹ turns an SMS into Unicode, 70 characters a part instead of 160.
// A Hindi SMS is Unicode anyway, so it keeps the ₹.
const smsAmount = (data: NoticeData, language: Language): string =>
  language === 'en' ? amount(data).replace('₹', 'Rs.') : amount(data);

/** The language a notice is written in: the shopper's, as OrderNotices.queue recorded it; English before that. */
export function noticeLanguage(data: NoticeData): Language {
  return isLanguage(data.language) ? data.language : 'en';
}

/**
 * docs/orders.md#notifications: each SMS is fixed text registered under DLT with only the variables filling in,
 * so the fixed text must not change without registering it again. Each language is its own registered template.
 */
export function smsContent(
  template: OrderNoticeTemplate,
  data: NoticeData,
  language: Language = 'en',
): SmsContent {
  const { sms, smsFallback } = WORDING[language];
  const variables = smsVariables(template, data, language, smsFallback);
  return { variables, text: sms[template](variables) };
}

/** The values a template's DLT variables take, by the names registered at the SMS provider. */
function smsVariables(
  template: OrderNoticeTemplate,
  data: NoticeData,
  language: Language,
  fallback: Wording['smsFallback'],
): Variables {
  const order = text(data, 'orderId');
  switch (template) {
    case 'ORDER_PAID':
      return { order, amount: smsAmount(data, language) };
    case 'ORDER_SHIPPED':
      return {
        order,
        carrier: text(data, 'carrier'),
        tracking: text(data, 'trackingNumber'),
        link: text(data, 'trackingUrl', fallback.link),
      };
    case 'REFUND_PROCESSED':
      return {
        amount: smsAmount(data, language),
        order,
        creditnote: text(data, 'creditNote', fallback.creditnote),
      };
    // The shop's own tracking page: short enough for one SMS, and where a failed delivery's shopper starts.
    case 'ORDER_OUT_FOR_DELIVERY':
    case 'ORDER_DELIVERED':
    case 'DELIVERY_FAILED':
      return { order, carrier: text(data, 'carrier'), link: text(data, 'trackingUrl', fallback.link) };
    // One link both confirms and pays online instead (docs/cod.md#paying-online-instead): {saving} is what paying
    // now saves, the fee plus any delivery charge.
    case 'COD_CONFIRM':
      return {
        order,
        amount: smsAmount(data, language),
        saving: smsAmount({ amount: data.saving ?? data.fee ?? null }, language),
        link: text(data, 'link'),
      };
  }
}

/**
 * The e-mail of a notice, as plain text and as simple, inline-styled HTML that mail programs render alike, in
 * the language the notice was written in. `writtenAt` is when the notice was raised (the payment's date).
 */
export function emailContent(
  template: OrderNoticeTemplate,
  data: NoticeData,
  options: { invoiceAttached: boolean; writtenAt?: Date } = { invoiceAttached: false },
): EmailContent {
  const language = noticeLanguage(data);
  const wording = WORDING[language];
  const date = new Intl.DateTimeFormat(LOCALE_OF[language], {
    dateStyle: 'long',
    timeZone: 'Asia/Kolkata',
  }).format(options.writtenAt ?? new Date());
  const parts = wording.email(template, data, { invoiceAttached: options.invoiceAttached, date });
  const greeting = wording.greeting(text(data, 'name'));
  const plain = [
    greeting,
    '',
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...parts.facts.map(([label, value]) => `${label}: ${value}`),
    ...(parts.link ? [`${parts.link.label}: ${parts.link.url}`] : []),
    '',
    wording.signOff,
    '',
    brand.name,
  ].join('\n');
  return {
    subject: `${parts.subject} | ${brand.name}`,
    text: plain,
    html: emailHtml(language, greeting, parts, wording.signOff),
  };
}
