import { brand, type Language } from '@shop/shared';
import { type NoticeData, text } from './notice-wording-types.ts';

/**
 * SMS that are about no order (docs/messaging.md#back-in-stock): their DLT templates' fixed text in each language,
 * filled from the outbox row's variables p1, p2, … as the WhatsApp template of the same news is.
 */
export const SHOP_SMS_TEMPLATES = ['BACK_IN_STOCK'] as const;
export type ShopSmsTemplate = (typeof SHOP_SMS_TEMPLATES)[number];

export const isShopSms = (name: string): name is ShopSmsTemplate =>
  (SHOP_SMS_TEMPLATES as readonly string[]).includes(name);

const WORDING: Record<Language, Record<ShopSmsTemplate, (v: Record<string, string>) => string>> = {
  en: {
    BACK_IN_STOCK: (v) => `${brand.name}: ${v.product} is back in stock. Get it here ${v.link}`,
  },
  hi: {
    BACK_IN_STOCK: (v) => `${brand.name}: ${v.product} फिर से उपलब्ध है। यहाँ से लें: ${v.link}`,
  },
};

/** A shop SMS's DLT variables by their registered names, and its text. */
export function shopSmsContent(
  template: ShopSmsTemplate,
  data: NoticeData,
  language: Language,
): { variables: Record<string, string>; text: string } {
  const variables = { product: text(data, 'p1'), link: text(data, 'p2') };
  return { variables, text: WORDING[language][template](variables) };
}
