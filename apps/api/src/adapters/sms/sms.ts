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
}

/** Sends one-time passwords and order messages. The shop never sees whether the SMS arrived; a failure to hand it over throws. */
export interface SmsSender {
  readonly name: string;
  sendOtp(mobile: string, code: string, ttlMinutes: number): Promise<void>;
  send(message: SmsMessage): Promise<void>;
}

export function otpText(code: string, ttlMinutes: number, brandName: string): string {
  return `${code} is your ${brandName} login code. It is valid for ${ttlMinutes} minutes. Do not share it with anyone.`;
}
