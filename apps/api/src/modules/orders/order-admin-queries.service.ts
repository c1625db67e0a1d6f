import type { Readable } from 'node:stream';
import {
  type AdminOrder,
  type AdminOrderCod,
  type AdminOrderEvent,
  type AdminOrderPaymentMethod,
  type AdminOrderRow,
  type AdminOrderShipment,
  type AdminOrderSort,
  type AdminRefund,
  BACK_OFFICE_MOVES,
  type BackOfficeMove,
  COD_PAYMENT_METHOD,
  type OrderState,
  type PaymentState,
  type RefusedMove,
  type RiskLevel,
  trackingUrl,
  type UserRole,
} from '@shop/shared';
import { and, asc, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsAny } from '../../db/like.ts';
import { listRows } from '../../db/list-rows.ts';
import { orderEvents, orderLines, orders, refunds, users } from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { Page, Paging } from '../../domain/paging.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import { codRefundable } from './cod-refunds.service.ts';
import { DAY_MS, indianDayStart } from './indian-days.ts';
import { exportOrdersCsv } from './order-export.ts';
import {
  allowedMoves,
  backOfficeMover,
  isCashOnDelivery,
  leftToRefund,
  placedAtOf,
  refusedMoves,
} from './order-state-machine.ts';
import { recordNote } from './order-transition.ts';
import { type OrderRow, toOrderDto } from './orders.dto.ts';

export interface AdminOrderFilter extends Paging {
  status?: OrderState | undefined;
  paymentStatus?: PaymentState | undefined;
  paymentMethod?: AdminOrderPaymentMethod | undefined;
  /** A COD order's risk level (orders paid online have none). */
  risk?: RiskLevel | undefined;
  /** An order id (ORD-…), a mobile number or a name, or part of one. */
  q?: string | undefined;
  /** Days in Indian time, both included: `2026-11-05`. */
  from?: string | undefined;
  to?: string | undefined;
  sort?: AdminOrderSort | undefined;
}

/** When an order was placed: paid, or for a checkout never paid, opened. */
// placedAtOf in SQL: a COD order's paid_at is its delivery, so it is placed when created.
const placedAt = sql`case when ${orders.paymentMethod} = 'COD' then ${orders.createdAt} else coalesce(${orders.paidAt}, ${orders.createdAt}) end`;

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
    /** The order's parcel with the courier, as the shipping module reads it (docs/shipments.md). */
    private readonly shipmentOf: (
      order: OrderRow,
      kind: 'FORWARD' | 'RETURN',
    ) => Promise<AdminOrderShipment | null> = async () => null,
  ) {}

  /** Newest first unless sorted otherwise; checkouts never paid only when asked for by their state. */
  async list(filter: AdminOrderFilter): Promise<Page<AdminOrderRow>> {
    const conditions: SQL[] = [
      filter.status ? eq(orders.orderStatus, filter.status) : ne(orders.orderStatus, 'PENDING'),
    ];
    if (filter.paymentStatus) conditions.push(eq(orders.paymentStatus, filter.paymentStatus));
    if (filter.paymentMethod) {
      const cod = eq(orders.paymentMethod, COD_PAYMENT_METHOD);
      conditions.push(filter.paymentMethod === 'COD' ? cod : ne(orders.paymentMethod, COD_PAYMENT_METHOD));
    }
    // A COD order paid online since keeps the risk it was judged with, but no longer carries it.
    if (filter.risk) {
      conditions.push(eq(orders.riskLevel, filter.risk), eq(orders.paymentMethod, COD_PAYMENT_METHOD));
    }
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
        placedAt: placedAtOf(row).toISOString(),
        customer: { name: row.contactName, mobile: row.contactMobile },
        itemCount: counts.get(row.id) ?? 0,
        totalAmount: row.totalAmountPaise,
        orderStatus: row.orderStatus,
        paymentStatus: row.paymentStatus,
        ...codView(row),
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
    const [lines, events, refundRows, shipment, returnShipment] = await Promise.all([
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
      this.shipmentOf(order, 'FORWARD'),
      this.shipmentOf(order, 'RETURN'),
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
      method: refund.method,
      utr: refund.utr,
      creditNoteNumber: refund.creditNoteNumber,
      failure: refund.failure,
      createdAt: refund.createdAt.toISOString(),
      processedAt: refund.processedAt?.toISOString() ?? null,
    }));
    const mover = backOfficeMover(role);
    return {
      ...toOrderDto(order, lines),
      ...codView(order),
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
      // A COD order's cash goes back by payout or by hand once it was collected (docs/cod.md#refunds).
      refundableAmount: isCashOnDelivery(order) ? codRefundable(order) : leftToRefund(order),
      allowedMoves: allowedMoves(order, mover).filter(isBackOfficeMove),
      refusedMoves: refusedMoves(order, mover).flatMap(({ to, refusal }): RefusedMove[] =>
        isBackOfficeMove(to) && (refusal.reason === 'needs_admin' || refusal.reason === 'refunded')
          ? [{ to, reason: refusal.reason, message: refusal.message }]
          : [],
      ),
      shipment,
      returnShipment,
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

  /** docs/admin.md#export: the paid orders of a range of Indian days as CSV (`order-export.ts`). */
  exportCsv(from: string, to: string): Readable {
    return exportOrdersCsv(this.db, from, to, this.exportBatch);
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

const isBackOfficeMove = (to: OrderState): to is BackOfficeMove =>
  (BACK_OFFICE_MOVES as readonly OrderState[]).includes(to);

/** An order's cash on delivery as the back office reads it; a prepaid order has no risk, whatever its columns say. */
function codView(order: OrderRow): AdminOrderCod {
  const isCod = order.paymentMethod === COD_PAYMENT_METHOD;
  return {
    paymentMethod: order.paymentMethod,
    risk: isCod && order.riskLevel ? { level: order.riskLevel, reasons: order.riskReasons ?? [] } : null,
    codFeePaise: order.codFeePaise,
    codConfirmedAt: order.codConfirmedAt?.toISOString() ?? null,
    codConfirmedBy: order.codConfirmedBy ?? null,
    riskClearedAt: order.riskClearedAt?.toISOString() ?? null,
  };
}
