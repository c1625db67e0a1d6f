import { type Language, localize, msg } from '@shop/shared';
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents, orderLines, orders, products, refunds } from '../../db/schema.ts';
import { translationsOf } from '../../db/translations.ts';
import { NotFoundError } from '../../domain/errors.ts';
import {
  type OrderDto,
  type OrderExtras,
  type OrderRow,
  type ShipmentsOf,
  toOrderDto,
} from './orders.dto.ts';

export type OrderLineRow = typeof orderLines.$inferSelect;

/** A customer's record with the shop, as coupon limits judge it. */
export interface CustomerHistory {
  paidOrders: number;
  paidOrdersWithCode: number;
}

/** Reading orders: a shopper's own, one for the checkout page, and a customer's history; and claiming guest orders. */
export class OrderQueriesService {
  constructor(
    private readonly db: Db,
    private readonly shipmentsOf: ShipmentsOf = async () => new Map(),
  ) {}

  async findByProviderOrder(providerOrderId: string): Promise<OrderRow | undefined> {
    const [order] = await this.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
    return order;
  }

  async requireByProviderOrder(providerOrderId: string): Promise<OrderRow> {
    const order = await this.findByProviderOrder(providerOrderId);
    if (!order) throw new NotFoundError(msg('order.notFound'));
    return order;
  }

  /** The caller's orders, newest first; checkouts never paid are left out. */
  async listForUser(userId: string, language: Language = 'en', now: Date = new Date()): Promise<OrderDto[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), ne(orders.paymentStatus, 'PENDING')))
      .orderBy(desc(orders.createdAt));
    return this.dtos(rows, now, language);
  }

  /** One of the caller's orders; another shopper's id is simply not found. */
  async getForUser(
    userId: string,
    id: string,
    language: Language = 'en',
    now: Date = new Date(),
  ): Promise<OrderDto> {
    const row = await this.findForUser(userId, id);
    if (!row) throw new NotFoundError(msg('order.notFound'));
    return this.dto(row, now, language);
  }

  /** The caller's own paid order's row, or nothing: another shopper's order is as missing as an unknown one. */
  async findForUser(userId: string, id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId), ne(orders.paymentStatus, 'PENDING')));
    return row;
  }

  /** Items and amount of an order for the hosted checkout page. */
  async checkoutSummary(providerOrderId: string): Promise<OrderDto> {
    return this.dto(await this.requireByProviderOrder(providerOrderId));
  }

  async dto(order: OrderRow, now: Date = new Date(), language: Language = 'en'): Promise<OrderDto> {
    const [dto] = await this.dtos([order], now, language);
    if (!dto) throw new Error('order dto missing');
    return dto;
  }

  /**
   * Orders with their lines, history and refunds: three queries however many orders there are. A line keeps the
   * English name it was sold under (the invoice's); in another language it shows the product's name in that
   * language where the product has one, so a Hindi page lists what was bought in Hindi.
   */
  private async dtos(rows: OrderRow[], now: Date, language: Language = 'en'): Promise<OrderDto[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [lines, events, refundRows, parcels] = await Promise.all([
      this.db
        .select({ line: orderLines, translations: translationsOf(products.translations, ['name']) })
        .from(orderLines)
        .leftJoin(products, eq(products.id, orderLines.productId))
        .where(inArray(orderLines.orderId, ids))
        .orderBy(asc(orderLines.position))
        .then((found) =>
          found.map(({ line, translations }) => ({
            ...line,
            name: localize({ name: line.name, translations }, language).name,
          })),
        ),
      this.db
        .select()
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, ids))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
      this.db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.createdAt)),
      this.shipmentsOf(rows),
    ]);
    return rows.map((row) => {
      const extras: OrderExtras = {
        events: events.filter((event) => event.orderId === row.id),
        refunds: refundRows.filter((refund) => refund.orderId === row.id),
        shipment: parcels.get(row.id) ?? null,
      };
      return toOrderDto(
        row,
        lines.filter((line) => line.orderId === row.id),
        extras,
        now,
        language,
      );
    });
  }

  /** The database id of the order numbered `orderId` (ORD-2026-000123), if there is one. */
  async idOfNumber(orderId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.orderId, orderId));
    return row?.id;
  }

  /** Who an order belongs to: its number, contact mobile and account, for a reply that names the order. */
  async contactOf(
    id: string,
  ): Promise<{ orderId: string; contactMobile: string | null; userId: string | null } | undefined> {
    const [row] = await this.db
      .select({ orderId: orders.orderId, contactMobile: orders.contactMobile, userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, id));
    return row;
  }

  /** Orders' numbers (ORD-2026-000123) by their database ids, for lists of other records that name an order. */
  async numbersOf(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: orders.id, orderId: orders.orderId })
      .from(orders)
      .where(inArray(orders.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row.orderId]));
  }

  /** An order as stored, with its lines in order: what its tax invoice is drawn from. */
  async findWithLines(id: string): Promise<{ order: OrderRow; lines: OrderLineRow[] } | undefined> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id));
    if (!order) return undefined;
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, id))
      .orderBy(asc(orderLines.position));
    return { order, lines };
  }

  /**
   * A customer's paid orders (and COD orders placed, not cancelled), by account or by number, leaving out the
   * order being priced. `db` is the
   * transaction when the answer must hold until it commits.
   */
  async customerHistory(
    customer: { userId: string | null; mobile: string | null },
    couponCode: string | null,
    excludeOrderId: string,
    db: Db = this.db,
  ): Promise<CustomerHistory> {
    const who = [
      ...(customer.userId ? [eq(orders.userId, customer.userId)] : []),
      ...(customer.mobile ? [eq(orders.contactMobile, customer.mobile)] : []),
    ];
    if (who.length === 0) return { paidOrders: 0, paidOrdersWithCode: 0 };
    const [row] = await db
      .select({
        paidOrders: sql<number>`count(*)::int`,
        paidOrdersWithCode: sql<number>`(count(*) filter (where ${orders.couponCode} = ${couponCode ?? ''}))::int`,
      })
      .from(orders)
      .where(
        and(
          or(...who),
          or(
            inArray(orders.paymentStatus, ['PAID', 'PARTIALLY_REFUNDED']),
            // A cash-on-delivery order counts once placed, unless cancelled: its money comes at the door.
            and(
              inArray(orders.paymentStatus, ['COD_PENDING', 'COD_COLLECTED']),
              ne(orders.orderStatus, 'CANCELLED'),
            ),
          ),
          ne(orders.id, excludeOrderId),
        ),
      );
    return { paidOrders: row?.paidOrders ?? 0, paidOrdersWithCode: row?.paidOrdersWithCode ?? 0 };
  }

  /** Attaches paid guest orders to the account whose owner proved the number they were placed with. */
  async claimGuestOrders(userId: string, mobile: string, orderIds: string[]): Promise<number> {
    if (orderIds.length === 0) return 0;
    const claimed = await this.db
      .update(orders)
      .set({ userId, updatedAt: new Date() })
      .where(
        and(
          inArray(orders.id, orderIds),
          isNull(orders.userId),
          eq(orders.contactMobile, mobile),
          ne(orders.paymentStatus, 'PENDING'),
        ),
      )
      .returning({ id: orders.id });
    return claimed.length;
  }
}
