import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { EmailSender } from '../../adapters/email/email.ts';
import type { SmsSender } from '../../adapters/sms/sms.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { ORDER_NOTICE_TEMPLATES, type OrderNoticeTemplate } from './order-notices.ts';
import { emailContent, smsContent } from './templates.ts';

/** The order's GST invoice as a PDF, for the confirmation e-mail; null when there is none to attach. */
export type InvoicePdf = (orderDbId: string) => Promise<{ filename: string; content: Buffer } | null>;

/** After the first attempt fails: 1 min, 5 min, 30 min, 2 h, 12 h; then the message is FAILED. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export interface DispatcherDeps {
  db: Db;
  sms: SmsSender;
  email: EmailSender;
  /** The DLT template id registered for each SMS. */
  smsTemplateIds: Record<OrderNoticeTemplate, string>;
  invoicePdf: InvoicePdf;
  log?: (line: string) => void;
  now?: () => Date;
  batchSize?: number;
  /** How long a claimed message is kept from other senders; a process that dies mid-send frees it after this. */
  leaseMs?: number;
}

export interface DispatchResult {
  sent: number;
  retrying: number;
  failed: number;
}

type NotificationRow = typeof notifications.$inferSelect;

const isTemplate = (name: string): name is OrderNoticeTemplate =>
  (ORDER_NOTICE_TEMPLATES as readonly string[]).includes(name);

/**
 * Sends the due PENDING rows of the notifications outbox. A row is claimed in a short transaction (`for update
 * skip locked`, then leased by moving its next attempt ahead), so any number of instances, or calls, send each
 * message once; the sending itself runs outside any transaction. A failure is recorded on the row and retried
 * later; it never touches the order. When to call dispatchDue() is NotificationSchedule's business.
 */
export class NotificationDispatcher {
  readonly #deps: Required<DispatcherDeps>;

  constructor(deps: DispatcherDeps) {
    this.#deps = {
      log: () => {},
      now: () => new Date(),
      batchSize: 20,
      leaseMs: 10 * 60_000,
      ...deps,
    };
  }

  /** Sends every message due now, batch after batch; `orderId` keeps to one order's messages. */
  async dispatchDue(scope: { orderId?: string } = {}): Promise<DispatchResult> {
    const result: DispatchResult = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const claimed = await this.#claim(scope);
      for (const row of claimed) result[await this.#deliver(row)]++;
      if (claimed.length < this.#deps.batchSize) return result;
    }
  }

  close(): void {
    this.#deps.email.close?.();
  }

  async #claim(scope: { orderId?: string }): Promise<NotificationRow[]> {
    const { db, now, batchSize, leaseMs } = this.#deps;
    const at = now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.status, 'PENDING'),
            lte(notifications.nextAttemptAt, at),
            scope.orderId ? eq(notifications.orderId, scope.orderId) : undefined,
          ),
        )
        .orderBy(asc(notifications.nextAttemptAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(notifications)
        .set({
          attempts: sql`${notifications.attempts} + 1`,
          nextAttemptAt: new Date(at.getTime() + leaseMs),
        })
        .where(
          inArray(
            notifications.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  async #deliver(row: NotificationRow): Promise<keyof DispatchResult> {
    const { db, now, log } = this.#deps;
    // Written only while the claim is still ours: a lease that ran out belongs to whoever claimed the row next.
    const ours = and(
      eq(notifications.id, row.id),
      eq(notifications.status, 'PENDING'),
      eq(notifications.attempts, row.attempts),
    );
    try {
      await this.#send(row);
      await db.update(notifications).set({ status: 'SENT', sentAt: now(), lastError: null }).where(ours);
      return 'sent';
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const delay = isTemplate(row.template) ? RETRY_DELAYS_MS[row.attempts - 1] : undefined;
      log(
        `notification ${row.id} (${row.channel} ${row.template}) attempt ${row.attempts} failed: ${lastError}`,
      );
      await db
        .update(notifications)
        .set(
          delay === undefined
            ? { status: 'FAILED', lastError }
            : { lastError, nextAttemptAt: new Date(now().getTime() + delay) },
        )
        .where(ours);
      return delay === undefined ? 'failed' : 'retrying';
    }
  }

  async #send(row: NotificationRow): Promise<void> {
    const { sms, email, smsTemplateIds, invoicePdf } = this.#deps;
    const template = row.template;
    if (!isTemplate(template)) throw new Error(`no template named ${template}`);
    if (row.channel === 'SMS') {
      await sms.send({
        to: row.recipient,
        templateId: smsTemplateIds[template],
        ...smsContent(template, row.data),
      });
      return;
    }
    // An invoice that cannot be made now fails the e-mail, to be tried again: the confirmation carries it.
    const invoice = template === 'ORDER_PAID' && row.orderId ? await invoicePdf(row.orderId) : null;
    await email.send({
      to: row.recipient,
      ...emailContent(template, row.data, { invoiceAttached: invoice !== null }),
      attachments: invoice ? [{ ...invoice, contentType: 'application/pdf' }] : [],
    });
  }
}

/**
 * When the dispatcher runs: every `intervalMs` (the retries fall due this way) and right after an order change
 * queued a message, so the shopper hears within seconds. Runs never overlap within a process; a kick during a
 * run makes one more run after it. Issue 13 replaces this with a job queue; the dispatcher stays as it is.
 */
export class NotificationSchedule {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #started = false;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts the timer; with an interval of 0 (tests) nothing runs by itself. */
  start(): void {
    if (this.intervalMs <= 0 || this.#started) return;
    this.#started = true;
    this.#timer = setInterval(() => this.kick(), this.intervalMs);
    this.#timer.unref();
    this.kick();
  }

  /** Runs the dispatcher soon, without waiting for it. */
  kick(): void {
    if (!this.#started) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.run()
      .then(
        () => {},
        (error: unknown) => this.onError(error),
      )
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  /** Stops the timer and waits for a run in progress, so the database can close after. */
  async stop(): Promise<void> {
    this.#started = false;
    this.#again = false;
    clearInterval(this.#timer);
    await this.#running;
  }
}
