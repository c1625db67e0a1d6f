import type { ConsentPurpose } from '@shop/shared';
import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { EmailSender } from '../../adapters/email/email.ts';
import type { SmsSender } from '../../adapters/sms/sms.ts';
import {
  WHATSAPP_STATUS_RANK,
  type WhatsAppEvent,
  type WhatsAppProvider,
  WhatsAppProviderError,
} from '../../adapters/whatsapp/whatsapp-provider.ts';
import {
  WHATSAPP_TEMPLATE_KEYS,
  WHATSAPP_TEMPLATES,
  type WhatsAppTemplateKey,
} from '../../adapters/whatsapp/whatsapp-templates.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import {
  type EnqueueSends,
  ORDER_NOTICE_TEMPLATES,
  type OrderNoticeTemplate,
  type OwedMessage,
  owedOf,
  smsStandIn,
} from './order-notices.ts';
import { inQuietHours, quietSecondsLeft } from './quiet-hours.ts';
import { isShopSms, type ShopSmsTemplate, shopSmsContent } from './shop-sms.ts';
import { emailContent, noticeLanguage, smsContent } from './templates.ts';
import { type WhatsAppContent, whatsappContent } from './whatsapp-content.ts';

/** The order's GST invoice as a PDF, for the confirmation e-mail; null when there is none to attach. */
export type InvoicePdf = (orderDbId: string) => Promise<{ filename: string; content: Buffer } | null>;

/** The queue job that sends one outbox row. */
export const NOTIFICATION_JOB = 'notification.send';

/**
 * Retries after the first failed attempt, doubling from one minute (pg-boss's back-off, with jitter) up to
 * twelve hours apart: about a day in all before the message is FAILED.
 */
export const NOTIFICATION_RETRIES = { retryLimit: 8, retryDelaySeconds: 60, retryDelayMaxSeconds: 12 * 3600 };

/**
 * A WhatsApp order update not accepted after this many tries goes by SMS instead: the news is wanted today, and
 * SMS does not wait on WhatsApp's rate limits.
 */
export const WHATSAPP_ATTEMPTS_BEFORE_SMS = 3;

/**
 * A WhatsApp order update WhatsApp has not said was delivered this long after it was sent goes by SMS too: the
 * Cloud API cannot be asked after a message, so a lost `failed` webhook would otherwise leave the news untold.
 */
export const WHATSAPP_UNCONFIRMED_MS = 30 * 60_000;
export const WHATSAPP_UNCONFIRMED_JOB = 'notification.whatsapp-unconfirmed';
/** How far back the polling job looks: a day. */
const UNCONFIRMED_WINDOW_MS = 24 * 3_600_000;

/** A status for a message the shop has no id of yet, raised this recently, is asked for again (see applyStatus). */
const EARLY_STATUS_MS = 5 * 60_000;

type WhatsAppStatusEvent = Extract<WhatsAppEvent, { kind: 'status' }>;

/**
 * A row a worker claimed and never finished (the process died mid-send) is claimed again after this long; before
 * that, a second worker handed the same row leaves it alone.
 */
export const CLAIM_TIMEOUT_MS = 10 * 60_000;

export interface DispatcherDeps {
  db: Db;
  sms: SmsSender;
  email: EmailSender;
  /** The DLT template id registered for each SMS. */
  smsTemplateIds: Record<OrderNoticeTemplate, string>;
  /**
   * The Hindi templates' ids, registered apart (DLT registers each text). Without one, a Hindi shopper gets that
   * SMS in English: the text sent must be the registered one. E-mail needs no registration and is always Hindi.
   */
  hindiSmsTemplateIds?: Partial<Record<OrderNoticeTemplate | ShopSmsTemplate, string | undefined>>;
  /** The registered ids of the SMS about no order; one unset is not sent by SMS. */
  shopSmsTemplateIds?: Partial<Record<ShopSmsTemplate, string | undefined>>;
  invoicePdf: InvoicePdf;
  whatsapp: WhatsAppProvider;
  /** The registered name of each WhatsApp template (WHATSAPP_TEMPLATE_NAMES over the defaults). */
  whatsappTemplateNames: Record<WhatsAppTemplateKey, string>;
  /** Queues the SMS that stands in for a WhatsApp message that could not be delivered. */
  enqueueSends: EnqueueSends;
  mayMessage: MayMessage;
  /** Queues a row's send again to start later (after the quiet hours), under a job id of its own. */
  enqueueLater: (tx: Db, message: OwedMessage, startAfterSeconds: number) => Promise<void>;
  now?: () => Date;
}

type NotificationRow = typeof notifications.$inferSelect;

const isTemplate = (name: string): name is OrderNoticeTemplate =>
  (ORDER_NOTICE_TEMPLATES as readonly string[]).includes(name);
const isWhatsAppOnly = (name: string): name is WhatsAppTemplateKey =>
  !isTemplate(name) && (WHATSAPP_TEMPLATE_KEYS as readonly string[]).includes(name);

/**
 * Whether a number may get a WhatsApp template now: the choice its category needs (order updates, or cart and
 * offers) is granted. Asked again at the moment of sending, so a STOP between raising and sending is obeyed.
 */
export type MayMessage = (db: Db, mobile: string, purpose: ConsentPurpose) => Promise<boolean>;

/** The choice a template needs; none for the confirmation of a STOP, the one message sent after it. */
export function purposeOf(key: WhatsAppTemplateKey): ConsentPurpose | null {
  if (key === 'WHATSAPP_STOPPED') return null;
  return WHATSAPP_TEMPLATES[key].category === 'MARKETING' ? 'WHATSAPP_MARKETING' : 'WHATSAPP_UPDATES';
}

/**
 * A message that will never be sent as it stands, so it is not tried again: its number withdrew the WhatsApp
 * choice it needs, or its SMS template is not registered.
 */
class NotSendable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotSendable';
  }
}

/**
 * Sends one row of the notifications outbox, as the job queue asks (`NOTIFICATION_JOB`). The queue decides when
 * to try and when to try again, and gives each job to one worker at a time; the row is the record the order page
 * and support read: attempts, the last error, SENT or FAILED. A row already SENT is never sent again, so a job
 * retried by hand after a success does nothing. A failure never touches the order.
 */
export class NotificationDispatcher {
  readonly #deps: Required<DispatcherDeps>;

  constructor(deps: DispatcherDeps) {
    this.#deps = { now: () => new Date(), hindiSmsTemplateIds: {}, shopSmsTemplateIds: {}, ...deps };
  }

  /**
   * Sends the message; throws when it could not be sent, so the queue retries it (`lastAttempt`: it will not).
   * The row is claimed first (SENDING): however many workers are handed it, one sends it.
   */
  async deliver(notificationId: string, { lastAttempt }: { lastAttempt: boolean }): Promise<void> {
    const { db, now } = this.#deps;
    const stale = new Date(now().getTime() - CLAIM_TIMEOUT_MS);
    const [row] = await db
      .update(notifications)
      .set({ status: 'SENDING', attempts: sql`${notifications.attempts} + 1`, nextAttemptAt: now() })
      .where(
        and(
          eq(notifications.id, notificationId),
          or(
            inArray(notifications.status, ['PENDING', 'FAILED']),
            and(eq(notifications.status, 'SENDING'), lt(notifications.nextAttemptAt, stale)),
          ),
        ),
      )
      .returning();
    if (!row) return;
    // Marketing waits out the quiet hours, however late its job runs (a retry, a resend, a run begun at 20:59).
    if (isMarketing(row) && inQuietHours(now())) {
      await db.transaction(async (tx) => {
        await tx
          .update(notifications)
          .set({ status: 'PENDING', attempts: row.attempts - 1 })
          .where(eq(notifications.id, row.id));
        await this.#deps.enqueueLater(tx, owedOf(row), quietSecondsLeft(now()));
      });
      return;
    }
    try {
      const providerMessageId = await this.#send(row);
      await db
        .update(notifications)
        .set({
          status: 'SENT',
          sentAt: now(),
          lastError: null,
          ...(providerMessageId ? { providerMessageId } : {}),
          // A WhatsApp message keeps its link until WhatsApp says it arrived: its SMS stand-in may need it.
          ...(row.channel === 'WHATSAPP' ? {} : withoutSecrets(row)),
        })
        .where(eq(notifications.id, row.id));
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const final =
        lastAttempt ||
        error instanceof NotSendable ||
        (!isTemplate(row.template) && !isWhatsAppOnly(row.template) && !isShopSms(row.template)) ||
        (row.channel === 'WHATSAPP' &&
          (!(error instanceof WhatsAppProviderError) ||
            !error.retryable ||
            row.attempts >= WHATSAPP_ATTEMPTS_BEFORE_SMS));
      await db.transaction(async (tx) => {
        await tx
          .update(notifications)
          .set({ lastError, status: final ? 'FAILED' : 'PENDING' })
          .where(eq(notifications.id, row.id));
        if (final && row.channel === 'WHATSAPP') await this.sendBySms(tx, row);
      });
      // A WhatsApp message handed to SMS is done with: its job ends, the SMS has its own. One that can never be
      // sent is not tried again either.
      if (final && (row.channel === 'WHATSAPP' || error instanceof NotSendable)) return;
      throw error;
    }
  }

  /**
   * Raises the SMS that stands in for a WhatsApp order update WhatsApp could not deliver (refused, or reported
   * failed by its webhook): once per message, as if the update had gone by SMS in the first place.
   */
  async sendBySms(tx: Db, row: NotificationRow): Promise<void> {
    const standIn = smsStandIn(row);
    // The WhatsApp row keeps no key (a COD confirmation's link) once its stand-in carries it, or none will.
    const stripped = withoutSecrets(row);
    if (stripped.data) await tx.update(notifications).set(stripped).where(eq(notifications.id, row.id));
    if (!standIn) return;
    const [added] = await tx
      .insert(notifications)
      .values(standIn)
      .onConflictDoNothing({ target: notifications.dedupeKey })
      .returning({ id: notifications.id });
    if (added && row.orderId && isTemplate(row.template)) {
      await this.#deps.enqueueSends(tx, [
        { notificationId: added.id, orderId: row.orderId, channel: 'SMS', template: row.template },
      ]);
    }
  }

  /**
   * WhatsApp's word on a message it accepted (docs/messaging.md#webhooks), kept on its row only forward: a late
   * `delivered` after `read` changes nothing, and a replay finds nothing to change. `failed` raises the SMS
   * stand-in of an order update. `retry` for a status of a message the shop has no id of yet, raised moments ago:
   * the send's answer and its first status can cross, so the provider is asked to deliver it again.
   */
  async applyStatus(event: WhatsAppStatusEvent): Promise<'done' | 'retry'> {
    const { db, now } = this.#deps;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(notifications)
        .where(eq(notifications.providerMessageId, event.messageId))
        .for('update');
      if (!row) return now().getTime() - event.at.getTime() < EARLY_STATUS_MS ? 'retry' : 'done';
      const current = row.deliveryStatus;
      // Read means delivered, whichever arrives first.
      const deliveredAt =
        row.deliveredAt ?? (event.status === 'delivered' || event.status === 'read' ? event.at : null);
      const forward =
        current !== 'failed' &&
        (current === null || WHATSAPP_STATUS_RANK[event.status] > WHATSAPP_STATUS_RANK[current]);
      if (!forward) {
        if (current !== 'failed' && deliveredAt !== row.deliveredAt) {
          await tx.update(notifications).set({ deliveredAt }).where(eq(notifications.id, row.id));
        }
        return 'done';
      }
      const failed = event.status === 'failed';
      const arrived = event.status === 'delivered' || event.status === 'read';
      await tx
        .update(notifications)
        .set({
          deliveryStatus: event.status,
          deliveredAt,
          ...(event.status === 'read' ? { readAt: event.at } : {}),
          ...(failed ? { status: 'FAILED' as const, lastError: failureText(event.error) } : {}),
          // A COD confirmation's link leaves the row once it arrived; a failed one's goes with its SMS stand-in.
          ...(arrived ? withoutSecrets(row) : {}),
        })
        .where(eq(notifications.id, row.id));
      if (failed) await this.sendBySms(tx, row);
      return 'done';
    });
  }

  /** A reply to a message (a tapped button) says it was read, whatever became of its statuses. */
  async repliedTo(messageId: string, at: Date): Promise<void> {
    await this.applyStatus({ kind: 'status', messageId, status: 'read', recipient: '', at, error: null });
  }

  /**
   * The polling side of WhatsApp's webhook: each WhatsApp order update sent more than 30 minutes ago that
   * WhatsApp has not called delivered (or read, or failed) gets its SMS stand-in, once. Answers how many.
   */
  async sendUnconfirmedBySms(now: Date = this.#deps.now()): Promise<number> {
    const { db } = this.#deps;
    const cutoff = new Date(now.getTime() - WHATSAPP_UNCONFIRMED_MS);
    const quiet = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.channel, 'WHATSAPP'),
          isNotNull(notifications.providerMessageId),
          eq(notifications.status, 'SENT'),
          lt(notifications.sentAt, cutoff),
          // Older news is stale: after a long outage it is not texted days late.
          gt(notifications.sentAt, new Date(now.getTime() - UNCONFIRMED_WINDOW_MS)),
          or(isNull(notifications.deliveryStatus), eq(notifications.deliveryStatus, 'sent')),
          inArray(notifications.template, [...ORDER_NOTICE_TEMPLATES]),
          // Not when the update went (or goes) by SMS already: its key is the SMS's own.
          sql`not exists (select 1 from ${notifications} as sms where sms.dedupe_key = replace(${notifications.dedupeKey}, ':WHATSAPP:', ':SMS:'))`,
        ),
      )
      .limit(500);
    for (const row of quiet) await db.transaction((tx) => this.sendBySms(tx, row));
    return quiet.length;
  }

  close(): void {
    this.#deps.email.close?.();
  }

  /** Sends a row on its channel; answers the provider's message id where it gives one (WhatsApp's). */
  async #send(row: NotificationRow): Promise<string | undefined> {
    const { sms, email, smsTemplateIds, hindiSmsTemplateIds, invoicePdf } = this.#deps;
    const template = row.template;
    if (row.channel === 'WHATSAPP') {
      const content = whatsappRowContent(row);
      const purpose = purposeOf(content.key);
      if (purpose && !(await this.#deps.mayMessage(this.#deps.db, row.recipient, purpose))) {
        throw new NotSendable('Not sent: the number withdrew its WhatsApp consent');
      }
      const sent = await this.#deps.whatsapp.send({
        to: row.recipient,
        template: this.#deps.whatsappTemplateNames[content.key],
        language: noticeLanguage(row.data),
        bodyParameters: content.bodyParameters,
        buttons: content.buttons,
      });
      return sent.messageId;
    }
    if (row.channel === 'SMS' && isShopSms(template)) {
      const registered = this.#deps.shopSmsTemplateIds[template];
      if (!registered) throw new NotSendable(`Not sent: no SMS template is registered for ${template}`);
      const hindiId = noticeLanguage(row.data) === 'hi' ? hindiSmsTemplateIds[template] : undefined;
      const language = hindiId ? 'hi' : 'en';
      await sms.send({
        to: row.recipient,
        templateId: hindiId ?? registered,
        language,
        ...shopSmsContent(template, row.data, language),
      });
      return undefined;
    }
    if (!isTemplate(template)) throw new Error(`no template named ${template}`);
    if (row.channel === 'SMS') {
      const hindiId = noticeLanguage(row.data) === 'hi' ? hindiSmsTemplateIds[template] : undefined;
      const language = hindiId ? 'hi' : 'en';
      await sms.send({
        to: row.recipient,
        templateId: hindiId ?? smsTemplateIds[template],
        language,
        ...smsContent(template, row.data, language),
      });
      return undefined;
    }
    // An invoice that cannot be made now fails the e-mail, to be tried again: the confirmation carries it.
    const invoice = template === 'ORDER_PAID' && row.orderId ? await invoicePdf(row.orderId) : null;
    await email.send({
      to: row.recipient,
      ...emailContent(template, row.data, { invoiceAttached: invoice !== null, writtenAt: row.createdAt }),
      attachments: invoice ? [{ ...invoice, contentType: 'application/pdf' }] : [],
    });
    return undefined;
  }
}

/** A marketing message: a WhatsApp template of that category, or the SMS of the same news. */
function isMarketing(row: Pick<NotificationRow, 'template'>): boolean {
  if (isShopSms(row.template)) return true;
  return isWhatsAppOnly(row.template) && WHATSAPP_TEMPLATES[row.template].category === 'MARKETING';
}

/**
 * What a WhatsApp row sends: an order notice's template filled from its data, or a WhatsApp-only template (a
 * reminder, the STOP's confirmation) whose variables the row carries as p1, p2, ….
 */
function whatsappRowContent(row: NotificationRow): WhatsAppContent {
  if (isTemplate(row.template)) {
    if (!row.orderId) throw new Error(`WhatsApp message ${row.id} has no order`);
    return whatsappContent(row.template, row.data, row.orderId);
  }
  if (!isWhatsAppOnly(row.template)) throw new Error(`no WhatsApp template named ${row.template}`);
  const count = Object.keys(row.data).filter((key) => /^p\d+$/.test(key)).length;
  return {
    key: row.template,
    bodyParameters: Array.from({ length: count }, (_, index) => String(row.data[`p${index + 1}`] ?? '')),
    buttons: [],
  };
}

/**
 * A message's fields that act as a key (a COD order's confirmation link carries the token that confirms or
 * cancels it): kept in the outbox only until the message is sent, since the order itself keeps only the token's
 * hash (docs/cod.md#confirmation).
 */
const SECRET_FIELDS: Partial<Record<string, readonly string[]>> = { COD_CONFIRM: ['link'] };

export function withoutSecrets(row: Pick<NotificationRow, 'template' | 'data'>): {
  data?: NotificationRow['data'];
} {
  const secret = SECRET_FIELDS[row.template];
  if (!secret || !row.data) return {};
  const data = { ...(row.data as Record<string, unknown>) };
  for (const field of secret) if (field in data) data[field] = '(sent)';
  return { data: data as NotificationRow['data'] };
}

function failureText(error: { code: number; title: string; details: string | null } | null): string {
  if (!error) return 'WhatsApp could not deliver it';
  const details = error.details ? `: ${error.details}` : '';
  return `WhatsApp could not deliver it: (#${error.code}) ${error.title}${details}`.slice(0, 500);
}
