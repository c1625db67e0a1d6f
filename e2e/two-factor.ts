import { Secret, TOTP } from 'otpauth';

/**
 * The authenticator app's code for `secret`. The shop takes each code once, and the run's admin logs in more than
 * once: `stepOffset` 1 gives the next step's code, which the shop accepts one step early.
 */
export function nextAppCode(secret: string, stepOffset = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepOffset * 30_000 });
}
