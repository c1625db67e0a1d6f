import type { Language, Profile, UserRole } from '@shop/shared';
import { msg } from '@shop/shared';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsAny } from '../../db/like.ts';
import { listRows } from '../../db/list-rows.ts';
import { users } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import type { Page, Paging } from '../../domain/paging.ts';
import type { SessionUser, SessionUsers } from '../../domain/session.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';

export type User = typeof users.$inferSelect;

/** Owns the users table: accounts, their profile and the version their session tokens must carry. */
export class UsersService implements SessionUsers {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLogService,
  ) {}

  /** The account a session token names, with the token version it must carry; undefined once deleted. */
  async sessionUser(userId: string): Promise<(SessionUser & { tokenVersion: number }) | undefined> {
    const [user] = await this.db
      .select({
        id: users.id,
        mobile: users.mobile,
        name: users.name,
        email: users.email,
        role: users.role,
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
    const [user] = await this.db
      .select({
        name: users.name,
        mobile: users.mobile,
        email: users.email,
        role: users.role,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new NotFoundError(msg('account.notFound'));
    return user;
  }

  /** Saves the profile, and the language the shopper saved it in: their messages follow it. */
  async updateProfile(
    userId: string,
    changes: { name: string; email?: string | undefined },
    language: Language,
  ): Promise<Profile> {
    const [user] = await this.db
      .update(users)
      .set({
        name: changes.name,
        ...(changes.email !== undefined ? { email: changes.email } : {}),
        language,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning({
        name: users.name,
        mobile: users.mobile,
        email: users.email,
        role: users.role,
        language: users.language,
      });
    if (!user) throw new NotFoundError(msg('account.notFound'));
    return user;
  }

  /** The language the shopper last used the shop in (see users.language). */
  async setLanguage(userId: string, language: Language): Promise<void> {
    await this.db.update(users).set({ language }).where(eq(users.id, userId));
  }

  /**
   * The language to write to the buyer of an order in: their account's, or, for a guest, that of an account with
   * the order's number; English when there is neither.
   */
  async languageOf(db: Db, buyer: { userId: string | null; mobile: string | null }): Promise<Language> {
    const match = buyer.userId
      ? eq(users.id, buyer.userId)
      : buyer.mobile
        ? eq(users.mobile, buyer.mobile)
        : undefined;
    if (!match) return 'en';
    const [row] = await db.select({ language: users.language }).from(users).where(match);
    return row?.language ?? 'en';
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
    if (!current) throw new NotFoundError(msg('account.notFound'));
    return current;
  }

  /** The back office's people list: the team first, then shoppers, newest first; search by number or name. */
  async listAccounts(
    filter: Paging & { search?: string | undefined; role?: UserRole | undefined },
  ): Promise<Page<AccountRow>> {
    const conditions: SQL[] = [];
    if (filter.role) conditions.push(eq(users.role, filter.role));
    if (filter.search) {
      const match = containsAny(filter.search, [users.mobile, users.name, users.email]);
      if (match) conditions.push(match);
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    return listRows(
      this.db,
      filter,
      {
        from: users,
        where,
        orderBy: [sql`${users.role} = 'CUSTOMER'`, desc(users.createdAt), asc(users.id)],
      },
      toAccountRow,
    );
  }

  /** Mobile numbers of these accounts, for back-office lists of records that name an account. */
  async mobiles(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row.mobile]));
  }

  /** Ids of accounts whose number or name matches an ILIKE pattern, as a subquery to filter by. */
  idsMatching(pattern: string): SQLWrapper {
    return this.db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.mobile, pattern), ilike(users.name, pattern)));
  }

  /** Gives an account another role; the shop always keeps at least one admin. */
  async changeRole(actor: Actor, userId: string, role: UserRole): Promise<AccountRow> {
    return this.db.transaction(async (tx) => {
      // Locks the admins, so two admins demoting each other at once cannot leave the shop with none.
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'ADMIN'))
        .for('update');
      const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!before) throw new NotFoundError(msg('account.notFound'));
      if (before.role === 'ADMIN' && role !== 'ADMIN' && admins.length <= 1) {
        throw new ConflictError('The shop needs at least one admin', {
          role: 'Make someone else an admin first',
        });
      }
      if (before.role === role) return toAccountRow(before);
      const [after] = await tx
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      if (!after) throw new NotFoundError(msg('account.notFound'));
      await this.audit.record(tx, actor, {
        action: 'update',
        entityType: 'user',
        entityId: userId,
        before: { role: before.role },
        after: { role: after.role },
      });
      return toAccountRow(after);
    });
  }

  /** `npm run admin:create`: makes the number's account an admin, creating it when there is none. */
  async createOrPromoteAdmin(
    mobile: string,
    name: string | undefined,
  ): Promise<{ account: AccountRow; outcome: 'created' | 'promoted' | 'unchanged' }> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(users.mobile, mobile)).for('update');
      const actor: Actor = { id: null, mobile: 'command line', role: 'ADMIN' };
      if (!existing) {
        const [created] = await tx
          .insert(users)
          .values({ mobile, name: name ?? null, role: 'ADMIN' })
          .returning();
        if (!created) throw new Error('user insert returned no row');
        await this.audit.record(tx, actor, {
          action: 'create',
          entityType: 'user',
          entityId: created.id,
          after: { mobile, name: created.name, role: 'ADMIN' },
        });
        return { account: toAccountRow(created), outcome: 'created' };
      }
      if (existing.role === 'ADMIN' && (!name || existing.name === name)) {
        return { account: toAccountRow(existing), outcome: 'unchanged' };
      }
      const [updated] = await tx
        .update(users)
        .set({ role: 'ADMIN', ...(name ? { name } : {}), updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
      if (!updated) throw new NotFoundError(msg('account.notFound'));
      await this.audit.record(tx, actor, {
        action: 'update',
        entityType: 'user',
        entityId: existing.id,
        before: { name: existing.name, role: existing.role },
        after: { name: updated.name, role: updated.role },
      });
      return {
        account: toAccountRow(updated),
        outcome: existing.role === 'ADMIN' ? 'unchanged' : 'promoted',
      };
    });
  }
}

export interface AccountRow {
  _id: string;
  mobile: string;
  name: string | null;
  email: string | null;
  role: UserRole;
  verified: boolean;
  createdAt: string;
}

function toAccountRow(user: User): AccountRow {
  return {
    _id: user.id,
    mobile: user.mobile,
    name: user.name,
    email: user.email,
    role: user.role,
    verified: user.verifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
