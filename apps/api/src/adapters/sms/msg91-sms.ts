import { brand, type Language } from '@shop/shared';
import { loginAlertText, type SmsMessage, type SmsSender } from './sms.ts';

export interface Msg91Options {
  authKey: string;
  /** DLT-registered OTP template id; the template holds the text with ##OTP##. */
  templateId: string;
  /** The Hindi OTP template's id; unset, Hindi pages get the English code text. */
  hindiTemplateId?: string;
  /** DLT-registered template of the login alert (no variables); the configuration requires it with MSG91. */
  loginAlertTemplateId?: string;
  /** The Hindi login alert's template id; unset, Hindi accounts get the English alert. */
  hindiLoginAlertTemplateId?: string;
  /** DLT-registered sender id (header) for order messages; unset, each template's own sender at MSG91 applies. */
  senderId?: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

type OptionalTemplate = 'senderId' | 'hindiTemplateId' | 'loginAlertTemplateId' | 'hindiLoginAlertTemplateId';

/**
 * MSG91's SendOTP v5 API: POST /api/v5/otp with the auth key header, the template id, the mobile with country
 * code, and our own code (so verification stays with the shop and works the same for every provider). Order
 * messages go through its flow API, POST /api/v5/flow, with the DLT template id and the variables per recipient.
 * Hindi texts are templates of their own, registered apart, and go with MSG91's `unicode` flag.
 */
export class Msg91Sms implements SmsSender {
  readonly name = 'msg91';
  readonly #options: Required<Omit<Msg91Options, 'fetch' | OptionalTemplate>> &
    Pick<Msg91Options, OptionalTemplate> & { fetch: typeof fetch };

  constructor(options: Msg91Options) {
    this.#options = {
      baseUrl: 'https://control.msg91.com',
      timeoutMs: 10_000,
      fetch: globalThis.fetch,
      ...options,
    };
  }

  async sendOtp(mobile: string, code: string, ttlMinutes: number, language: Language): Promise<void> {
    const { authKey, templateId, hindiTemplateId, baseUrl, timeoutMs } = this.#options;
    const hindi = language === 'hi' && hindiTemplateId !== undefined;
    const url = new URL('/api/v5/otp', baseUrl);
    url.searchParams.set('template_id', hindi ? hindiTemplateId : templateId);
    // MSG91: 1 for a template in a language other than English, sent as Unicode.
    if (hindi) url.searchParams.set('unicode', '1');
    url.searchParams.set('mobile', `91${mobile}`);
    url.searchParams.set('otp', code);
    url.searchParams.set('otp_expiry', String(ttlMinutes));
    const response = await this.#options.fetch(url, {
      method: 'POST',
      headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
    if (!response.ok || body.type !== 'success') {
      throw new Error(`MSG91 refused the OTP: ${response.status} ${body.message ?? ''}`.trim());
    }
  }

  async sendLoginAlert(mobile: string, language: Language): Promise<void> {
    const { loginAlertTemplateId, hindiLoginAlertTemplateId } = this.#options;
    if (!loginAlertTemplateId)
      throw new Error('MSG91 has no login alert template (MSG91_LOGIN_ALERT_TEMPLATE_ID)');
    const hindi = language === 'hi' && hindiLoginAlertTemplateId !== undefined;
    await this.send({
      to: mobile,
      templateId: hindi ? hindiLoginAlertTemplateId : loginAlertTemplateId,
      variables: {},
      text: loginAlertText(brand.name, hindi ? 'hi' : 'en'),
      language: hindi ? 'hi' : 'en',
    });
  }

  async send({ to, templateId, variables, language }: SmsMessage): Promise<void> {
    const { authKey, senderId, baseUrl, timeoutMs } = this.#options;
    const response = await this.#options.fetch(new URL('/api/v5/flow', baseUrl), {
      method: 'POST',
      headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        template_id: templateId,
        ...(senderId ? { sender: senderId } : {}),
        short_url: '0',
        ...(language === 'en' ? {} : { unicode: 1 }),
        recipients: [{ ...variables, mobiles: `91${to}` }],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
    if (!response.ok || body.type !== 'success') {
      throw new Error(`MSG91 refused the message: ${response.status} ${body.message ?? ''}`.trim());
    }
  }
}
