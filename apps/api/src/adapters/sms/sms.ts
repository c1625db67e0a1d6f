import type { Language } from '@shop/shared';

/**
 * India's DLT rules: every transactional SMS names the registered template it fills, and only the variables
 * change. `text` is that template filled in, for the console outbox and the log; MSG91 builds it from its copy.
 */
export interface SmsMessage {
  /** Ten-digit Indian mobile number. */
  to: string;
  templateId: string;
  variables: Record<string, string>;
  text: string;
  /** The template's language: a Hindi one goes as Unicode. */
  language: Language;
}

/** Sends one-time passwords and order messages. The shop never sees whether the SMS arrived; a failure to hand it over throws. */
export interface SmsSender {
  readonly name: string;
  /** The code in the language of the page that asked for it. */
  sendOtp(mobile: string, code: string, ttlMinutes: number, language: Language): Promise<void>;
  send(message: SmsMessage): Promise<void>;
}

/** The login code's text, as its DLT template is registered in each language. */
export function otpText(
  code: string,
  ttlMinutes: number,
  brandName: string,
  language: Language = 'en',
): string {
  return language === 'hi'
    ? `${code} आपका ${brandName} लॉग इन कोड है। यह ${ttlMinutes} मिनट तक चलेगा। इसे किसी को न बताएँ।`
    : `${code} is your ${brandName} login code. It is valid for ${ttlMinutes} minutes. Do not share it with anyone.`;
}
