import type { UserRole } from '@shop/shared';

/** The signed-in shopper, as routes see them. */
export interface SessionUser {
  id: string;
  mobile: string;
  name: string | null;
  email: string | null;
  role: UserRole;
}

/** What a valid session token says: whose it is, the token version it carries, and the second factor. */
export interface SessionClaims {
  userId: string;
  tokenVersion: number;
  secondFactor: boolean;
}

/** Reads session tokens for the HTTP layer's auth hook and write limits; the auth module's TokenService. */
export interface SessionTokens {
  verifySession(token: string): Promise<SessionClaims>;
}

/** Finds the account a session names, with its current token version; the users module's UsersService. */
export interface SessionUsers {
  sessionUser(userId: string): Promise<(SessionUser & { tokenVersion: number }) | undefined>;
}
