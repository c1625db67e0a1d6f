import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { OrderRow } from '../orders/orders.dto.ts';

/** docs/orders.md#notifications: what the shopper is told, by SMS and by e-mail. */
export const ORDER_NOTICE_TEMPLATES = ['ORDER_PAID', 'ORDER_SHIPPED', 'REFUND_PROCESSED'] as const;
export type OrderNoticeTemplate = (typeof ORDER_NOTICE_TEMPLATES)[number];

/**
 * Raises the shopper's messages about an order inside the transaction that changes it, so a message is owed
 * exactly when the change commits; sending is the notification dispatcher's job, after, with retries.
 */
export class OrderNotices {
  /** `send` starts sending what is due, in the background (NotificationSchedule.kick). */
  constructor(private readonly send: () => void = () => {}) {}

  /**
   * Call after the transaction that queued messages has committed: they go out within seconds instead of at the
   * dispatcher's next round. Before the commit the dispatcher could not see them yet.
   */
  sendSoon(): void {
    this.send();
  }

  async queue(
    tx: Db,
    order: Pick<OrderRow, 'id' | 'orderId' | 'contactMobile' | 'contactEmail' | 'contactName'>,
    template: OrderNoticeTemplate,
    data: Record<string, string | number | null> = {},
    /** Tells two messages of one template on one order apart: a refund's id. */
    reference = '',
  ): Promise<void> {
    const filled = { orderId: order.orderId, name: order.contactName, ...data };
    const rows = [
      ...(order.contactMobile ? [{ channel: 'SMS' as const, recipient: order.contactMobile }] : []),
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
    await tx.insert(notifications).values(rows).onConflictDoNothing({ target: notifications.dedupeKey });
  }
}
