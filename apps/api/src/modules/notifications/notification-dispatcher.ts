import { and, eq, ne, sql } from 'drizzle-orm';
import type { EmailSender } from '../../adapters/email/email.ts';
import type { SmsSender } from '../../adapters/sms/sms.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { ORDER_NOTICE_TEMPLATES, type OrderNoticeTemplate } from './order-notices.ts';
import { emailContent, noticeLanguage, smsContent } from './templates.ts';

/** The order's GST invoice as a PDF, for the confirmation e-mail; null when there is none to attach. */
export type InvoicePdf = (orderDbId: string) => Promise<{ filename: string; content: Buffer } | null>;

/** The queue job that sends one outbox row. */
export const NOTIFICATION_JOB = 'notification.send';

/**
 * Retries after the first failed attempt, doubling from one minute (pg-boss's back-off, with jitter) up to
 * twelve hours apart: about a day in all before the message is FAILED.
 */
export const NOTIFICATION_RETRIES = { retryLimit: 8, retryDelaySeconds: 60, retryDelayMaxSeconds: 12 * 3600 };

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
  hindiSmsTemplateIds?: Partial<Record<OrderNoticeTemplate, string | undefined>>;
  invoicePdf: InvoicePdf;
  now?: () => Date;
}

type NotificationRow = typeof notifications.$inferSelect;

const isTemplate = (name: string): name is OrderNoticeTemplate =>
  (ORDER_NOTICE_TEMPLATES as readonly string[]).includes(name);

/**
 * Sends one row of the notifications outbox, as the job queue asks (`NOTIFICATION_JOB`). The queue decides when
 * to try and when to try again, and gives each job to one worker at a time; the row is the record the order page
 * and support read: attempts, the last error, SENT or FAILED. A row already SENT is never sent again, so a job
 * retried by hand after a success does nothing. A failure never touches the order.
 */
export class NotificationDispatcher {
  readonly #deps: Required<DispatcherDeps>;

  constructor(deps: DispatcherDeps) {
    this.#deps = { now: () => new Date(), hindiSmsTemplateIds: {}, ...deps };
  }

  /** Sends the message; throws when it could not be sent, so the queue retries it (`lastAttempt`: it will not). */
  async deliver(notificationId: string, { lastAttempt }: { lastAttempt: boolean }): Promise<void> {
    const { db, now } = this.#deps;
    const [row] = await db
      .update(notifications)
      .set({ attempts: sql`${notifications.attempts} + 1`, nextAttemptAt: now() })
      .where(and(eq(notifications.id, notificationId), ne(notifications.status, 'SENT')))
      .returning();
    if (!row) return;
    try {
      await this.#send(row);
      await db
        .update(notifications)
        .set({ status: 'SENT', sentAt: now(), lastError: null, ...withoutSecrets(row) })
        .where(eq(notifications.id, row.id));
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const final = lastAttempt || !isTemplate(row.template);
      await db
        .update(notifications)
        .set({ lastError, status: final ? 'FAILED' : 'PENDING' })
        .where(eq(notifications.id, row.id));
      throw error;
    }
  }

  close(): void {
    this.#deps.email.close?.();
  }

  async #send(row: NotificationRow): Promise<void> {
    const { sms, email, smsTemplateIds, hindiSmsTemplateIds, invoicePdf } = this.#deps;
    const template = row.template;
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
      return;
    }
    // An invoice that cannot be made now fails the e-mail, to be tried again: the confirmation carries it.
    const invoice = template === 'ORDER_PAID' && row.orderId ? await invoicePdf(row.orderId) : null;
    await email.send({
      to: row.recipient,
      ...emailContent(template, row.data, { invoiceAttached: invoice !== null, writtenAt: row.createdAt }),
      attachments: invoice ? [{ ...invoice, contentType: 'application/pdf' }] : [],
    });
  }
}

/**
 * A message's fields that act as a key (a COD order's confirmation link carries the token that confirms or
 * cancels it): kept in the outbox only until the message is sent, since the order itself keeps only the token's
 * hash (docs/cod.md#confirmation).
 */
const SECRET_FIELDS: Partial<Record<string, readonly string[]>> = { COD_CONFIRM: ['link'] };

function withoutSecrets(row: NotificationRow): { data?: NotificationRow['data'] } {
  const secret = SECRET_FIELDS[row.template];
  if (!secret || !row.data) return {};
  const data = { ...(row.data as Record<string, unknown>) };
  for (const field of secret) if (field in data) data[field] = '(sent)';
  return { data: data as NotificationRow['data'] };
}
