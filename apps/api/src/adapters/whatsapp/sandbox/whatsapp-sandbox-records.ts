import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxWhatsappMessages } from '../../../db/schema.ts';

export type SandboxWhatsAppRow = typeof sandboxWhatsappMessages.$inferSelect;
type Json = Record<string, unknown>;

/** A message id as WhatsApp's: `wamid.` and an opaque base64url string. */
export function newWamid(): string {
  return `wamid.${randomBytes(24).toString('base64url')}`;
}

/**
 * The sandbox's phones, in sandbox_whatsapp_messages: each message the shop sent (with the status the phone has
 * reached) and each reply tapped or typed at the page. Kept in the database, so every instance of a demo shop
 * shows the same conversations.
 */
export class WhatsAppSandboxRecords {
  constructor(private readonly db: Db) {}

  async add(row: {
    id: string;
    mobile: string;
    direction: 'out' | 'in';
    body: Json;
  }): Promise<SandboxWhatsAppRow> {
    const [added] = await this.db.insert(sandboxWhatsappMessages).values(row).returning();
    if (!added) throw new Error('sandbox: the message was not kept');
    return added;
  }

  async byId(id: string): Promise<SandboxWhatsAppRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxWhatsappMessages)
      .where(eq(sandboxWhatsappMessages.id, id));
    return row;
  }

  /** Moves a sent message's status on, with what the body learns (a failure's reason). */
  async setStatus(
    id: string,
    status: string,
    bodyChanges: Json = {},
  ): Promise<SandboxWhatsAppRow | undefined> {
    const row = await this.byId(id);
    if (!row) return undefined;
    const [updated] = await this.db
      .update(sandboxWhatsappMessages)
      .set({ status, body: { ...row.body, ...bodyChanges } })
      .where(eq(sandboxWhatsappMessages.id, id))
      .returning();
    return updated;
  }

  /** One phone's messages, oldest first. */
  async conversation(mobile: string, limit = 500): Promise<SandboxWhatsAppRow[]> {
    const newest = await this.db
      .select()
      .from(sandboxWhatsappMessages)
      .where(eq(sandboxWhatsappMessages.mobile, mobile))
      .orderBy(desc(sandboxWhatsappMessages.createdAt))
      .limit(limit);
    return newest.reverse();
  }

  /** Each phone's last message, newest first. */
  async lastMessages(limit = 200): Promise<SandboxWhatsAppRow[]> {
    const rows = await this.db
      .selectDistinctOn([sandboxWhatsappMessages.mobile])
      .from(sandboxWhatsappMessages)
      .orderBy(asc(sandboxWhatsappMessages.mobile), desc(sandboxWhatsappMessages.createdAt));
    return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, limit);
  }

  /** Marks a phone's delivered messages read (the person opened the chat) and answers them. */
  async readDelivered(mobile: string): Promise<SandboxWhatsAppRow[]> {
    return this.db
      .update(sandboxWhatsappMessages)
      .set({ status: 'read' })
      .where(
        and(
          eq(sandboxWhatsappMessages.mobile, mobile),
          eq(sandboxWhatsappMessages.direction, 'out'),
          eq(sandboxWhatsappMessages.status, 'delivered'),
        ),
      )
      .returning();
  }
}
