import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { ConflictError, NotFoundError, UserInputError } from '../../domain/errors.ts';
import { decodeKeyset, encodeKeyset, type KeysetPage } from '../../domain/paging.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import { type OwedMessage, owedOf } from './order-notices.ts';

type NotificationRow = typeof notifications.$inferSelect;
type Channel = NotificationRow['channel'];

/** The statuses the log filters by: the outbox's own, and what the provider said after sending (WhatsApp). */
export const MESSAGE_LOG_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED', 'DELIVERED', 'READ'] as const;
export type MessageLogStatus = (typeof MESSAGE_LOG_STATUSES)[number];

export interface MessageLogFilter {
  /** Ten digits: the messages to this number, and the e-mails of the orders it was told about. */
  mobile?: string | undefined;
  /** The order's number, ORD-2026-000123. */
  orderId?: string | undefined;
  channel?: Channel | undefined;
  status?: MessageLogStatus | undefined;
  /** The cursor of the page before (`next` of the last answer). */
  before?: string | undefined;
  limit: number;
}

/** One message as the back office's message log shows it; never the data it was filled with (a link may be a key). */
export interface MessageLogRow {
  _id: string;
  channel: Channel;
  template: string;
  /** The number for SMS and WhatsApp, the address for e-mail. */
  recipient: string;
  /** The order's number (ORD-2026-000123) and its database id, for the link to it. */
  orderId: string | null;
  orderDbId: string | null;
  /** The language it was written in. */
  language: string | null;
  status: NotificationRow['status'];
  deliveryStatus: NotificationRow['deliveryStatus'];
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  /** The WhatsApp message this SMS stands in for. */
  fallbackFor: string | null;
}

/** A message to send again: its row's id and what its send job names (docs/operations.md#background-jobs). */
export type SendAgain = (tx: Db, message: OwedMessage) => Promise<void>;

/** What the log needs of orders, both ways between an order's number and its id (the orders module answers). */
export interface OrderNumbers {
  idOfNumber(orderId: string): Promise<string | undefined>;
  numbersOf(ids: string[]): Promise<Map<string, string>>;
}

/**
 * docs/admin.md#the-message-log: every message to a shopper on every channel, newest first, found by number or
 * order, and a failed one sent again. The outbox grows by millions of rows, so pages are read by keyset on
 * (created at, id), never counted or skipped through.
 */
export class MessageLogService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLogService,
    private readonly orders: OrderNumbers,
    private readonly sendAgain: SendAgain,
  ) {}

  async list(filter: MessageLogFilter): Promise<KeysetPage<MessageLogRow>> {
    const empty = { items: [], limit: filter.limit, next: null };
    const conditions: (SQL | undefined)[] = [];
    if (filter.before !== undefined) {
      const after = decodeKeyset(filter.before);
      if (!after) throw new UserInputError('before is not a cursor of this list', { before: 'Start again' });
      conditions.push(
        sql`(${notifications.createdAt}, ${notifications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
      );
    }
    if (filter.orderId) {
      const orderDbId = await this.orders.idOfNumber(filter.orderId);
      if (!orderDbId) return empty;
      conditions.push(eq(notifications.orderId, orderDbId));
    }
    if (filter.mobile) {
      // The e-mails of the number's orders are found through the messages the number got about them: every notice
      // goes to the order's mobile and e-mail together. Both halves are index scans (recipient, then order).
      conditions.push(
        sql`(${notifications.recipient} = ${filter.mobile} or ${notifications.orderId} = any(array(
          select distinct told.order_id from ${notifications} told
          where told.recipient = ${filter.mobile} and told.order_id is not null)))`,
      );
    }
    if (filter.channel) conditions.push(eq(notifications.channel, filter.channel));
    if (filter.status) conditions.push(statusIs(filter.status));
    const rows = await this.db
      .select({ row: notifications, at: sql<string>`${notifications.createdAt}::text` })
      .from(notifications)
      .where(and(...conditions))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(filter.limit + 1);
    const page = rows.slice(0, filter.limit);
    const last = page.at(-1);
    return {
      items: await this.#toRows(page.map(({ row }) => row)),
      limit: filter.limit,
      next: rows.length > filter.limit && last ? encodeKeyset({ at: last.at, id: last.row.id }) : null,
    };
  }

  /**
   * Puts a FAILED message back in the outbox and queues its send, on its own channel (a WhatsApp message is sent
   * on WhatsApp again; an SMS that stood in for it stays as it is). The row is claimed from FAILED in the same
   * transaction that adds the job and the audit row, so two presses queue one send: the second finds it PENDING
   * and is refused. Its attempts are kept; the queue tries it as it does a new message.
   */
  async resend(actor: Actor, id: string): Promise<MessageLogRow> {
    const resent = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(notifications).where(eq(notifications.id, id)).for('update');
      if (!before) throw new NotFoundError('No message with this id');
      if (before.status !== 'FAILED')
        throw new ConflictError(
          `Only a failed message can be sent again; this one is ${before.status.toLowerCase()}`,
        );
      // What the provider said of the failed send no longer describes the message; a late word of it finds nothing.
      const [row] = await tx
        .update(notifications)
        .set({
          status: 'PENDING',
          nextAttemptAt: new Date(),
          providerMessageId: null,
          deliveryStatus: null,
          deliveredAt: null,
          readAt: null,
        })
        .where(and(eq(notifications.id, id), eq(notifications.status, 'FAILED')))
        .returning();
      if (!row) throw new ConflictError('This message is being sent again already');
      await this.audit.record(tx, actor, {
        action: 'resend',
        entityType: 'notification',
        entityId: id,
        before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
        after: { status: row.status },
      });
      await this.sendAgain(tx, owedOf(row));
      return row;
    });
    const [answer] = await this.#toRows([resent]);
    if (!answer) throw new Error('a resent message has no row');
    return answer;
  }

  async #toRows(rows: NotificationRow[]): Promise<MessageLogRow[]> {
    const numbers = await this.orders.numbersOf(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])));
    return rows.map((row) => ({
      _id: row.id,
      channel: row.channel,
      template: row.template,
      recipient: row.recipient,
      orderId: row.orderId ? (numbers.get(row.orderId) ?? null) : null,
      orderDbId: row.orderId,
      language: typeof row.data.language === 'string' ? row.data.language : null,
      status: row.status,
      deliveryStatus: row.deliveryStatus,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      readAt: row.readAt?.toISOString() ?? null,
      fallbackFor: row.fallbackFor,
    }));
  }
}

/** DELIVERED: the provider said it reached the phone (a message read was delivered too); READ: it was opened. */
function statusIs(status: MessageLogStatus): SQL {
  if (status === 'DELIVERED') return inArray(notifications.deliveryStatus, ['delivered', 'read']);
  if (status === 'READ') return eq(notifications.deliveryStatus, 'read');
  return eq(notifications.status, status);
}
