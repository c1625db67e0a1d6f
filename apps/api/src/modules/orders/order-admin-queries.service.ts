import { pipeline, Readable } from 'node:stream';
import {
  type AdminOrder,
  type AdminOrderEvent,
  type AdminOrderRow,
  type AdminOrderSort,
  type AdminRefund,
  BACK_OFFICE_MOVES,
  type BackOfficeMove,
  type OrderState,
  type PaymentState,
  type RefusedMove,
  rupeesWithDecimals,
  trackingUrl,
  type UserRole,
} from '@shop/shared';
import { stringify } from 'csv-stringify';
import { and, asc, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsAny } from '../../db/like.ts';
import { listRows } from '../../db/list-rows.ts';
import { orderEvents, orderLines, orders, refunds, users } from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { Page, Paging } from '../../domain/paging.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import { allowedMoves, backOfficeMover, leftToRefund, refusedMoves } from './order-state-machine.ts';
import { recordNote } from './order-transition.ts';
import { type OrderRow, toOrderDto } from './orders.dto.ts';

export interface AdminOrderFilter extends Paging {
  status?: OrderState | undefined;
  paymentStatus?: PaymentState | undefined;
  /** An order id (ORD-…), a mobile number or a name, or part of one. */
  q?: string | undefined;
  /** Days in Indian time, both included: `2026-11-05`. */
  from?: string | undefined;
  to?: string | undefined;
  sort?: AdminOrderSort | undefined;
}

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The start of an Indian day, `2026-11-05` → 2026-11-04T18:30:00Z. India keeps no summer time. */
export function indianDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** A moment as the export writes it, in Indian time: `2026-11-05 14:30`. */
function indianTime(at: Date | null): string {
  return at ? new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ') : '';
}

/** When an order was placed: paid, or for a checkout never paid, opened. */
const placedAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;

/**
 * The back office's reading of orders: the list with its filters, one order with everything the team needs
 * (payment ids, history, refunds, the moves allowed now), notes in the history, and the CSV export.
 */
export class OrderAdminQueriesService {
  constructor(
    private readonly db: Db,
    private readonly audit: Pick<AuditLogService, 'record'>,
    /** Orders read per query while the export streams: enough to be quick, few enough that memory stays flat. */
    private readonly exportBatch = 500,
  ) {}

  /** Newest first unless sorted otherwise; checkouts never paid only when asked for by their state. */
  async list(filter: AdminOrderFilter): Promise<Page<AdminOrderRow>> {
    const conditions: SQL[] = [
      filter.status ? eq(orders.orderStatus, filter.status) : ne(orders.orderStatus, 'PENDING'),
    ];
    if (filter.paymentStatus) conditions.push(eq(orders.paymentStatus, filter.paymentStatus));
    if (filter.q) {
      // A number typed as +91 98290 11111 is stored as its ten digits.
      const digits = filter.q.replace(/[\s-]/g, '');
      const term = /^(\+?91)?\d{10}$/.test(digits) ? digits.slice(-10) : filter.q;
      const match = containsAny(term, [orders.orderId, orders.contactMobile, orders.contactName]);
      if (match) conditions.push(match);
    }
    if (filter.from) conditions.push(gte(placedAt, indianDayStart(filter.from)));
    if (filter.to) conditions.push(lt(placedAt, new Date(indianDayStart(filter.to).getTime() + DAY_MS)));
    const orderBy =
      filter.sort === 'oldest'
        ? [asc(placedAt), asc(orders.id)]
        : filter.sort === 'amount'
          ? [desc(orders.totalAmountPaise), desc(placedAt), desc(orders.id)]
          : [desc(placedAt), desc(orders.id)];
    const page = await listRows(
      this.db,
      filter,
      { from: orders, where: and(...conditions), orderBy },
      (row) => row,
    );
    const counts = await this.#itemCounts(page.items.map((row) => row.id));
    return {
      ...page,
      items: page.items.map((row) => ({
        _id: row.id,
        orderId: row.orderId,
        placedAt: (row.paidAt ?? row.createdAt).toISOString(),
        customer: { name: row.contactName, mobile: row.contactMobile },
        itemCount: counts.get(row.id) ?? 0,
        totalAmount: row.totalAmountPaise,
        orderStatus: row.orderStatus,
        paymentStatus: row.paymentStatus,
      })),
    };
  }

  /** One order as `role` sees it: the moves on offer are that role's. */
  async get(id: string, role: UserRole): Promise<AdminOrder> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id));
    if (!order) throw new NotFoundError('Order not found');
    return this.dto(order, role);
  }

  /** The admin view of an order already read, for a reader of `role`: what the moves and refunds answer with. */
  async dto(order: OrderRow, role: UserRole): Promise<AdminOrder> {
    const [lines, events, refundRows] = await Promise.all([
      this.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.position)),
      this.db
        .select({ event: orderEvents, mobile: users.mobile })
        .from(orderEvents)
        .leftJoin(users, eq(users.id, orderEvents.actorId))
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
      this.db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.createdAt)),
    ]);
    const history: AdminOrderEvent[] = events.map(({ event, mobile }) => ({
      _id: event.id,
      at: event.createdAt.toISOString(),
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      actor: { role: event.actorRole, mobile: event.actorRole === 'SYSTEM' ? null : mobile },
      note: event.note,
      details: event.details ?? null,
    }));
    const refundList: AdminRefund[] = refundRows.map((refund) => ({
      _id: refund.id,
      amount: refund.amountPaise,
      reason: refund.reason,
      status: refund.status,
      creditNoteNumber: refund.creditNoteNumber,
      failure: refund.failure,
      createdAt: refund.createdAt.toISOString(),
      processedAt: refund.processedAt?.toISOString() ?? null,
    }));
    const mover = backOfficeMover(role);
    return {
      ...toOrderDto(order, lines),
      orderStatus: order.orderStatus,
      paymentStatus: order.paymentStatus,
      providerOrderId: order.providerOrderId,
      providerPaymentId: order.providerPaymentId,
      invoiceNumber: order.invoiceNumber,
      invoicedAt: order.invoicedAt?.toISOString() ?? null,
      statusChangedAt: order.statusChangedAt?.toISOString() ?? null,
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      trackingUrl:
        order.carrier && order.trackingNumber ? trackingUrl(order.carrier, order.trackingNumber) : null,
      returnRequest: order.returnRequest ?? null,
      history,
      refunds: refundList,
      refundedAmount: order.refundedPaise,
      refundableAmount: leftToRefund(order),
      allowedMoves: allowedMoves(order, mover).filter(isBackOfficeMove),
      refusedMoves: refusedMoves(order, mover).flatMap(({ to, refusal }): RefusedMove[] =>
        isBackOfficeMove(to) && (refusal.reason === 'needs_admin' || refusal.reason === 'refunded')
          ? [{ to, reason: refusal.reason, message: refusal.message }]
          : [],
      ),
    };
  }

  /** A note in the order's history (a row that moves nothing), recorded in the audit log with it. */
  async addNote(actor: Actor, id: string, note: string): Promise<AdminOrder> {
    const order = await this.db.transaction(async (tx) => {
      const [found] = await tx.select().from(orders).where(eq(orders.id, id));
      if (!found) throw new NotFoundError('Order not found');
      await recordNote(tx, id, { actorId: actor.id, actorRole: actor.role, note });
      await this.audit.record(tx, actor, {
        action: 'order.note',
        entityType: 'order',
        entityId: id,
        after: { note },
      });
      return found;
    });
    return this.dto(order, actor.role);
  }

  /**
   * docs/admin.md#export: the paid orders of a range of Indian days as CSV, one row per order line with the
   * order's columns repeated on each. Read in batches by (paid at, id) and written as the client takes them,
   * so a year of orders never sits in memory.
   */
  exportCsv(from: string, to: string): Readable {
    const start = indianDayStart(from);
    const end = new Date(indianDayStart(to).getTime() + DAY_MS);
    const csv = stringify({
      header: true,
      bom: true,
      columns: EXPORT_COLUMNS.map(([header]) => header),
      cast: { string: guardFormula },
    });
    // A failed read or a client gone away ends both streams; the reply then closes the connection.
    return pipeline(Readable.from(this.#exportRows(start, end)), csv, () => {});
  }

  async *#exportRows(start: Date, end: Date): AsyncGenerator<string[]> {
    // The cursor is PostgreSQL's own text of the time, so no precision is lost between batches.
    let after: { paidAt: string; id: string } | undefined;
    for (;;) {
      const batch = await this.db
        .select({ order: orders, cursor: sql<string>`${orders.paidAt}::text` })
        .from(orders)
        .where(
          and(
            gte(orders.paidAt, start),
            lt(orders.paidAt, end),
            after
              ? sql`(${orders.paidAt}, ${orders.id}) > (${after.paidAt}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(orders.paidAt), asc(orders.id))
        .limit(this.exportBatch);
      if (batch.length === 0) return;
      const lines = await this.db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            batch.map(({ order }) => order.id),
          ),
        )
        .orderBy(asc(orderLines.orderId), asc(orderLines.position));
      const linesOf = new Map<string, LineRow[]>();
      for (const line of lines) {
        const ofOrder = linesOf.get(line.orderId);
        if (ofOrder) ofOrder.push(line);
        else linesOf.set(line.orderId, [line]);
      }
      for (const { order } of batch) {
        for (const [index, line] of (linesOf.get(order.id) ?? []).entries()) {
          yield EXPORT_COLUMNS.map(([, value]) => value(order, line, index + 1));
        }
      }
      const last = batch.at(-1);
      if (!last || batch.length < this.exportBatch) return;
      after = { paidAt: last.cursor, id: last.order.id };
    }
  }

  async #itemCounts(orderIds: string[]): Promise<Map<string, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .select({ orderId: orderLines.orderId, items: sql<number>`sum(${orderLines.qty})::int` })
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .groupBy(orderLines.orderId);
    return new Map(rows.map((row) => [row.orderId, row.items]));
  }
}

type LineRow = typeof orderLines.$inferSelect;

const isBackOfficeMove = (to: OrderState): to is BackOfficeMove =>
  (BACK_OFFICE_MOVES as readonly OrderState[]).includes(to);

/** The export's columns: header and value. Amounts in rupees with two decimals, times in Indian time. */
const EXPORT_COLUMNS: [string, (order: OrderRow, line: LineRow, lineNumber: number) => string][] = [
  ['Order ID', (order) => order.orderId],
  ['Paid at (IST)', (order) => indianTime(order.paidAt)],
  ['Order state', (order) => order.orderStatus],
  ['Payment state', (order) => order.paymentStatus],
  ['Invoice number', (order) => order.invoiceNumber ?? ''],
  ['Customer name', (order) => order.contactName ?? ''],
  ['Mobile', (order) => order.contactMobile ?? ''],
  ['E-mail', (order) => order.contactEmail ?? ''],
  ['Ship to city', (order) => order.shippingAddress?.city ?? ''],
  ['Ship to state', (order) => order.shippingAddress?.state ?? ''],
  ['Ship to PIN', (order) => order.shippingAddress?.zipcode ?? ''],
  ['Coupon', (order) => order.couponCode ?? ''],
  ['Order subtotal', (order) => rupeesWithDecimals(order.subtotalPaise)],
  ['Bundle discount', (order) => rupeesWithDecimals(order.bundleDiscountPaise)],
  ['Coupon discount', (order) => rupeesWithDecimals(order.couponDiscountPaise)],
  ['Shipping', (order) => rupeesWithDecimals(order.shippingPaise)],
  ['Order total', (order) => rupeesWithDecimals(order.totalAmountPaise)],
  ['Refunded', (order) => rupeesWithDecimals(order.refundedPaise)],
  ['Payment method', (order) => order.paymentMethod],
  ['Payment id', (order) => order.providerPaymentId ?? ''],
  ['Carrier', (order) => order.carrier ?? ''],
  ['Tracking number', (order) => order.trackingNumber ?? ''],
  ['Line', (_order, _line, lineNumber) => String(lineNumber)],
  ['SKU', (_order, line) => line.sku],
  ['Product', (_order, line) => line.name],
  ['Size', (_order, line) => line.sizeTitle],
  ['Quantity', (_order, line) => String(line.qty)],
  ['MRP', (_order, line) => rupeesWithDecimals(line.mrpPaise)],
  ['Unit price', (_order, line) => rupeesWithDecimals(line.salePricePaise)],
  ['Line total', (_order, line) => rupeesWithDecimals(line.lineTotalPaise)],
  ['HSN code', (_order, line) => line.hsnCode],
  ['GST rate %', (_order, line) => String(line.gstRatePercent)],
];

const FORMULA_STARTS = new Set(['=', '+', '-', '@']);

/**
 * A cell a spreadsheet would run as a formula is written with a leading apostrophe: a shopper's name must never
 * become a formula on the team's computer. That is a cell starting with a tab or a carriage return, or whose
 * first character after any Unicode space is = + - @ or a compatibility form of one (full-width `＝ ＋ － ＠`,
 * small `﹦ ﹢ ﹣ ﹫`), which some spreadsheets read as the ASCII sign.
 */
export function guardFormula(value: string): string {
  if (/^[\t\r]/.test(value)) return `'${value}`;
  // \s is every Unicode space (and the byte-order mark); the zero-width ones are as invisible.
  const first = /^[\s\u200B-\u200D\u2060]*(.)/su.exec(value)?.[1];
  return first !== undefined && FORMULA_STARTS.has(first.normalize('NFKC')) ? `'${value}` : value;
}
