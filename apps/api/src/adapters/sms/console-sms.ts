import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { brand, type Language } from '@shop/shared';
import { loginAlertText, otpText, type SmsMessage, type SmsSender } from './sms.ts';

/**
 * The default: prints each message and appends it as one JSON line to DATA_DIR/outbox/sms.jsonl, where a
 * developer (or a browser test) reads the code.
 */
export class ConsoleSms implements SmsSender {
  readonly name = 'console';
  readonly outboxFile: string;

  constructor(
    dataDir: string,
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {
    this.outboxFile = path.join(dataDir, 'outbox', 'sms.jsonl');
  }

  async sendOtp(mobile: string, code: string, ttlMinutes: number, language: Language): Promise<void> {
    await this.#write({ to: mobile, text: otpText(code, ttlMinutes, brand.name, language) });
  }

  async sendLoginAlert(mobile: string, language: Language): Promise<void> {
    // The template's name where MSG91 needs its registered id, as for order messages.
    await this.send({
      to: mobile,
      templateId: language === 'hi' ? 'LOGIN_ALERT_HI' : 'LOGIN_ALERT',
      variables: {},
      text: loginAlertText(brand.name, language),
      language,
    });
  }

  async send({ to, text, templateId, variables }: SmsMessage): Promise<void> {
    await this.#write({ to, text, templateId, variables });
  }

  async #write(message: { to: string; text: string } & Partial<SmsMessage>): Promise<void> {
    await mkdir(path.dirname(this.outboxFile), { recursive: true });
    await appendFile(this.outboxFile, `${JSON.stringify({ ...message, at: new Date().toISOString() })}\n`);
    this.log(`SMS to ${message.to}: ${message.text}`);
  }
}
