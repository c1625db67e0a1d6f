import {
  COD_PAYMENT_METHOD,
  formatINR,
  type OverdueRemittance as OverdueRemittanceDto,
  type RemittanceImport,
  type RemittanceMismatch,
} from '@shop/shared';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codRemittances, orders, shipments } from '../../db/schema.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import { recordNote } from '../orders/order-transition.ts';
import { type RemittanceLine, readRemittanceCsv, type UnreadableLine } from './remittance-csv.ts';

/** A COD order delivered whose cash has not come in, as the service reads it (dates as dates). */
export interface OverdueRemittance extends Omit<OverdueRemittanceDto, 'deliveredAt'> {
  deliveredAt: Date;
}

export const OVERDUE_AFTER_DAYS = 10;
const DAY_MS = 24 * 60 * 60_000;

type LineOutcome = { matched: true } | { already: true } | RemittanceMismatch;

/**
 * The courier's COD remittances (docs/cod.md#remittances): each line of a report is matched to its order by
 * AWB and makes a collected COD order PAID, once; anything else is listed as a mismatch and changes nothing.
 */
export class CodRemittancesService {
  constructor(
    private readonly db: Db,
    private readonly audit: Pick<AuditLogService, 'record'>,
  ) {}

  /** Imports a report (CSV); a file the reader cannot use throws RemittanceFileError, with why. */
  async importCsv(actor: Actor, file: Buffer): Promise<RemittanceImport> {
    const { lines, unreadable } = readRemittanceCsv(file);
    return this.apply(actor, lines, unreadable, 'csv');
  }

  async apply(
    actor: Actor,
    lines: RemittanceLine[],
    unreadable: UnreadableLine[],
    source: 'csv',
  ): Promise<RemittanceImport> {
    const outcome: RemittanceImport = { matched: 0, alreadyRemitted: 0, mismatches: [...unreadable] };
    // Each line in its own short transaction: a report of thousands holds no lock for long, and one that
    // fails half-way is simply imported again.
    for (const line of lines) {
      const result = await this.db.transaction((tx) => this.#applyLine(tx, actor, line, source));
      if ('matched' in result) outcome.matched += 1;
      else if ('already' in result) outcome.alreadyRemitted += 1;
      else outcome.mismatches.push(result);
    }
    outcome.mismatches.sort((a, b) => a.line - b.line);
    await this.audit.record(this.db, actor, {
      action: 'cod_remittance.import',
      entityType: 'cod_remittance',
      after: {
        lines: lines.length + unreadable.length,
        matched: outcome.matched,
        alreadyRemitted: outcome.alreadyRemitted,
        mismatches: outcome.mismatches.length,
      },
    });
    return outcome;
  }

  /** Delivered COD orders whose cash is not in after OVERDUE_AFTER_DAYS, the longest waiting first. */
  async overdue(now = new Date()): Promise<OverdueRemittance[]> {
    const rows = await this.db
      .select({
        id: orders.id,
        orderId: orders.orderId,
        deliveredAt: orders.deliveredAt,
        amountPaise: orders.totalAmountPaise,
        awb: shipments.awb,
        courierName: shipments.courierName,
      })
      .from(orders)
      .leftJoin(
        shipments,
        and(
          eq(shipments.orderId, orders.id),
          eq(shipments.kind, 'FORWARD'),
          eq(shipments.status, 'DELIVERED'),
        ),
      )
      .where(
        and(
          eq(orders.paymentMethod, COD_PAYMENT_METHOD),
          eq(orders.paymentStatus, 'COD_COLLECTED'),
          lt(orders.deliveredAt, new Date(now.getTime() - OVERDUE_AFTER_DAYS * DAY_MS)),
        ),
      )
      .orderBy(asc(orders.deliveredAt))
      .limit(500);
    return rows.map((row) => ({ ...row, deliveredAt: row.deliveredAt ?? now }));
  }

  async #applyLine(tx: Db, actor: Actor, line: RemittanceLine, source: string): Promise<LineOutcome> {
    const base = { line: line.line, awb: line.awb, amountPaise: line.amountPaise };
    const [parcel] = await tx
      .select({ orderId: shipments.orderId, codAmountPaise: shipments.codAmountPaise })
      .from(shipments)
      .where(and(eq(shipments.awb, line.awb), eq(shipments.kind, 'FORWARD')))
      .orderBy(desc(shipments.createdAt))
      .limit(1);
    if (!parcel) return { ...base, reason: 'unknown_awb' };
    const [order] = await tx.select().from(orders).where(eq(orders.id, parcel.orderId)).for('update');
    if (!order) return { ...base, reason: 'unknown_awb' };
    const named = { ...base, orderId: order.orderId };
    if (line.orderId && line.orderId !== order.orderId) {
      return { ...named, reason: 'order_mismatch', detail: `the report says ${line.orderId}` };
    }
    if (order.paymentMethod !== COD_PAYMENT_METHOD) return { ...named, reason: 'not_cod' };
    const [earlier] = await tx.select().from(codRemittances).where(eq(codRemittances.orderId, order.id));
    if (earlier) {
      return earlier.utr === line.utr && earlier.amountPaise === line.amountPaise
        ? { already: true }
        : {
            ...named,
            reason: 'already_remitted',
            detail: `remitted under UTR ${earlier.utr} on ${earlier.remittedOn}`,
          };
    }
    const expectedPaise = parcel.codAmountPaise || order.totalAmountPaise;
    if (line.amountPaise !== expectedPaise) return { ...named, reason: 'amount_mismatch', expectedPaise };
    // Cash is remitted for a parcel delivered; an order the shop still sees on its way waits for the scan.
    if (order.paymentStatus === 'COD_PENDING') return { ...named, reason: 'not_delivered' };

    await tx.insert(codRemittances).values({
      orderId: order.id,
      awb: line.awb,
      utr: line.utr,
      amountPaise: line.amountPaise,
      remittedOn: line.remittedOn,
      source,
      importedBy: actor.id,
    });
    // A refund already sent (a return paid out before the cash came in) keeps its payment state.
    if (order.paymentStatus === 'COD_COLLECTED') {
      await tx
        .update(orders)
        .set({ paymentStatus: 'PAID', updatedAt: new Date() })
        .where(eq(orders.id, order.id));
    }
    await recordNote(tx, order.id, {
      actorId: actor.id,
      actorRole: actor.role,
      note: `Cash remitted by the courier: ${formatINR(line.amountPaise)} on ${line.remittedOn}, UTR ${line.utr}`,
      from: order.orderStatus,
      details: { utr: line.utr, amountPaise: line.amountPaise, awb: line.awb },
    });
    return { matched: true };
  }
}
