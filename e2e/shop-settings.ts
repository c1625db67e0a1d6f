/** Settings the browser tests start the shop with, for tests that depend on them. */

// Short, so the resend tests wait seconds rather than the default 30, yet long enough that asking again at once
// is still too soon on a busy machine.
export const OTP_RESEND_SECONDS = 10;

/** The countdown's text for the first seconds after a code: "0:10", "0:09", "0:08". */
export const FRESH_COUNTDOWN = new RegExp(
  `^Resend code in (${[0, 1, 2].map((ago) => `0:${String(OTP_RESEND_SECONDS - ago).padStart(2, '0')}`).join('|')})$`,
);

/** A number made an admin (`npm run admin:create`) before the shop starts, for the back-office tests. */
export const ADMIN_MOBILE = '7000000101';
