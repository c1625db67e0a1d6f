import { brand, type Language } from '@shop/shared';

/**
 * The WhatsApp templates the shop sends, as they must be registered in WhatsApp Manager (docs/messaging.md lists
 * them for the owner): each has a name, a category, a body per language with variables {{1}}, {{2}}, … and its
 * buttons. Meta approves each template's words; the shop fills in only the variables, so the words here must
 * match what was approved. The sandbox shows them from here, as WhatsApp would show the approved text.
 */
export const WHATSAPP_TEMPLATE_KEYS = [
  'ORDER_PAID',
  'ORDER_SHIPPED',
  'ORDER_OUT_FOR_DELIVERY',
  'ORDER_DELIVERED',
  'DELIVERY_FAILED',
  'REFUND_PROCESSED',
  'COD_CONFIRM',
  'CART_REMINDER',
  'BACK_IN_STOCK',
  'WHATSAPP_STOPPED',
] as const;
export type WhatsAppTemplateKey = (typeof WHATSAPP_TEMPLATE_KEYS)[number];

/** Meta's categories: utility for news of an order the shopper asked for, marketing for the rest. */
export type WhatsAppCategory = 'UTILITY' | 'MARKETING';

export type TemplateButton =
  /** Tapped, WhatsApp posts back the payload the shop sent with the message. */
  | { type: 'QUICK_REPLY'; label: Record<Language, string> }
  /** Opens the registered address with the shop's suffix appended ({{1}}). */
  | { type: 'URL'; label: Record<Language, string>; url: string };

export interface WhatsAppTemplate {
  /** The name registered by default; WHATSAPP_TEMPLATE_NAMES may name it differently. */
  name: string;
  category: WhatsAppCategory;
  /** What each variable is, for the owner registering it (and its example value). */
  variables: { meaning: string; example: string }[];
  body: Record<Language, string>;
  buttons: TemplateButton[];
}

const STOP_EN = 'Reply STOP to stop these messages.';
const STOP_HI = 'ये संदेश बंद करने के लिए STOP लिखकर भेजें।';

export const WHATSAPP_TEMPLATES: Record<WhatsAppTemplateKey, WhatsAppTemplate> = {
  ORDER_PAID: {
    name: 'order_placed',
    category: 'UTILITY',
    variables: [
      { meaning: 'order number', example: 'ORD-2026-000123' },
      { meaning: 'amount paid or to pay', example: '₹1,249' },
    ],
    body: {
      en: `Thank you for your ${brand.name} order {{1}} of {{2}}. We will send you the tracking link once it ships.`,
      hi: `${brand.name} से ऑर्डर {{1}} ({{2}}) के लिए धन्यवाद। पार्सल निकलते ही हम आपको ट्रैकिंग लिंक भेजेंगे।`,
    },
    buttons: [],
  },
  ORDER_SHIPPED: {
    name: 'order_shipped',
    category: 'UTILITY',
    variables: [
      { meaning: 'order number', example: 'ORD-2026-000123' },
      { meaning: 'courier', example: 'Delhivery' },
      { meaning: 'tracking number', example: 'SBX1234567890' },
      { meaning: 'tracking link', example: 'https://www.vanya.example/track?orderId=ORD-2026-000123' },
    ],
    body: {
      en: `Your ${brand.name} order {{1}} has shipped with {{2}}, tracking number {{3}}. Track it here: {{4}}`,
      hi: `आपका ${brand.name} ऑर्डर {{1}} {{2}} से भेज दिया गया है, ट्रैकिंग नंबर {{3}}। यहाँ ट्रैक करें: {{4}}`,
    },
    buttons: [],
  },
  ORDER_OUT_FOR_DELIVERY: {
    name: 'order_out_for_delivery',
    category: 'UTILITY',
    variables: [
      { meaning: 'order number', example: 'ORD-2026-000123' },
      { meaning: 'courier', example: 'Delhivery' },
      { meaning: 'tracking link', example: 'https://www.vanya.example/track?orderId=ORD-2026-000123' },
    ],
    body: {
      en: `Your ${brand.name} order {{1}} is out for delivery today with {{2}}. Track it here: {{3}}`,
      hi: `आपका ${brand.name} ऑर्डर {{1}} आज {{2}} से डिलीवरी के लिए निकल चुका है। यहाँ ट्रैक करें: {{3}}`,
    },
    buttons: [],
  },
  ORDER_DELIVERED: {
    name: 'order_delivered',
    category: 'UTILITY',
    variables: [
      { meaning: 'order number', example: 'ORD-2026-000123' },
      { meaning: 'courier', example: 'Delhivery' },
      { meaning: 'order link', example: 'https://www.vanya.example/track?orderId=ORD-2026-000123' },
    ],
    body: {
      en: `Your ${brand.name} order {{1}} has been delivered by {{2}}. Thank you! Details: {{3}}`,
      hi: `आपका ${brand.name} ऑर्डर {{1}} {{2}} ने पहुँचा दिया है। धन्यवाद! जानकारी: {{3}}`,
    },
    buttons: [],
  },
  DELIVERY_FAILED: {
    name: 'delivery_failed',
    category: 'UTILITY',
    variables: [
      { meaning: 'order number', example: 'ORD-2026-000123' },
      { meaning: 'courier', example: 'Delhivery' },
      { meaning: 'courier’s reason', example: 'Customer not available' },
    ],
    body: {
      en: `${brand.name} order {{1}}: {{2}} could not deliver it today ({{3}}). Shall we try again, or send it back?`,
      hi: `${brand.name} ऑर्डर {{1}}: {{2}} आज डिलीवरी नहीं कर पाया ({{3}})। क्या हम दोबारा कोशिश करें, या इसे वापस भेज दें?`,
    },
    buttons: [
      { type: 'QUICK_REPLY', label: { en: 'Deliver again', hi: 'दोबारा डिलीवर करें' } },
      { type: 'QUICK_REPLY', label: { en: 'Return it', hi: 'वापस भेज दें' } },
    ],
  },
  REFUND_PROCESSED: {
    name: 'refund_processed',
    category: 'UTILITY',
    variables: [
      { meaning: 'amount refunded', example: '₹1,249' },
      { meaning: 'order number', example: 'ORD-2026-000123' },
      { meaning: 'credit note number', example: 'CN/2026-27/000045' },
    ],
    body: {
      en: `${brand.name} has refunded {{1}} for order {{2}}. Credit note {{3}}.`,
      hi: `${brand.name} ने ऑर्डर {{2}} के लिए {{1}} वापस कर दिए हैं। क्रेडिट नोट {{3}}।`,
    },
    buttons: [],
  },
  COD_CONFIRM: {
    name: 'cod_confirm',
    category: 'UTILITY',
    variables: [
      { meaning: 'order number', example: 'ORD-2026-000123' },
      { meaning: 'amount to pay in cash', example: '₹1,299' },
    ],
    body: {
      en: `${brand.name} order {{1}}: you chose to pay {{2}} in cash on delivery. Please confirm it so we can pack it, or cancel it.`,
      hi: `${brand.name} ऑर्डर {{1}}: आपने डिलीवरी पर {{2}} कैश में देना चुना है। कृपया पुष्टि करें ताकि हम इसे पैक करें, या रद्द करें।`,
    },
    buttons: [
      { type: 'QUICK_REPLY', label: { en: 'Confirm order', hi: 'ऑर्डर पक्का करें' } },
      { type: 'QUICK_REPLY', label: { en: 'Cancel', hi: 'रद्द करें' } },
    ],
  },
  CART_REMINDER: {
    name: 'cart_reminder',
    category: 'MARKETING',
    variables: [
      { meaning: 'first name', example: 'Asha' },
      { meaning: 'link that restores the cart', example: 'https://www.vanya.example/cart/restore?token=…' },
    ],
    body: {
      en: `Hi {{1}}, your ${brand.name} cart is waiting for you. Pick up where you left off: {{2}}\n${STOP_EN}`,
      hi: `नमस्ते {{1}}, आपका ${brand.name} कार्ट आपका इंतज़ार कर रहा है। वहीं से शुरू करें: {{2}}\n${STOP_HI}`,
    },
    buttons: [],
  },
  BACK_IN_STOCK: {
    name: 'back_in_stock',
    category: 'MARKETING',
    variables: [
      { meaning: 'product and size', example: 'Kumkumadi Face Oil, 30 ml' },
      { meaning: 'product link', example: 'https://www.vanya.example/product/kumkumadi-face-oil' },
    ],
    body: {
      en: `Good news: {{1}} is back in stock at ${brand.name}. Get it here: {{2}}\n${STOP_EN}`,
      hi: `खुशखबरी: ${brand.name} पर {{1}} फिर से उपलब्ध है। यहाँ से लें: {{2}}\n${STOP_HI}`,
    },
    buttons: [],
  },
  WHATSAPP_STOPPED: {
    name: 'whatsapp_stopped',
    category: 'UTILITY',
    variables: [],
    body: {
      en: `You will get no more WhatsApp messages from ${brand.name}. Order updates will come by SMS. You can turn WhatsApp on again in your account.`,
      hi: `अब आपको ${brand.name} से WhatsApp पर कोई संदेश नहीं आएगा। ऑर्डर की जानकारी SMS से आएगी। आप अपने खाते में WhatsApp फिर से चालू कर सकते हैं।`,
    },
    buttons: [],
  },
};

/** The registered names: the defaults, with WHATSAPP_TEMPLATE_NAMES's overrides (`KEY=name,KEY=name`). */
export function templateNames(overrides: string | undefined): Record<WhatsAppTemplateKey, string> {
  const names = Object.fromEntries(
    WHATSAPP_TEMPLATE_KEYS.map((key) => [key, WHATSAPP_TEMPLATES[key].name]),
  ) as Record<WhatsAppTemplateKey, string>;
  for (const pair of overrides ? overrides.split(',') : []) {
    const [key, name] = pair.split('=');
    if (!key || !name) continue;
    if (!(WHATSAPP_TEMPLATE_KEYS as readonly string[]).includes(key)) {
      throw new Error(
        `WHATSAPP_TEMPLATE_NAMES names no template ${key}: one of ${WHATSAPP_TEMPLATE_KEYS.join(', ')}`,
      );
    }
    names[key as WhatsAppTemplateKey] = name;
  }
  return names;
}

/** A template's body with its variables filled in, as the shopper's phone shows it. */
export function renderBody(template: WhatsAppTemplate, language: Language, parameters: string[]): string {
  return template.body[language].replace(
    /\{\{(\d+)\}\}/g,
    (_match, index: string) => parameters[Number(index) - 1] ?? '',
  );
}

/** How many variables a body has ({{1}} … {{n}}). */
export function variableCount(template: WhatsAppTemplate, language: Language = 'en'): number {
  return new Set(template.body[language].match(/\{\{\d+\}\}/g) ?? []).size;
}
