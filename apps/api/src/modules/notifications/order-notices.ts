import type { Language } from '@shop/shared';
import type { WhatsAppTemplateKey } from '../../adapters/whatsapp/whatsapp-templates.ts';
import type { Db } from '../../db/client.ts';
import { notifications, type orders } from '../../db/schema.ts';

/** docs/orders.md#notifications: what the shopper is told, by SMS and by e-mail. */
export const ORDER_NOTICE_TEMPLATES = [
  'ORDER_PAID',
  'ORDER_SHIPPED',
  'REFUND_PROCESSED',
  // The courier's news of a parcel (docs/shipments.md#tracking).
  'ORDER_OUT_FOR_DELIVERY',
  'ORDER_DELIVERED',
  'DELIVERY_FAILED',
  // A COD order's confirmation link, instead of ORDER_PAID (docs/cod.md#confirmation).
  'COD_CONFIRM',
] as const;
export type OrderNoticeTemplate = (typeof ORDER_NOTICE_TEMPLATES)[number];

/** A new outbox row, as its send job names it: the failed-jobs screen shows which order and message it was. */
// A type, not an interface: job data must be a plain record.
export type OwedMessage = {
  notificationId: string;
  /** The order's database id; null for a message about no order (a STOP's confirmation, a reminder). */
  orderId: string | null;
  channel: 'SMS' | 'EMAIL' | 'WHATSAPP';
  template: OrderNoticeTemplate | WhatsAppTemplateKey | 'BACK_IN_STOCK';
};

/** An outbox row's send job's data. */
export function owedOf(
  row: Pick<typeof notifications.$inferSelect, 'id' | 'orderId' | 'channel' | 'template'>,
): OwedMessage {
  return {
    notificationId: row.id,
    orderId: row.orderId,
    channel: row.channel,
    template: row.template as OwedMessage['template'],
  };
}

/** Adds the job that sends each new outbox row, in the transaction that wrote the rows. */
export type EnqueueSends = (tx: Db, messages: OwedMessage[]) => Promise<void>;

/**
 * Whether a number chose WhatsApp for its order updates (docs/messaging.md#consent), read in the transaction that
 * raises the message: without that choice, updates go by SMS.
 */
export type ChoseWhatsApp = (tx: Db, mobile: string) => Promise<boolean>;

/** The language an order's buyer reads (the users module knows it); English for a buyer it does not know. */
export type BuyerLanguage = (
  tx: Db,
  buyer: { userId: string | null; mobile: string | null },
) => Promise<Language>;

/**
 * Raises the shopper's messages about an order inside the transaction that changes it, so a message is owed
 * exactly when the change commits; each row's send is a job of the queue, written in the same transaction, and
 * the notification dispatcher does it after the commit, with retries. Each message is written in the buyer's
 * language as it is when the message is raised, and keeps it however late it is sent.
 */
export class OrderNotices {
  constructor(
    private readonly enqueueSends: EnqueueSends,
    private readonly buyerLanguage: BuyerLanguage = async () => 'en',
    private readonly choseWhatsApp: ChoseWhatsApp = async () => false,
  ) {}

  async queue(
    tx: Db,
    order: Pick<
      typeof orders.$inferSelect,
      'id' | 'orderId' | 'userId' | 'contactMobile' | 'contactEmail' | 'contactName'
    >,
    template: OrderNoticeTemplate,
    data: Record<string, string | number | null> = {},
    /** Tells two messages of one template on one order apart: a refund's id. */
    reference = '',
  ): Promise<void> {
    const language = await this.buyerLanguage(tx, { userId: order.userId, mobile: order.contactMobile });
    const filled = { orderId: order.orderId, name: order.contactName, language, ...data };
    // The phone gets the news once: on WhatsApp for a number that chose it, else by SMS.
    const phoneChannel =
      order.contactMobile && (await this.choseWhatsApp(tx, order.contactMobile))
        ? ('WHATSAPP' as const)
        : ('SMS' as const);
    const rows = [
      ...(order.contactMobile ? [{ channel: phoneChannel, recipient: order.contactMobile }] : []),
      ...(order.contactEmail ? [{ channel: 'EMAIL' as const, recipient: order.contactEmail }] : []),
    ].map(({ channel, recipient }) => ({
      orderId: order.id,
      channel,
      template,
      recipient,
      data: filled,
      dedupeKey: `${order.id}:${channel}:${template}:${reference}`,
    }));
    if (rows.length === 0) return;
    const added = await tx
      .insert(notifications)
      .values(rows)
      .onConflictDoNothing({ target: notifications.dedupeKey })
      .returning({ id: notifications.id, channel: notifications.channel });
    if (added.length > 0)
      await this.enqueueSends(
        tx,
        added.map((row) => ({ notificationId: row.id, orderId: order.id, channel: row.channel, template })),
      );
  }
}

/** A key names its channel; the SMS standing in for a WhatsApp message takes the key the SMS would have had. */
const WHATSAPP_KEY = /:WHATSAPP:/;

/**
 * The SMS row that stands in for a WhatsApp order update (docs/messaging.md#falling-back-to-sms): the same
 * template, data and number, under the key an SMS of that update has, so the update goes by SMS at most once.
 */
export function smsStandIn(
  row: Pick<
    typeof notifications.$inferSelect,
    'id' | 'orderId' | 'channel' | 'template' | 'recipient' | 'data' | 'dedupeKey'
  >,
): typeof notifications.$inferInsert | null {
  if (row.channel !== 'WHATSAPP' || !row.orderId || !WHATSAPP_KEY.test(row.dedupeKey)) return null;
  if (!(ORDER_NOTICE_TEMPLATES as readonly string[]).includes(row.template)) return null;
  return {
    orderId: row.orderId,
    channel: 'SMS',
    template: row.template,
    recipient: row.recipient,
    data: row.data,
    dedupeKey: row.dedupeKey.replace(WHATSAPP_KEY, ':SMS:'),
    fallbackFor: row.id,
  };
}
