import type { Profile } from '@shop/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';

export type User = typeof users.$inferSelect;

/** The signed-in shopper, as routes see them. */
export interface SessionUser {
  id: string;
  mobile: string;
  name: string | null;
  email: string | null;
}

/** Owns the users table: accounts, their profile and the version their session tokens must carry. */
export class UsersService {
  constructor(private readonly db: Db) {}

  /** The account a session token names, with the token version it must carry; undefined once deleted. */
  async sessionUser(userId: string): Promise<(SessionUser & { tokenVersion: number }) | undefined> {
    const [user] = await this.db
      .select({
        id: users.id,
        mobile: users.mobile,
        name: users.name,
        email: users.email,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, userId));
    return user;
  }

  async findOrCreateByMobile(mobile: string) {
    await this.db.insert(users).values({ mobile }).onConflictDoNothing({ target: users.mobile });
    const [user] = await this.db.select().from(users).where(eq(users.mobile, mobile));
    if (!user) throw new Error('user upsert returned no row');
    return user;
  }

  /** Name, number and e-mail of an account, or undefined when there is none. */
  async findContact(userId: string): Promise<Profile | undefined> {
    const [user] = await this.db
      .select({ name: users.name, mobile: users.mobile, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return user;
  }

  async profile(userId: string): Promise<Profile> {
    const user = await this.findContact(userId);
    if (!user) throw new NotFoundError('Account not found');
    return user;
  }

  async updateProfile(
    userId: string,
    changes: { name: string; email?: string | undefined },
  ): Promise<Profile> {
    const [user] = await this.db
      .update(users)
      .set({
        name: changes.name,
        ...(changes.email !== undefined ? { email: changes.email } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning({ name: users.name, mobile: users.mobile, email: users.email });
    if (!user) throw new NotFoundError('Account not found');
    return user;
  }

  /** Ends every session of the user: tokens carry the version they were issued with. */
  async revokeSessions(userId: string): Promise<void> {
    await this.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }

  /**
   * Records the first proof of the account's number, ending every session issued before it: an account made
   * without one (by a guest checkout of an older version) may hold tokens that a stranger obtained.
   */
  async markVerified(user: User): Promise<User> {
    if (user.verifiedAt) return user;
    const [verified] = await this.db
      .update(users)
      .set({ verifiedAt: new Date(), tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), isNull(users.verifiedAt)))
      .returning();
    // Verified by a parallel login a moment ago: its version stands.
    if (verified) return verified;
    const [current] = await this.db.select().from(users).where(eq(users.id, user.id));
    if (!current) throw new NotFoundError('Account not found');
    return current;
  }
}
