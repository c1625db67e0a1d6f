import type { Language } from '@shop/shared';
import { and, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { carts } from '../../db/schema.ts';
import type { ConsentsService } from '../consents/consents.service.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MessageOutbox } from '../notifications/message-outbox.ts';
import { inQuietHours } from '../notifications/quiet-hours.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CartsService } from './carts.service.ts';

export const CART_REMINDER_JOB = 'carts.remind';
/** Every five minutes: a cart is reminded at most five minutes late, and at 09:00 after the quiet hours. */
export const CART_REMINDER_CRON = '*/5 * * * *';
export const CART_REMINDER_TEMPLATE = 'CART_REMINDER';
/** Reminders a cart gets at most. */
export const REMINDERS_PER_CART = 2;
/** A number gets at most one cart reminder in this long, however many carts it has. */
const PER_NUMBER_WINDOW_MS = 24 * 3_600_000;
/** Carts read at a time. */
const BATCH = 200;
/**
 * A cart left longer than this is not reminded any more: its lines are likely stale, and the first run after a
 * deployment must not remind every cart ever kept.
 */
const STALE_AFTER_MS = 7 * 24 * 3_600_000;

export interface CartReminderOptions {
  /** CART_REMINDER_FIRST_MINUTES: how long a cart is left untouched before its first reminder. */
  firstAfterMinutes: number;
  /** CART_REMINDER_SECOND_HOURS: how long after the first the second goes. */
  secondAfterHours: number;
  /** The shop's public address, where the restore link points. */
  origin: string;
}

/** "Hi {{1}}" for a shopper whose name the shop does not know. */
const NO_NAME: Record<Language, string> = { en: 'there', hi: 'जी' };

/**
 * docs/carts.md#reminders: WhatsApp reminders of carts left behind. A cart open, with a number whose marketing
 * consent stands, is reminded once it has been left CART_REMINDER_FIRST_MINUTES, and once more
 * CART_REMINDER_SECOND_HOURS after that; never a third time, never twice a day to one number, never in India's
 * quiet hours. Each reminder is one transaction: the outbox row, its send job and the cart's count together.
 */
export class CartRemindersService {
  constructor(
    private readonly db: Db,
    private readonly carts: Pick<CartsService, 'restoreLink'>,
    private readonly users: Pick<UsersService, 'findContact'>,
    private readonly consentGranted: ConsentsService['granted'],
    private readonly outbox: Pick<MessageOutbox, 'raise' | 'countSince'>,
    private readonly options: CartReminderOptions,
  ) {}

  /** Raises every reminder due at `now`; answers how many. */
  async remindDue(now: Date = new Date()): Promise<number> {
    if (inQuietHours(now)) return 0;
    let raised = 0;
    // First reminders before second ones: when one number has both due, the cart never reminded gets the day's.
    for (const sent of [0, 1]) {
      // Page by page through every due cart: carts whose number has no consent stay due, and must not hide the rest.
      let after: string | undefined;
      for (;;) {
        const page = await this.db
          .select({ id: carts.id, userId: carts.userId })
          .from(carts)
          .where(and(this.#due(now), eq(carts.remindersSent, sent), after ? gt(carts.id, after) : undefined))
          .orderBy(carts.id)
          .limit(BATCH);
        for (const { id, userId } of page) {
          // Read before the transaction: the users module reads on its own connection, and PGlite has but one.
          const name = userId ? firstName((await this.users.findContact(userId))?.name) : null;
          if (await this.#remind(id, name, now)) raised++;
        }
        if (page.length < BATCH) break;
        after = page.at(-1)?.id;
      }
    }
    return raised;
  }

  /**
   * Carts a reminder is due for: open, with a number, left long enough but not stale, with a reminder to go. The
   * first four terms are the reminder index's own predicate and key.
   */
  #due(now: Date) {
    const idleSince = new Date(now.getTime() - this.options.firstAfterMinutes * 60_000);
    const firstBefore = new Date(now.getTime() - this.options.secondAfterHours * 3_600_000);
    return and(
      isNull(carts.closedAt),
      isNotNull(carts.mobile),
      lte(carts.updatedAt, idleSince),
      gt(carts.updatedAt, new Date(now.getTime() - STALE_AFTER_MS)),
      lt(carts.remindersSent, REMINDERS_PER_CART),
      or(eq(carts.remindersSent, 0), lte(carts.lastRemindedAt, firstBefore)),
    );
  }

  async #remind(cartId: string, name: string | null, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // Judged again under the row lock: a save or a purchase since the list was read wins.
      const [cart] = await tx
        .select()
        .from(carts)
        .where(and(eq(carts.id, cartId), this.#due(now)))
        .for('update');
      if (!cart?.mobile) return false;
      const mobile = cart.mobile;
      // One a day per number, whichever cart: runs that overlap (a slow one and the next tick) take the number's
      // lock before counting, so a second reminder is judged only once the first is committed or rolled back.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart-reminder:${mobile}`}))`);
      if (!(await this.consentGranted(tx, mobile, 'WHATSAPP_MARKETING'))) return false;
      // A reminder raised exactly a day ago counts no more: the second goes a day after the first.
      const since = new Date(now.getTime() - PER_NUMBER_WINDOW_MS + 1);
      if ((await this.outbox.countSince(tx, mobile, CART_REMINDER_TEMPLATE, since)) > 0) return false;

      const nth = cart.remindersSent + 1;
      const raised = await this.outbox.raise(tx, {
        channel: 'WHATSAPP',
        template: CART_REMINDER_TEMPLATE,
        recipient: mobile,
        data: {
          language: cart.language,
          p1: name ?? NO_NAME[cart.language],
          p2: this.carts.restoreLink(cart.id, this.options.origin, now),
        },
        dedupeKey: `cart-reminder:${cart.id}:${nth}`,
        createdAt: now,
      });
      await tx
        .update(carts)
        .set({ remindersSent: sql`${carts.remindersSent} + 1`, lastRemindedAt: now })
        .where(eq(carts.id, cart.id));
      return raised !== null;
    });
  }
}

/** The first word of a name, on one line, as WhatsApp's variables must be; null when there is none. */
export function firstName(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first.slice(0, 40) : null;
}

/**
 * The reminders' schedule: a run every five minutes, taken by one worker of all instances, one run active at a time
 * (queue policy `singleton`); a failed run is tried by the next.
 */
export function scheduleCartReminders(
  jobs: Pick<JobQueue, 'define'>,
  reminders: Pick<CartRemindersService, 'remindDue'>,
): void {
  jobs.define({
    name: CART_REMINDER_JOB,
    cron: CART_REMINDER_CRON,
    policy: 'singleton',
    retryLimit: 0,
    retryDelaySeconds: 60,
    handler: async () => void (await reminders.remindDue()),
  });
}
