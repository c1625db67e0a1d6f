import { pipeline, Readable } from 'node:stream';
import { rupeesWithDecimals } from '@shop/shared';
import { stringify } from 'csv-stringify';
import { and, asc, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema.ts';
import { DAY_MS, indianDayStart, indianTime } from './indian-days.ts';
import type { OrderRow } from './orders.dto.ts';

/**
 * docs/admin.md#export: the paid orders of a range of Indian days as CSV, one row per order line with the
 * order's columns repeated on each. Read in batches of `batchSize` orders by (paid at, id) and written as the
 * client takes them, so a year of orders never sits in memory.
 */
export function exportOrdersCsv(db: Db, from: string, to: string, batchSize: number): Readable {
  const start = indianDayStart(from);
  const end = new Date(indianDayStart(to).getTime() + DAY_MS);
  const csv = stringify({
    header: true,
    bom: true,
    columns: EXPORT_COLUMNS.map(([header]) => header),
    cast: { string: guardFormula },
  });
  // A failed read or a client gone away ends both streams; the reply then closes the connection.
  return pipeline(Readable.from(exportRows(db, start, end, batchSize)), csv, () => {});
}

async function* exportRows(db: Db, start: Date, end: Date, batchSize: number): AsyncGenerator<string[]> {
  // The cursor is PostgreSQL's own text of the time, so no precision is lost between batches.
  let after: { paidAt: string; id: string } | undefined;
  for (;;) {
    const batch = await db
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
      .limit(batchSize);
    if (batch.length === 0) return;
    const lines = await db
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
    if (!last || batch.length < batchSize) return;
    after = { paidAt: last.cursor, id: last.order.id };
  }
}

type LineRow = typeof orderLines.$inferSelect;

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
