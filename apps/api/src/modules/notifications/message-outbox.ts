import { and, count, eq, gte } from 'drizzle-orm';
import type { WhatsAppTemplateKey } from '../../adapters/whatsapp/whatsapp-templates.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { EnqueueSends } from './order-notices.ts';
import type { ShopSmsTemplate } from './shop-sms.ts';

/** A message about no order (a reminder, an alert, a STOP's confirmation), as another module raises it. */
export interface ShopMessage {
  channel: 'SMS' | 'WHATSAPP';
  template: WhatsAppTemplateKey | ShopSmsTemplate;
  /** Ten-digit mobile. */
  recipient: string;
  /** The language, and the template's variables as p1, p2, … (one line each, not empty). */
  data: Record<string, string | number | null>;
  /** Raised once per key, however often asked. */
  dedupeKey: string;
  /** When it was raised, by the caller's clock (a cap counts by it); the database's now otherwise. */
  createdAt?: Date;
}

/**
 * The outbox as other modules reach it (docs/messaging.md): they raise a message about no order inside their own
 * transaction, and its send job is added in the same one; the dispatcher sends it, asking for consent again.
 */
export class MessageOutbox {
  constructor(
    private readonly db: Db,
    private readonly enqueueSends: EnqueueSends,
  ) {}

  /** Raises the message; its row's id, or null when its key was raised before. */
  async raise(tx: Db, message: ShopMessage): Promise<string | null> {
    const [row] = await tx
      .insert(notifications)
      .values({ orderId: null, ...message })
      .onConflictDoNothing({ target: notifications.dedupeKey })
      .returning({ id: notifications.id });
    if (!row) return null;
    await this.enqueueSends(tx, [
      { notificationId: row.id, orderId: null, channel: message.channel, template: message.template },
    ]);
    return row.id;
  }

  /** The id of the message raised under a key, or null when none was. */
  async idOf(tx: Db | undefined, dedupeKey: string): Promise<string | null> {
    const [row] = await (tx ?? this.db)
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.dedupeKey, dedupeKey));
    return row?.id ?? null;
  }

  /** How many messages of a template a number was raised since a moment (a cap's count). */
  async countSince(tx: Db | undefined, recipient: string, template: string, since: Date): Promise<number> {
    const [row] = await (tx ?? this.db)
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipient, recipient),
          eq(notifications.template, template),
          gte(notifications.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  }
}
