/** How far the second factor trusts its callers: its budgets of attempts, codes and time. */
export const SECOND_FACTOR = {
  /** Wrong codes (authenticator or recovery) an account may send in `wrongWindowMs` before it must wait. */
  maxWrongCodes: 5,
  wrongWindowMs: 15 * 60_000,
  recoveryCodes: 10,
  challengeTtlMs: 5 * 60_000,
  totpPeriodSeconds: 30,
  /** One step either side: a phone's clock a little off still works. */
  totpWindow: 1,
} as const;
