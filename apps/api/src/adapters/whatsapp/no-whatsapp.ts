import { type WhatsAppProvider, WhatsAppProviderError } from './whatsapp-provider.ts';

/**
 * WHATSAPP_PROVIDER=off, for a shop without a WhatsApp Business account (docs/messaging.md#without-whatsapp): no
 * choice to be messaged on WhatsApp is offered or taken, so nothing is raised for this channel; should a message
 * still reach it, it is refused as a setting to fix and its news goes by SMS. No webhook is genuine.
 */
export const noWhatsApp: WhatsAppProvider = {
  name: 'off',
  send: async () => {
    throw new WhatsAppProviderError(
      'This shop sends no WhatsApp messages (WHATSAPP_PROVIDER=off)',
      'template',
    );
  },
  verifySubscription: () => null,
  parseWebhook: () => ({ ok: false, reason: 'bad_signature' }),
};
