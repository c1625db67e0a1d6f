import { msg } from '@shop/shared';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { type Text, UnauthorizedError } from '../../domain/errors.ts';
import type { SessionClaims, SessionTokens } from '../../domain/session.ts';

const ISSUER = 'vanya-shop';
// NOTE: one algorithm, fixed on both sides: a token naming another (or "none") is refused by jwtVerify.
const ALGORITHM = 'HS256';

export interface SignupClaims {
  challengeId: string;
  mobile: string;
  /** Guest orders to attach to the account once the number is proven. */
  orders: string[];
}

/** Held by the browser that paid for a guest order: the right to claim it by proving its number. */
export interface OrderClaim {
  orderId: string;
  mobile: string;
}

const MAX_CLAIMS = 10;

/**
 * Session tokens (30 days, revocable by bumping the user's tokenVersion) and signup tokens (15 minutes, bound
 * to one OTP challenge). Each carries its purpose in the audience, so one can never stand in for the other.
 */
export class TokenService implements SessionTokens {
  readonly #key: Uint8Array;

  constructor(
    secret: string,
    private readonly sessionTtlDays: number,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  /**
   * `secondFactor`: the session has also passed a passkey, an authenticator-app code or a recovery code, which the
   * back office requires (docs/admin.md#second-factor); a login code alone opens only the shopper's account.
   */
  session(user: { id: string; tokenVersion: number }, secondFactor = false): Promise<string> {
    return new SignJWT(secondFactor ? { ver: user.tokenVersion, mfa: true } : { ver: user.tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setAudience('session')
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(`${this.sessionTtlDays}d`)
      .sign(this.#key);
  }

  signup(claims: SignupClaims): Promise<string> {
    return new SignJWT({ mobile: claims.mobile, orders: claims.orders.slice(0, MAX_CLAIMS) })
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setAudience('signup')
      .setSubject(claims.challengeId)
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(this.#key);
  }

  async verifySession(token: string): Promise<SessionClaims> {
    const { payload } = await this.#verify(token, 'session');
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') throw new UnauthorizedError();
    return { userId: payload.sub, tokenVersion: payload.ver, secondFactor: payload.mfa === true };
  }

  async verifySignup(token: string): Promise<SignupClaims> {
    const { payload } = await this.#verify(
      token,
      'signup',
      'Your code has expired. Please request a new one.',
    );
    if (typeof payload.sub !== 'string' || typeof payload.mobile !== 'string') throw new UnauthorizedError();
    const orders = Array.isArray(payload.orders)
      ? payload.orders.filter((id): id is string => typeof id === 'string')
      : [];
    return { challengeId: payload.sub, mobile: payload.mobile, orders };
  }

  orderClaim(claim: OrderClaim): Promise<string> {
    return new SignJWT({ mobile: claim.mobile })
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setAudience('order-claim')
      .setSubject(claim.orderId)
      .setIssuedAt()
      .setExpirationTime(`${this.sessionTtlDays}d`)
      .sign(this.#key);
  }

  async verifyOrderClaim(token: string): Promise<OrderClaim> {
    const { payload } = await this.#verify(
      token,
      'order-claim',
      'This order link has expired. Please contact us to add the order to your account.',
    );
    if (typeof payload.sub !== 'string' || typeof payload.mobile !== 'string') throw new UnauthorizedError();
    return { orderId: payload.sub, mobile: payload.mobile };
  }

  async #verify(token: string, audience: string, expiredMessage: Text = msg('auth.sessionExpired')) {
    try {
      return await jwtVerify(token, this.#key, { issuer: ISSUER, audience, algorithms: [ALGORITHM] });
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new UnauthorizedError(expiredMessage);
      throw new UnauthorizedError(msg('auth.logIn'));
    }
  }
}
