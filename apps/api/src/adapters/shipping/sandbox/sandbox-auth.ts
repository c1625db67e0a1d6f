import { createHmac, timingSafeEqual } from 'node:crypto';

/** A login lasts 10 days, as Shiprocket's does. */
const TOKEN_LIFETIME_SECONDS = 10 * 24 * 3600;

/**
 * The sandbox's keys, all derived from its one secret (secrets.ts): the API user's password, the login tokens it
 * signs (with their expiry, so an expired token is refused as Shiprocket refuses one), the webhook token it
 * sends, and the signatures that make its file addresses unguessable.
 */
export class SandboxKeys {
  constructor(private readonly secret: string) {}

  #mac(purpose: string): string {
    return createHmac('sha256', this.secret).update(purpose).digest('base64url');
  }

  get password(): string {
    return this.#mac('password').slice(0, 24);
  }

  get webhookToken(): string {
    return this.#mac('webhook').slice(0, 32);
  }

  issueToken(now: Date): string {
    const expires = Math.floor(now.getTime() / 1000) + TOKEN_LIFETIME_SECONDS;
    return `sbx.${expires}.${this.#mac(`token:${expires}`)}`;
  }

  isValidToken(token: string, now: Date): boolean {
    const [prefix, expires, mac] = token.split('.');
    if (prefix !== 'sbx' || !expires || !mac || !/^\d+$/.test(expires)) return false;
    if (Number(expires) * 1000 <= now.getTime()) return false;
    return sameText(mac, this.#mac(`token:${expires}`));
  }

  sign(path: string): string {
    return this.#mac(`file:${path}`).slice(0, 32);
  }

  isSigned(path: string, signature: string): boolean {
    return sameText(signature, this.sign(path));
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
