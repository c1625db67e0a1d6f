import type { Language } from './i18n.ts';

// The WhatsApp choices' names and words without their schemas: the storefront's boxes import only this, so no
// page that shows them (the cart drawer among them) loads zod for it.

/**
 * The choices a shopper makes about WhatsApp (docs/messaging.md#consent): order updates, and reminders of a cart
 * and offers. Each is its own unticked box, recorded with the wording shown, its version, when and where.
 */
export const CONSENT_PURPOSES = ['WHATSAPP_UPDATES', 'WHATSAPP_MARKETING'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * The version of the wording below. A change to the words is a new version: a record keeps the version and the
 * words the shopper saw, so what they agreed to can be shown later.
 */
export const CONSENT_WORDING_VERSION = 'wa-2026-11';

export const CONSENT_WORDING: Record<ConsentPurpose, Record<Language, string>> = {
  WHATSAPP_UPDATES: {
    en: 'Send my order updates on WhatsApp',
    hi: 'मेरे ऑर्डर की जानकारी WhatsApp पर भेजें',
  },
  WHATSAPP_MARKETING: {
    en: 'Tell me about my cart and offers on WhatsApp',
    hi: 'मेरे कार्ट और ऑफ़र के बारे में WhatsApp पर बताएँ',
  },
};

/** The API's names for the two choices (`PUT /users/consents`, the profile, the checkout's payload). */
export const CONSENT_FIELDS = {
  whatsappUpdates: 'WHATSAPP_UPDATES',
  whatsappMarketing: 'WHATSAPP_MARKETING',
} as const satisfies Record<string, ConsentPurpose>;
export type ConsentField = keyof typeof CONSENT_FIELDS;

/** The two choices as they stand for a number: false until given. */
export type ConsentState = Record<ConsentField, boolean>;
