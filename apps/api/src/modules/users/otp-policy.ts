/** The limits of login by code: its length, its life, and how many codes and guesses anyone gets. */
export const OTP = {
  digits: 6,
  ttlMs: 5 * 60_000,
  maxAttempts: 5,
  // NOTE: sends count the client that asks, not the number asked for: a cap per number would let anyone keep
  // its owner from getting a code. Each client has its own challenge, so nobody's request touches another's.
  sendsPerDevicePerHour: 5,
  /** The default of OTP_SENDS_PER_ADDRESS_PER_HOUR. */
  sendsPerAddressPerHour: 20,
  /**
   * Wrong codes a number takes in any 24 hours from devices that have not logged in to it; then only those that
   * have may log in. Bounds an attacker's guesses at one number: 20 in a million a day.
   */
  wrongGuessesPerNumberPerDay: 20,
} as const;

export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;

/** Who is asking for a code: the address, and the device cookie when the browser keeps one. */
export interface OtpClient {
  ip: string;
  deviceId?: string | undefined;
}
