import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/orders.md#states: OrderTransitions.transition is the one way an order changes state. These tests read the
 * API's sources and fail, naming the file, when any other code writes the state column or the order's history.
 */
const apiSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TRANSITION_MODULE = 'modules/orders/order-transition.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The text of the parenthesised argument that opens at `open` (the index of its `(`). */
function argumentAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/**
 * The writes of `table` in `text` that carry `column`: each Drizzle `.update(table)` followed by its `.set(…)`,
 * each `.insert(table)` followed by its `.values(…)`, in any spacing and also when the table is reached through a
 * namespace (`schema.orders`), and raw SQL that updates or inserts into it. Reads (`where(eq(orders.orderStatus,
 * …))`, a DTO's `orderStatus: order.orderStatus`) are not writes and are not counted.
 */
function writesOf(
  text: string,
  table: string,
  column: string,
  sqlTable: string,
  sqlColumn: string,
): string[] {
  const found: string[] = [];
  const call = new RegExp(`\\.(update|insert)\\(\\s*(?:\\w+\\.)?${table}\\s*\\)`, 'g');
  for (const match of text.matchAll(call)) {
    const rest = text.slice((match.index ?? 0) + match[0].length);
    const next = new RegExp(`^\\s*\\.${match[1] === 'update' ? 'set' : 'values'}\\s*\\(`).exec(rest);
    if (!next) continue;
    const argument = argumentAt(rest, next[0].length - 1);
    if (new RegExp(`\\b${column}\\b`).test(argument)) found.push(`${match[0]}…${column}`);
  }
  const rawUpdate = new RegExp(`update\\s+"?${sqlTable}"?\\s+set\\b[^;\`]*\\b${sqlColumn}\\b`, 'gi');
  const rawInsert = new RegExp(`insert\\s+into\\s+"?${sqlTable}"?\\s*\\([^)]*\\b${sqlColumn}\\b`, 'gi');
  for (const match of [...text.matchAll(rawUpdate), ...text.matchAll(rawInsert)]) found.push(match[0]);
  return found;
}

const statusWrites = (text: string) => writesOf(text, 'orders', 'orderStatus', 'orders', 'order_status');
/** Any insert into the order's history, whatever its columns. */
const historyWrites = (text: string) =>
  writesOf(text, 'orderEvents', '\\w+', 'order_events', '\\w+')
    .filter((write) => !write.startsWith('.update'))
    .map((write) => write.replace('…\\w+', '…a history row'));

function offenders(find: (text: string) => string[]): string[] {
  return sources(apiSrc)
    .map((file) => ({
      file: path.relative(apiSrc, file).split(path.sep).join('/'),
      text: readFileSync(file, 'utf8'),
    }))
    .filter(({ file }) => file !== TRANSITION_MODULE)
    .flatMap(({ file, text }) => find(text).map((write) => `${file}: ${write}`));
}

describe('one way to move an order', () => {
  it('finds the writes it looks for, so that it can fail', () => {
    const own = readFileSync(path.join(apiSrc, TRANSITION_MODULE), 'utf8');
    expect(statusWrites(own)).toHaveLength(1);
    expect(historyWrites(own).length).toBeGreaterThan(0);
    // The shapes a write could take elsewhere, and reads that are not writes.
    expect(
      statusWrites(`await tx\n  .update(orders)\n  .set({ paymentStatus: 'PAID', orderStatus: 'PLACED' })`),
    ).toHaveLength(1);
    expect(statusWrites(`db.update(schema.orders).set({ ...rest, orderStatus })`)).toHaveLength(1);
    expect(statusWrites(`db.insert(orders).values({ orderId, orderStatus: 'PLACED' })`)).toHaveLength(1);
    expect(
      statusWrites("sql`update orders set updated_at = now(), order_status = 'CANCELLED'`"),
    ).toHaveLength(1);
    expect(statusWrites("sql`insert into orders (id, order_status) values (1, 'PLACED')`")).toHaveLength(1);
    expect(historyWrites(`await tx.insert(orderEvents).values({ orderId })`)).toHaveLength(1);
    expect(
      statusWrites(
        `db.update(orders).set({ couponCode }).where(and(eq(orders.id, id), eq(orders.orderStatus, 'PENDING')))`,
      ),
    ).toEqual([]);
    expect(statusWrites("sql`select count(*) from orders where order_status = 'PLACED'`")).toEqual([]);
  });

  it('lets no other file write an order state', () => {
    expect(offenders(statusWrites)).toEqual([]);
  });

  it('lets no other file write an order history row', () => {
    expect(offenders(historyWrites)).toEqual([]);
  });
});
