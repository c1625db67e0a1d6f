/** Settings the browser tests start the shop with, for tests that depend on them. */

// Short, so the resend tests wait seconds rather than the default 30, yet long enough that asking again at once
// is still too soon on a busy machine.
export const OTP_RESEND_SECONDS = 10;

/** The countdown's text for the first seconds after a code: "0:10", "0:09", "0:08". */
export const FRESH_COUNTDOWN = new RegExp(
  `^Resend code in (${[0, 1, 2].map((ago) => `0:${String(OTP_RESEND_SECONDS - ago).padStart(2, '0')}`).join('|')})$`,
);

/** The shop's first admin, created with `npm run admin:create` before the shop starts (docs/admin.md). */
export const ADMIN_MOBILE = '9876500001';

/**
 * The first admin's authenticator-app secret, enrolled by `admin:create --totp-secret` (docs/admin.md#second-factor)
 * so that the tests can compute its codes.
 */
export const ADMIN_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
