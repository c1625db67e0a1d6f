/** Sends one-time passwords. The shop never sees whether the SMS arrived; a failure to hand it over throws. */
export interface SmsSender {
  readonly name: string;
  sendOtp(mobile: string, code: string, ttlMinutes: number): Promise<void>;
}

export function otpText(code: string, ttlMinutes: number, brandName: string): string {
  return `${code} is your ${brandName} login code. It is valid for ${ttlMinutes} minutes. Do not share it with anyone.`;
}
