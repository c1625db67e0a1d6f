import type { ConsentPurpose, FailedDeliveryActionInput, Language } from '@shop/shared';
import { eq } from 'drizzle-orm';
import {
  WHATSAPP_STATUS_RANK,
  type WhatsAppEvent,
  type WhatsAppProvider,
} from '../../adapters/whatsapp/whatsapp-provider.ts';
import type { Db } from '../../db/client.ts';
import { notifications, orders, whatsappEvents } from '../../db/schema.ts';
import { ConflictError, NotFoundError, UserInputError } from '../../domain/errors.ts';
import type { CodConfirmationService } from '../cod/cod-confirmation.service.ts';
import { type NotificationDispatcher, withoutSecrets } from '../notifications/notification-dispatcher.ts';
import type { EnqueueSends } from '../notifications/order-notices.ts';
import { readReplyPayload } from '../notifications/whatsapp-content.ts';
import type { ShippingDesk } from '../shipping/shipping-desk.ts';

/** What a shopper types to stop every WhatsApp message (Meta's and the law's opt-out), in either language. */
const STOP_WORDS = new Set(['stop', 'stop all', 'stopall', 'unsubscribe', 'रोकें', 'बंद', 'बंद करें']);

export const isStop = (text: string | null): boolean =>
  text !== null &&
  STOP_WORDS.has(
    text
      .trim()
      .toLowerCase()
      .replace(/[.!]+$/, ''),
  );

/**
 * A status for a message the shop has no record of yet arrives this soon after it was raised: the send's answer
 * and its first webhook can cross, so the webhook is refused for the provider to deliver again, once the row
 * holds the message's id. Older ones are of messages the shop did not send (another tool on the same number).
 */
const EARLY_STATUS_MS = 5 * 60_000;

/** The outcome of a webhook delivery, for the route to answer. */
export type InboxOutcome = { ok: true } | { ok: false; reason: 'bad_signature' | 'malformed' | 'retry' };

export interface InboxDeps {
  db: Db;
  whatsapp: WhatsAppProvider;
  dispatcher: Pick<NotificationDispatcher, 'sendBySms'>;
  consents: {
    withdrawAll(
      db: Db,
      mobile: string,
      options: { source: 'whatsapp_reply'; language: Language },
    ): Promise<ConsentPurpose[]>;
  };
  codConfirmation: Pick<CodConfirmationService, 'answerWhatsApp'>;
  desk: Pick<ShippingDesk, 'failedDelivery'>;
  languageOf(db: Db, buyer: { userId: string | null; mobile: string | null }): Promise<Language>;
  enqueueSends: EnqueueSends;
  log: (line: string) => void;
  now?: () => Date;
}

/**
 * What WhatsApp tells the shop (docs/messaging.md#webhooks): the statuses of the messages it sent, kept on their
 * outbox rows (only forward: a late `delivered` after `read` changes nothing), an SMS in place of one WhatsApp
 * could not deliver, and the shopper's replies: a STOP withdraws every WhatsApp choice at once, and a tap on a
 * button confirms or cancels a COD order or answers a failed delivery, through the services that own them.
 * Each event is handled once, however often it is delivered.
 */
export class WhatsAppInbox {
  readonly #deps: InboxDeps & { now: () => Date };

  constructor(deps: InboxDeps) {
    this.#deps = { now: () => new Date(), ...deps };
  }

  get provider(): WhatsAppProvider {
    return this.#deps.whatsapp;
  }

  async receive(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<InboxOutcome> {
    const delivery = this.#deps.whatsapp.parseWebhook(rawBody, headers);
    if (!delivery.ok) return delivery;
    let retry = false;
    for (const event of delivery.events) {
      const handled = event.kind === 'status' ? await this.#status(event) : await this.#reply(event);
      if (handled === 'retry') retry = true;
    }
    return retry ? { ok: false, reason: 'retry' } : { ok: true };
  }

  async #status(event: Extract<WhatsAppEvent, { kind: 'status' }>): Promise<'done' | 'retry'> {
    const { db, now } = this.#deps;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(notifications)
        .where(eq(notifications.providerMessageId, event.messageId))
        .for('update');
      if (!row) {
        return now().getTime() - event.at.getTime() < EARLY_STATUS_MS ? 'retry' : 'done';
      }
      const [fresh] = await tx
        .insert(whatsappEvents)
        .values({ key: `status:${event.messageId}:${event.status}` })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return 'done';
      const current = row.deliveryStatus;
      // Read means delivered, whichever arrives first.
      const deliveredAt =
        row.deliveredAt ?? (event.status === 'delivered' || event.status === 'read' ? event.at : null);
      if (
        current === 'failed' ||
        (current && WHATSAPP_STATUS_RANK[event.status] <= WHATSAPP_STATUS_RANK[current])
      ) {
        if (deliveredAt !== row.deliveredAt && current !== 'failed') {
          await tx.update(notifications).set({ deliveredAt }).where(eq(notifications.id, row.id));
        }
        return 'done';
      }
      const failed = event.status === 'failed';
      await tx
        .update(notifications)
        .set({
          deliveryStatus: event.status,
          deliveredAt,
          ...(event.status === 'read' ? { readAt: event.at } : {}),
          ...(failed
            ? { status: 'FAILED' as const, lastError: failureText(event.error) }
            : withoutSecrets(row)),
        })
        .where(eq(notifications.id, row.id));
      if (failed) await this.#deps.dispatcher.sendBySms(tx, row);
      return 'done';
    });
  }

  async #reply(event: Extract<WhatsAppEvent, { kind: 'reply' }>): Promise<'done' | 'retry'> {
    const { db, log } = this.#deps;
    const key = `reply:${event.messageId}`;
    const [fresh] = await db.insert(whatsappEvents).values({ key }).onConflictDoNothing().returning();
    if (!fresh) return 'done';
    try {
      if (event.payload) await this.#tap(event.from, event.payload);
      else if (isStop(event.text)) await this.#stop(event.from, event.messageId);
      // Anything else typed is for the team's own WhatsApp inbox: the shop has no conversation to hold.
    } catch (error) {
      // Our failure, not the event's: forget it, so WhatsApp's next delivery of it is handled.
      await db.delete(whatsappEvents).where(eq(whatsappEvents.key, key));
      log(
        `WhatsApp reply ${event.messageId} not handled: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 'retry';
    }
    return 'done';
  }

  /** A tap on a button: acted on only when it came from the order's own number. */
  async #tap(from: string, payload: string): Promise<void> {
    const { db, log } = this.#deps;
    const reply = readReplyPayload(payload);
    if (!reply) return log(`WhatsApp button payload not understood: ${payload.slice(0, 80)}`);
    const [order] = await db
      .select({
        id: orders.id,
        orderId: orders.orderId,
        contactMobile: orders.contactMobile,
        userId: orders.userId,
      })
      .from(orders)
      .where(eq(orders.id, reply.orderDbId));
    if (!order || order.contactMobile !== from) {
      return log(`WhatsApp button for order ${reply.orderDbId} tapped by a number not the order's: ignored`);
    }
    switch (reply.action) {
      case 'cod-confirm':
      case 'cod-cancel': {
        const answered = await this.#deps.codConfirmation.answerWhatsApp(
          order.id,
          reply.action === 'cod-cancel',
        );
        if (!answered.ok) log(`WhatsApp ${reply.action} for ${order.orderId} refused: ${answered.reason}`);
        return;
      }
      case 'ndr-reattempt':
      case 'ndr-rto': {
        const actor = { id: order.userId, role: 'CUSTOMER' as const, mobile: from };
        const comment = 'Asked on WhatsApp';
        const action: FailedDeliveryActionInput =
          reply.action === 'ndr-rto'
            ? { action: 'rto', comment }
            : { action: 'reattempt', addressLine: undefined, comment };
        try {
          await this.#deps.desk.failedDelivery(order.id, action, actor);
        } catch (error) {
          // The order has moved on (delivered, returned) or was never booked: nothing to ask the courier.
          if (
            error instanceof ConflictError ||
            error instanceof UserInputError ||
            error instanceof NotFoundError
          ) {
            return log(`WhatsApp ${reply.action} for ${order.orderId} refused: ${error.message}`);
          }
          throw error;
        }
        return;
      }
    }
  }

  /** STOP: every WhatsApp choice withdrawn at once, confirmed by one last message. */
  async #stop(from: string, inboundId: string): Promise<void> {
    const { db } = this.#deps;
    await db.transaction(async (tx) => {
      const language = await this.#deps.languageOf(tx, { userId: null, mobile: from });
      const withdrawn = await this.#deps.consents.withdrawAll(tx, from, {
        source: 'whatsapp_reply',
        language,
      });
      if (withdrawn.length === 0) return;
      const [row] = await tx
        .insert(notifications)
        .values({
          orderId: null,
          channel: 'WHATSAPP',
          template: 'WHATSAPP_STOPPED',
          recipient: from,
          data: { language },
          dedupeKey: `whatsapp-stopped:${inboundId}`,
        })
        .onConflictDoNothing({ target: notifications.dedupeKey })
        .returning({ id: notifications.id });
      if (row) {
        await this.#deps.enqueueSends(tx, [
          { notificationId: row.id, orderId: null, channel: 'WHATSAPP', template: 'WHATSAPP_STOPPED' },
        ]);
      }
    });
  }
}

function failureText(error: { code: number; title: string; details: string | null } | null): string {
  if (!error) return 'WhatsApp could not deliver it';
  return `WhatsApp could not deliver it: (#${error.code}) ${error.title}${error.details ? `: ${error.details}` : ''}`.slice(
    0,
    500,
  );
}
