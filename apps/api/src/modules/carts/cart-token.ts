import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a reminder's restore link works. */
export const RESTORE_LINK_TTL_MS = 7 * 24 * 3_600_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type CartTokenCheck = { ok: true; cartId: string } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The restore link's token (docs/carts.md#the-restore-link): the cart's id and the link's expiry, signed with a key
 * of its own derived from the jwt secret, so no other token of the shop is ever a valid cart link. Nothing is
 * stored: the link is as good as its signature until it expires.
 */
export class CartTokens {
  readonly #key: Buffer;

  constructor(jwtSecret: string) {
    this.#key = createHmac('sha256', jwtSecret).update('cart-restore-link').digest();
  }

  sign(cartId: string, now: Date): string {
    const expires = Math.floor((now.getTime() + RESTORE_LINK_TTL_MS) / 1000);
    const body = `${cartId}.${expires}`;
    return `${body}.${this.#mac(body).toString('base64url')}`;
  }

  check(token: string, now: Date): CartTokenCheck {
    const [cartId, expires, mac, ...rest] = token.split('.');
    if (!cartId || !expires || !mac || rest.length > 0 || !UUID.test(cartId) || !/^\d{1,12}$/.test(expires)) {
      return { ok: false, reason: 'invalid' };
    }
    // Compared as the exact string signed: decoding first would let stray or trailing characters through, and one
    // link would have many valid spellings.
    const expected = Buffer.from(this.#mac(`${cartId}.${expires}`).toString('base64url'));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'invalid' };
    }
    // Judged only once the signature holds, so a forged link never learns whether its date would pass.
    if (Number(expires) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, cartId };
  }

  #mac(body: string): Buffer {
    return createHmac('sha256', this.#key).update(body).digest();
  }
}
