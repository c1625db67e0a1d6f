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
    return this.#sign(
      'session',
      user.id,
      `${this.sessionTtlDays}d`,
      secondFactor ? { ver: user.tokenVersion, mfa: true } : { ver: user.tokenVersion },
    );
  }

  signup(claims: SignupClaims): Promise<string> {
    return this.#sign('signup', claims.challengeId, '15m', {
      mobile: claims.mobile,
      orders: claims.orders.slice(0, MAX_CLAIMS),
    });
  }

  async verifySession(token: string): Promise<SessionClaims> {
    const { payload } = await this.#verify(token, 'session');
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') throw new UnauthorizedError();
    return { userId: payload.sub, tokenVersion: payload.ver, secondFactor: payload.mfa === true };
  }

  async verifySignup(token: string): Promise<SignupClaims> {
    const { subject, mobile, payload } = await this.#verifyForMobile(
      token,
      'signup',
      'Your code has expired. Please request a new one.',
    );
    const orders = Array.isArray(payload.orders)
      ? payload.orders.filter((id): id is string => typeof id === 'string')
      : [];
    return { challengeId: subject, mobile, orders };
  }

  orderClaim(claim: OrderClaim): Promise<string> {
    return this.#sign('order-claim', claim.orderId, `${this.sessionTtlDays}d`, { mobile: claim.mobile });
  }

  async verifyOrderClaim(token: string): Promise<OrderClaim> {
    const { subject, mobile } = await this.#verifyForMobile(
      token,
      'order-claim',
      'This order link has expired. Please contact us to add the order to your account.',
    );
    return { orderId: subject, mobile };
  }

  #sign(
    audience: string,
    subject: string,
    expiresIn: string,
    claims: Record<string, unknown>,
  ): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(this.#key);
  }

  /** A token made out to a mobile number (a sign-up, an order claim): its subject and that number. */
  async #verifyForMobile(token: string, audience: string, expiredMessage: string) {
    const { payload } = await this.#verify(token, audience, expiredMessage);
    if (typeof payload.sub !== 'string' || typeof payload.mobile !== 'string') throw new UnauthorizedError();
    return { subject: payload.sub, mobile: payload.mobile, payload };
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
