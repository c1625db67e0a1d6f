import type { Config } from '../../../config.ts';
import type {
  SentWhatsApp,
  WhatsAppProvider,
  WhatsAppProviderName,
  WhatsAppTemplateMessage,
  WhatsAppWebhookDelivery,
} from '../whatsapp-provider.ts';
import { CloudApiClient } from './cloud-client.ts';
import { parseCloudWebhook, verifyWebhookSubscription } from './cloud-webhook.ts';

/**
 * Meta's WhatsApp Business Cloud API behind the port (docs/messaging.md): template messages posted to the
 * business number's messages endpoint, and the app's webhook, signed with the app secret, for their statuses
 * and the shoppers' replies.
 */
export class CloudWhatsApp implements WhatsAppProvider {
  constructor(
    private readonly client: CloudApiClient,
    private readonly webhook: { appSecret: string; verifyToken: string },
    readonly name: WhatsAppProviderName = 'cloud',
  ) {}

  send(message: WhatsAppTemplateMessage): Promise<SentWhatsApp> {
    return this.client.sendTemplate(message);
  }

  verifySubscription(query: Record<string, unknown>): string | null {
    return verifyWebhookSubscription(this.webhook.verifyToken, query);
  }

  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): WhatsAppWebhookDelivery {
    return parseCloudWebhook(this.webhook.appSecret, rawBody, headers);
  }
}

/** The provider from the settings config.ts checked (WHATSAPP_PROVIDER=cloud needs all four). */
export function cloudWhatsAppFromSettings(config: Config): CloudWhatsApp {
  const { WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN } =
    config;
  if (!WHATSAPP_ACCESS_TOKEN || !WHATSAPP_PHONE_NUMBER_ID || !WHATSAPP_APP_SECRET || !WHATSAPP_VERIFY_TOKEN) {
    throw new Error(
      'WHATSAPP_PROVIDER=cloud needs its access token, phone number id, app secret and verify token',
    );
  }
  const client = new CloudApiClient({
    apiUrl: config.WHATSAPP_API_URL,
    accessToken: WHATSAPP_ACCESS_TOKEN,
    phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
  });
  return new CloudWhatsApp(client, {
    appSecret: WHATSAPP_APP_SECRET,
    verifyToken: WHATSAPP_VERIFY_TOKEN,
  });
}
