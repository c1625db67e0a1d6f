import type { ConsentPurpose, Language } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { WhatsAppEvent, WhatsAppProvider } from '../../adapters/whatsapp/whatsapp-provider.ts';
import type { Db } from '../../db/client.ts';
import { whatsappEvents } from '../../db/schema.ts';
import { ConflictError, NotFoundError, UserInputError } from '../../domain/errors.ts';
import type { CodConfirmationService } from '../cod/cod-confirmation.service.ts';
import type { MessageOutbox } from '../notifications/message-outbox.ts';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.ts';
import { type ReplyAction, readReplyPayload } from '../notifications/whatsapp-content.ts';
import type { OrderQueriesService } from '../orders/order-queries.service.ts';
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

/** The outcome of a webhook delivery, for the route to answer. */
export type InboxOutcome = { ok: true } | { ok: false; reason: 'bad_signature' | 'malformed' | 'retry' };

export interface InboxDeps {
  db: Db;
  whatsapp: WhatsAppProvider;
  dispatcher: Pick<NotificationDispatcher, 'applyStatus' | 'repliedTo'>;
  outbox: Pick<MessageOutbox, 'raise'>;
  orders: Pick<OrderQueriesService, 'contactOf'>;
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
  /** Ends the number's waits for sizes out of stock: a STOP stops those messages too. */
  stopWaiting(db: Db, mobile: string): Promise<number>;
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

  #status(event: Extract<WhatsAppEvent, { kind: 'status' }>): Promise<'done' | 'retry'> {
    return this.#deps.dispatcher.applyStatus(event);
  }

  async #reply(event: Extract<WhatsAppEvent, { kind: 'reply' }>): Promise<'done' | 'retry'> {
    const { db, log } = this.#deps;
    const key = `reply:${event.messageId}`;
    const [seen] = await db.select().from(whatsappEvents).where(eq(whatsappEvents.key, key));
    if (seen) return 'done';
    try {
      // A reply to a message says it was read, whatever became of its statuses.
      if (event.contextMessageId) await this.#deps.dispatcher.repliedTo(event.contextMessageId, event.at);
      if (event.payload) await this.#tap(event.from, event.payload);
      else if (isStop(event.text)) await this.#stop(event.from, event.messageId);
      // Anything else typed is for the team's own WhatsApp inbox: the shop has no conversation to hold.
    } catch (error) {
      // Our failure, not the event's: WhatsApp's next delivery of it is handled.
      log(
        `WhatsApp reply ${event.messageId} not handled: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 'retry';
    }
    // Marked once acted on: a process that dies between acts again on the next delivery, and each act (a
    // confirmation, a cancel, a STOP) does nothing the second time.
    await db.insert(whatsappEvents).values({ key }).onConflictDoNothing();
    return 'done';
  }

  /** A tap on a button: acted on only when it came from the order's own number. */
  async #tap(from: string, payload: string): Promise<void> {
    const { log } = this.#deps;
    const reply = readReplyPayload(payload);
    if (!reply) return log(`WhatsApp button payload not understood: ${payload.slice(0, 80)}`);
    const found = await this.#deps.orders.contactOf(reply.orderDbId);
    const order = found ? { id: reply.orderDbId, ...found } : undefined;
    if (!order || order.contactMobile !== from) {
      return log(`WhatsApp button for order ${reply.orderDbId} tapped by a number not the order's: ignored`);
    }
    try {
      await this.#act(reply.action, order, from);
    } catch (error) {
      // The order has moved on (paid online since, delivered, returned) or was never booked: a stale button, to
      // note and let go, not an event for WhatsApp to deliver again.
      if (
        error instanceof ConflictError ||
        error instanceof UserInputError ||
        error instanceof NotFoundError
      ) {
        return log(`WhatsApp ${reply.action} for ${order.orderId} refused: ${error.message}`);
      }
      throw error;
    }
  }

  async #act(
    action: ReplyAction,
    order: { id: string; orderId: string; userId: string | null },
    from: string,
  ): Promise<void> {
    const { log } = this.#deps;
    switch (action) {
      case 'cod-confirm':
      case 'cod-cancel': {
        const answered = await this.#deps.codConfirmation.answerWhatsApp(order.id, action === 'cod-cancel');
        if (!answered.ok) log(`WhatsApp ${action} for ${order.orderId} refused: ${answered.reason}`);
        return;
      }
      case 'ndr-reattempt':
      case 'ndr-rto': {
        const comment = 'Asked on WhatsApp';
        await this.#deps.desk.failedDelivery(
          order.id,
          action === 'ndr-rto'
            ? { action: 'rto', comment }
            : { action: 'reattempt', addressLine: undefined, comment },
          { id: order.userId, role: 'CUSTOMER', mobile: from },
        );
        return;
      }
    }
  }

  /** STOP: every WhatsApp choice and every wait for a restock withdrawn at once, confirmed by one last message. */
  async #stop(from: string, inboundId: string): Promise<void> {
    const { db } = this.#deps;
    await db.transaction(async (tx) => {
      const language = await this.#deps.languageOf(tx, { userId: null, mobile: from });
      const withdrawn = await this.#deps.consents.withdrawAll(tx, from, {
        source: 'whatsapp_reply',
        language,
      });
      const waits = await this.#deps.stopWaiting(tx, from);
      if (withdrawn.length === 0 && waits === 0) return;
      await this.#deps.outbox.raise(tx, {
        channel: 'WHATSAPP',
        template: 'WHATSAPP_STOPPED',
        recipient: from,
        data: { language },
        dedupeKey: `whatsapp-stopped:${inboundId}`,
      });
    });
  }
}
