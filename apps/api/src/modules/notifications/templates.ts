import { brand, escapeHtml, formatINR } from '@shop/shared';
import type { OrderNoticeTemplate } from './order-notices.ts';

/** What a notification row carries for its template (see OrderNotices.queue). */
export type NoticeData = Record<string, string | number | null>;

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

const text = (data: NoticeData, key: string, fallback = ''): string => {
  const value = data[key];
  return value === null || value === undefined || value === '' ? fallback : String(value);
};

const amount = (data: NoticeData): string => {
  const value = data.amount;
  return typeof value === 'number' ? formatINR(value) : '';
};

// NOTE: ₹ is not in the GSM alphabet: one ₹ turns an SMS into Unicode, 70 characters a part instead of 160.
const smsAmount = (data: NoticeData): string => amount(data).replace('₹', 'Rs.');

/**
 * docs/orders.md#notifications: each SMS is fixed text registered under DLT with only the variables filling in,
 * so the fixed text must not change without registering it again.
 */
export function smsContent(template: OrderNoticeTemplate, data: NoticeData): SmsContent {
  const order = text(data, 'orderId');
  switch (template) {
    case 'ORDER_PAID': {
      const variables = { order, amount: smsAmount(data) };
      return {
        variables,
        text: `Thank you for your ${brand.name} order ${variables.order} of ${variables.amount}. We will send you the tracking details once it ships.`,
      };
    }
    case 'ORDER_SHIPPED': {
      const variables = {
        order,
        carrier: text(data, 'carrier'),
        tracking: text(data, 'trackingNumber'),
        link: text(data, 'trackingUrl', 'on the courier website'),
      };
      return {
        variables,
        text: `${brand.name} order ${variables.order} has shipped via ${variables.carrier}, tracking no. ${variables.tracking}. Track it ${variables.link}`,
      };
    }
    case 'REFUND_PROCESSED': {
      const variables = {
        amount: smsAmount(data),
        order,
        creditnote: text(data, 'creditNote', 'to follow'),
      };
      return {
        variables,
        text: `${brand.name} has refunded ${variables.amount} for order ${variables.order} to your original payment method. Credit note ${variables.creditnote}.`,
      };
    }
  }
}

interface EmailParts {
  subject: string;
  /** Paragraphs of plain text; each becomes a <p> in the HTML. */
  paragraphs: string[];
  /** Label and value rows, shown as a small table. */
  facts: [string, string][];
  link?: { label: string; url: string };
}

function emailParts(
  template: OrderNoticeTemplate,
  data: NoticeData,
  options: { invoiceAttached: boolean },
): EmailParts {
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
        ],
      };
    case 'ORDER_SHIPPED': {
      const url = text(data, 'trackingUrl');
      return {
        subject: `Your order ${order} has shipped`,
        paragraphs: [
          `Your order ${order} is on its way with ${text(data, 'carrier')}.`,
          url
            ? 'Follow your parcel on the courier’s website with the link below.'
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
  }
}

/** The e-mail of a notice, as plain text and as simple, inline-styled HTML that mail programs render alike. */
export function emailContent(
  template: OrderNoticeTemplate,
  data: NoticeData,
  options: { invoiceAttached: boolean } = { invoiceAttached: false },
): EmailContent {
  const parts = emailParts(template, data, options);
  const name = text(data, 'name');
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const signOff = `Questions? Write to ${brand.email} or call ${brand.phone} (${brand.customerServiceHours}).`;
  const plain = [
    greeting,
    '',
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...parts.facts.map(([label, value]) => `${label}: ${value}`),
    ...(parts.link ? [`${parts.link.label}: ${parts.link.url}`] : []),
    '',
    signOff,
    '',
    brand.name,
  ].join('\n');
  return {
    subject: `${parts.subject} | ${brand.name}`,
    text: plain,
    html: emailHtml(greeting, parts, signOff),
  };
}

const BRAND_GREEN = '#47532f';
const PAGE = '#f6f7f1';
const INK = '#323a25';

function emailHtml(greeting: string, parts: EmailParts, signOff: string): string {
  const e = escapeHtml;
  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:${INK}">${e(content)}</p>`;
  const facts = parts.facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#5c6c39;font-size:14px">${e(label)}</td><td style="padding:6px 0;font-size:14px;font-weight:600;color:${INK}">${e(value)}</td></tr>`,
    )
    .join('');
  const link = parts.link
    ? `<p style="margin:8px 0 16px"><a href="${e(parts.link.url)}" style="display:inline-block;background:${BRAND_GREEN};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-size:15px;font-weight:600">${e(parts.link.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(parts.subject)}</title></head>
<body style="margin:0;padding:0;background:${PAGE};font-family:Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND_GREEN};padding:18px 24px;color:#ffffff;font-size:20px;font-weight:700;letter-spacing:0.5px">${e(brand.name)}</td></tr>
<tr><td style="padding:24px">
${paragraph(greeting)}
${parts.paragraphs.map(paragraph).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${facts}</table>
${link}
<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:#5c6c39">${e(signOff)}</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#e9ecdc;font-size:12px;color:#5c6c39">${e(brand.legalName)}, ${e(brand.address.city)}, ${e(brand.address.state)}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
}
