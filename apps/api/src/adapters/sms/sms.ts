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
  /**
   * Tells an account's owner that its number's budget of wrong login codes is spent (docs/architecture.md#login),
   * in the account's language.
   */
  sendLoginAlert(mobile: string, language: Language): Promise<void>;
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

/** The login alert's text, as its DLT template is registered in each language: fixed, without variables. */
export function loginAlertText(brandName: string, language: Language = 'en'): string {
  return language === 'hi'
    ? `${brandName}: आपके नंबर के लिए कई बार गलत लॉग इन कोड डाले गए। एक दिन तक सिर्फ़ वही डिवाइस लॉग इन कर पाएँगे जिन पर आप पहले लॉग इन कर चुके हैं। अपना कोड किसी को न बताएँ।`
    : `${brandName}: many wrong login codes were tried for your number. For a day, only devices you have logged in on before can log in. Never share your code.`;
}
