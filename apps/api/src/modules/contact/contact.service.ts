import type { AdminContactMessage, Contact } from '@shop/shared';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsAny } from '../../db/like.ts';
import { listRows } from '../../db/list-rows.ts';
import { contactMessages } from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { Page, Paging } from '../../domain/paging.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';

type MessageRow = typeof contactMessages.$inferSelect;

/** Messages from the contact form: stored for the shop, read and answered from the back office's inbox. */
export class ContactService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLogService,
  ) {}

  /** Stores a message for the shop to answer; returns its id. */
  async submit(message: Contact, ip: string): Promise<{ _id: string }> {
    const [row] = await this.db
      .insert(contactMessages)
      .values({ ...message, ip })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message insert returned no row');
    return { _id: row.id };
  }

  /** The inbox: unread messages first, newest first within each. */
  async listInbox(
    filter: Paging & { read?: boolean | undefined; search?: string | undefined },
  ): Promise<Page<AdminContactMessage>> {
    const conditions: SQL[] = [];
    if (filter.read !== undefined) {
      conditions.push(filter.read ? isNotNull(contactMessages.readAt) : isNull(contactMessages.readAt));
    }
    if (filter.search) {
      const match = containsAny(filter.search, [
        contactMessages.name,
        contactMessages.email,
        contactMessages.number,
        contactMessages.message,
      ]);
      if (match) conditions.push(match);
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    return listRows(
      this.db,
      filter,
      {
        from: contactMessages,
        where,
        orderBy: [
          sql`(${contactMessages.readAt} is null) desc`,
          desc(contactMessages.createdAt),
          desc(contactMessages.id),
        ],
      },
      toInboxRow,
    );
  }

  /** Marks a message read (keeping when it was first read) or unread again, so someone else picks it up. */
  async markRead(actor: Actor, id: string, read: boolean): Promise<AdminContactMessage> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .for('update');
      if (!before) throw new NotFoundError('Message not found');
      if ((before.readAt !== null) === read) return toInboxRow(before);
      const [after] = await tx
        .update(contactMessages)
        .set({ readAt: read ? new Date() : null })
        .where(eq(contactMessages.id, id))
        .returning();
      if (!after) throw new NotFoundError('Message not found');
      await this.audit.record(tx, actor, {
        action: read ? 'read' : 'unread',
        entityType: 'contactMessage',
        entityId: id,
        before: { read: before.readAt !== null },
        after: { read: after.readAt !== null },
      });
      return toInboxRow(after);
    });
  }
}

function toInboxRow(row: MessageRow): AdminContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    number: row.number,
    message: row.message,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
