import { type Language, msg } from '@shop/shared';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stockAlerts } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import type { InventoryService, SizeOffer } from '../catalog/inventory.service.ts';
import type { ConsentsService } from '../consents/consents.service.ts';
import type { MessageOutbox } from '../notifications/message-outbox.ts';
import { quietSecondsLeft } from '../notifications/quiet-hours.ts';

/** The job that tells a restocked size's waiting subscribers; its data names the size. */
export const STOCK_ALERTS_JOB = 'stock-alerts.notify';

/** The outbox template of the message, on WhatsApp and by SMS alike. */
export const BACK_IN_STOCK = 'BACK_IN_STOCK';

/** Alerts told per transaction: a size thousands wait for is not told in one long transaction. */
const BATCH = 100;

/** Adds the job that tells a size's subscribers, in the caller's transaction (jobs module). */
export type EnqueueStockAlertJob = (tx: Db, sizeId: string, startAfterSeconds: number) => Promise<void>;

export interface StockAlertsOptions {
  enqueueJob: EnqueueStockAlertJob;
  /** The notifications module's outbox: each alert's message and its send job, in the batch's transaction. */
  outbox: Pick<MessageOutbox, 'raise' | 'idOf'>;
  consentGranted: ConsentsService['granted'];
  /** The shop's address, for the product link in the message; relative without it. */
  publicUrl?: string | undefined;
  /** The time now: quiet hours are decided by it. */
  clock?: () => Date;
}

/** The shopper asking: their account and the number it was proven with. */
export interface Subscriber {
  userId: string;
  mobile: string;
}

/** A size waiting to be restocked, as the back office ranks them. */
export interface WantedSize {
  productId: string;
  productName: string;
  sizeId: string;
  sizeTitle: string;
  stock: number;
  waiting: number;
}

/**
 * "Notify me" on an out-of-stock size (docs/back-in-stock.md): a shopper waits for a size; when its stock comes
 * back, every waiting subscriber gets one message, oldest first, and their wait ends. A hint, not a reservation.
 */
export class StockAlertsService {
  readonly #clock: () => Date;

  constructor(
    private readonly db: Db,
    private readonly inventory: InventoryService,
    private readonly options: StockAlertsOptions,
  ) {
    this.#clock = options.clock ?? (() => new Date());
  }

  /** Waits for a size that is out of stock; asking again while waiting changes nothing. */
  async subscribe(
    subscriber: Subscriber,
    productId: string,
    sizeId: string,
    language: Language,
  ): Promise<{ sizeId: string; waiting: true }> {
    const offer = await this.#sizeOf(productId, sizeId);
    if (offer.stock > 0) throw new ConflictError(msg('stockAlert.inStock'));
    await this.db
      .insert(stockAlerts)
      .values({ productId, sizeId, mobile: subscriber.mobile, userId: subscriber.userId, language })
      .onConflictDoNothing();
    return { sizeId, waiting: true };
  }

  /** Stops waiting; stopping a wait there is none of is no error. */
  async stop(
    subscriber: Subscriber,
    productId: string,
    sizeId: string,
  ): Promise<{ sizeId: string; waiting: false }> {
    await this.db
      .delete(stockAlerts)
      .where(
        and(
          eq(stockAlerts.productId, productId),
          eq(stockAlerts.sizeId, sizeId),
          eq(stockAlerts.mobile, subscriber.mobile),
          isNull(stockAlerts.notifiedAt),
        ),
      );
    return { sizeId, waiting: false };
  }

  /**
   * A STOP from the number (the WhatsApp inbox calls it in the reply's transaction): every size it waits for stops
   * waiting, so no back-in-stock message follows by SMS either. Answers how many waits ended.
   */
  async stopWaiting(tx: Db, mobile: string): Promise<number> {
    const ended = await tx
      .delete(stockAlerts)
      .where(and(eq(stockAlerts.mobile, mobile), isNull(stockAlerts.notifiedAt)))
      .returning({ id: stockAlerts.id });
    return ended.length;
  }

  /** The sizes of a product the shopper's number waits for. */
  async mine(subscriber: Subscriber, productId: string): Promise<{ sizeIds: string[] }> {
    // Keyed by size, so the waiting index (size, number) answers it.
    const sizeIds = await this.inventory.sizeIdsOf(productId);
    if (sizeIds.length === 0) return { sizeIds: [] };
    const rows = await this.db
      .select({ sizeId: stockAlerts.sizeId })
      .from(stockAlerts)
      .where(
        and(
          inArray(stockAlerts.sizeId, sizeIds),
          eq(stockAlerts.mobile, subscriber.mobile),
          isNull(stockAlerts.notifiedAt),
        ),
      )
      .orderBy(asc(stockAlerts.createdAt));
    return { sizeIds: rows.map((row) => row.sizeId) };
  }

  /**
   * Called in the transaction that raised the stock of these sizes, each now above 0 (the catalog knows): each
   * that someone waits for gets its job, added in the same transaction so it exists exactly when the stock does.
   * Outside the quiet hours it runs at once, else at 09:00 India time. One job waits per size (queue policy
   * `short`), so two restocks in a row add one.
   */
  async restocked(tx: Db, sizeIds: string[]): Promise<void> {
    if (sizeIds.length === 0) return;
    const rows = await tx
      .selectDistinct({ sizeId: stockAlerts.sizeId })
      .from(stockAlerts)
      .where(and(inArray(stockAlerts.sizeId, sizeIds), isNull(stockAlerts.notifiedAt)));
    const delay = quietSecondsLeft(this.#clock());
    for (const { sizeId } of rows) await this.options.enqueueJob(tx, sizeId, delay);
  }

  /**
   * The job: tells every subscriber still waiting for the size, oldest first, in batches of its own transaction,
   * while the size is in stock. In the quiet hours it puts itself off to 09:00 instead. Answers how many were told.
   */
  async notify(sizeId: string): Promise<{ told: number; putOff: boolean }> {
    const delay = quietSecondsLeft(this.#clock());
    if (delay > 0) {
      await this.db.transaction((tx) => this.options.enqueueJob(tx, sizeId, delay));
      return { told: 0, putOff: true };
    }
    let told = 0;
    for (;;) {
      // Read again before each batch: a size sold out meanwhile tells nobody more.
      const [offer] = await this.inventory.offers([sizeId]);
      if (!offer || offer.stock <= 0 || !offer.sold) break;
      const batch = await this.db.transaction((tx) => this.#tellBatch(tx, offer));
      told += batch;
      if (batch < BATCH) break;
    }
    return { told, putOff: false };
  }

  async #tellBatch(tx: Db, offer: SizeOffer): Promise<number> {
    const alerts = await tx
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.sizeId, offer.sizeId), isNull(stockAlerts.notifiedAt)))
      .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const alert of alerts) {
      const whatsapp = await this.options.consentGranted(tx, alert.mobile, 'WHATSAPP_MARKETING');
      const dedupeKey = `stock-alert:${alert.id}`;
      const notificationId =
        (await this.options.outbox.raise(tx, {
          channel: whatsapp ? 'WHATSAPP' : 'SMS',
          template: BACK_IN_STOCK,
          recipient: alert.mobile,
          data: { language: alert.language, ...this.#variables(offer, alert.language) },
          dedupeKey,
        })) ?? (await this.options.outbox.idOf(tx, dedupeKey));
      await tx
        .update(stockAlerts)
        .set({ notifiedAt: this.#clock(), notificationId })
        .where(eq(stockAlerts.id, alert.id));
    }
    return alerts.length;
  }

  /** {{1}} the product and size in the alert's language, {{2}} the product page in that language. */
  #variables(offer: SizeOffer, language: Language): { p1: string; p2: string } {
    const name = (language === 'hi' && offer.productTranslations.hi?.name) || offer.productName;
    const origin = this.options.publicUrl ? this.options.publicUrl.replace(/\/+$/, '') : '';
    const prefix = language === 'hi' ? '/hi' : '';
    return {
      p1: oneLine(`${name} ${offer.sizeTitle}`),
      p2: `${origin}${prefix}/product/${encodeURIComponent(offer.productSlug)}`,
    };
  }

  /** How many wait for each size of a product, for its edit screen; read through stock_alerts_size_waiting_idx. */
  async waitingBySize(productId: string): Promise<Record<string, number>> {
    const sizeIds = await this.inventory.sizeIdsOf(productId);
    if (sizeIds.length === 0) return {};
    const rows = await this.db
      .select({ sizeId: stockAlerts.sizeId, waiting: count() })
      .from(stockAlerts)
      .where(and(inArray(stockAlerts.sizeId, sizeIds), isNull(stockAlerts.notifiedAt)))
      .groupBy(stockAlerts.sizeId);
    return Object.fromEntries(rows.map((row) => [row.sizeId, row.waiting]));
  }

  /** The sizes most waited for, on sale still: what to restock first. */
  async mostWanted(limit = 10): Promise<WantedSize[]> {
    const waiting = count();
    const rows = await this.db
      .select({ sizeId: stockAlerts.sizeId, waiting })
      .from(stockAlerts)
      .where(isNull(stockAlerts.notifiedAt))
      .groupBy(stockAlerts.sizeId)
      .orderBy(desc(waiting), asc(stockAlerts.sizeId))
      // Room for sizes no longer sold, which are left out below.
      .limit(limit * 2);
    const offers = new Map(
      (await this.inventory.offers(rows.map((row) => row.sizeId))).map((o) => [o.sizeId, o]),
    );
    return rows
      .flatMap(({ sizeId, waiting }) => {
        const offer = offers.get(sizeId);
        return offer?.sold
          ? [
              {
                productId: offer.productId,
                productName: offer.productName,
                sizeId,
                sizeTitle: offer.sizeTitle,
                stock: offer.stock,
                waiting,
              },
            ]
          : [];
      })
      .slice(0, limit);
  }

  async #sizeOf(productId: string, sizeId: string): Promise<SizeOffer> {
    const [offer] = await this.inventory.offers([sizeId]);
    if (!offer || offer.productId !== productId || !offer.sold)
      throw new NotFoundError(msg('stockAlert.noSize'));
    return offer;
  }
}

/** Template variables are one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
