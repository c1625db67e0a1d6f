import { and, count, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Db } from '../../src/db/client.ts';
import { documentNumber, financialYear } from '../../src/db/document-numbers.ts';
import * as schema from '../../src/db/schema.ts';
import { refreshSearchTerms } from '../../src/modules/catalog/product-search.ts';
import { indianTime } from '../../src/modules/orders/indian-days.ts';
import { ratingFrom, reviewText } from '../data/reviews.ts';
import { resetDatabase, seedDemoShop } from '../seed.ts';
import { BulkLoader, shape, type TableTally } from './bulk-loader.ts';
import { DAY_MS, diwaliOf, indianMidnight, MINUTE_MS, momentOfDay, ordersPerDay } from './calendar.ts';
import {
  type CatalogBase,
  growCatalog,
  productShapes,
  readCatalogBase,
  type SimulatedCatalog,
  type SimulatedSize,
} from './catalog.ts';
import { simulatedPerson } from './india.ts';
import {
  type Buyer,
  type NumberedItem,
  type OrderDraft,
  planOrder,
  type SimulatedCoupon,
  type TeamMember,
} from './order-life.ts';
import { idsFor, type Random, streamOf } from './random-ids.ts';

/** What `npm run db:simulate` is asked for; the command line's flags, checked. */
export const SimulationOptionsSchema = z.object({
  orders: z.coerce.number().int().min(1).max(10_000_000),
  customers: z.coerce.number().int().min(1).max(2_000_000),
  products: z.coerce.number().int().min(1).max(100_000),
  reviews: z.coerce.number().int().min(0).max(5_000_000),
  years: z.coerce.number().int().min(1).max(20),
  seed: z.coerce.number().int().min(0).default(1),
  /** India's midnight the history ends at; today's by default. */
  until: z.coerce.date().optional(),
});
export type SimulationOptions = z.input<typeof SimulationOptionsSchema>;

/** The shop_settings key of the note a simulation leaves: what it made, and when, so it can tell its own orders. */
export const SIMULATION_KEY = 'simulation';

/** First of the block of numbers the simulated team and customers hold, far above the demo's 9000000001 onwards. */
export const SIMULATED_MOBILES_FROM = 9_000_100_000;
const TEAM_SIZE = 8;

export interface SimulationMarker {
  startedAt: string;
  finishedAt: string | null;
  seed: number;
  until: string;
  asked: { orders: number; customers: number; products: number; reviews: number; years: number };
}

/** Refused before anything was written: the database holds what the simulator did not make. */
export class SimulationRefused extends Error {}

export interface SimulationReport {
  /** Rows and milliseconds of COPY per table. */
  tables: Record<string, TableTally>;
  /** Orders by state, and by payment method. */
  orderStates: Record<string, number>;
  paymentMethods: Record<string, number>;
  /** The last number of each document series (INVOICE:2025-26). */
  documentSeries: Record<string, number>;
  /**
   * Milliseconds per phase: the guard and demo data; making and copying the rows; the loaded tables' indexes and
   * foreign keys made again (PostgreSQL); the totals and statistics after.
   */
  phases: Record<string, number>;
  until: Date;
}

/**
 * Fills the database with a brand's history (docs/scaling.md#a-simulated-shop): the demo catalog grown to
 * `products`, `customers` across India, `orders` over `years` with their lines, history, audit rows, shipments,
 * refunds, invoice and credit-note numbers, messages and COD remittances, and `reviews`. Rows are streamed by COPY
 * in batches. Refuses a database holding orders it did not make; one holding only its own is emptied first (the
 * demo shop is seeded again, which needs `uploadsDir`).
 */
export async function simulateShop(
  database: Database,
  input: SimulationOptions,
  context: { uploadsDir?: string; log?: (line: string) => void; now?: Date } = {},
): Promise<SimulationReport> {
  const options = SimulationOptionsSchema.parse(input);
  const log = context.log ?? (() => {});
  const db = database.db;
  const phases: Record<string, number> = {};
  let phaseStarted = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - phaseStarted);
    phaseStarted = now;
  };

  const now = context.now ?? new Date();
  // A day given as YYYY-MM-DD is read as the start of that day in India.
  const until = indianMidnight(options.until ?? now);
  if (until.getTime() > now.getTime()) throw new SimulationRefused('--until must not be in the future');
  const start = indianMidnight(new Date(until.getTime() - options.years * 365.25 * DAY_MS));

  await prepareDatabase(db, context.uploadsDir, log);
  const taken = await db
    .select({ mobile: schema.users.mobile })
    .from(schema.users)
    .where(
      and(
        gte(schema.users.mobile, String(SIMULATED_MOBILES_FROM)),
        lt(schema.users.mobile, String(SIMULATED_MOBILES_FROM + TEAM_SIZE + 101 + options.customers)),
      ),
    )
    .limit(1);
  if (taken.length > 0) {
    throw new SimulationRefused(
      `The number ${taken[0]?.mobile} already has an account: the simulator's block of numbers must be free`,
    );
  }
  const marker: SimulationMarker = {
    startedAt: now.toISOString(),
    finishedAt: null,
    seed: options.seed,
    until: until.toISOString(),
    asked: {
      orders: options.orders,
      customers: options.customers,
      products: options.products,
      reviews: options.reviews,
      years: options.years,
    },
  };
  await db
    .insert(schema.shopSettings)
    .values({ key: SIMULATION_KEY, value: marker })
    .onConflictDoUpdate({ target: schema.shopSettings.key, set: { value: marker, updatedAt: now } });
  const team = await createTeam(db, options.seed, start);
  phase('prepare');

  // Read before the load: its transaction holds the tables it loads until it ends.
  const catalogBase = await readCatalogBase(db);
  const coupons = await couponsOf(db, start, until);
  const loader = await BulkLoader.open(database, [...productShapes, ...historyShapes]);
  let report: Awaited<ReturnType<typeof writeHistory>>;
  try {
    report = await writeHistory(loader, { catalogBase, coupons, options, start, until, team, log });
  } catch (error) {
    await loader.abort();
    throw error;
  }
  phase('rows');
  await loader.close();
  phase('indexes');

  await settleTotals(db, report.documentSeries, report.coupons, report.lastOrderNumber);
  marker.finishedAt = new Date().toISOString();
  await db
    .update(schema.shopSettings)
    .set({ value: marker })
    .where(eq(schema.shopSettings.key, SIMULATION_KEY));
  phase('totals');

  return {
    tables: Object.fromEntries(loader.tally),
    orderStates: report.orderStates,
    paymentMethods: report.paymentMethods,
    documentSeries: report.documentSeries,
    phases,
    until,
  };
}

/**
 * The guard: orders without the simulator's note, or placed after the simulation began, are someone's real
 * orders, and nothing is written. A database holding only a simulation is emptied for the next.
 */
async function prepareDatabase(
  db: Db,
  uploadsDir: string | undefined,
  log: (line: string) => void,
): Promise<void> {
  const [note] = await db
    .select()
    .from(schema.shopSettings)
    .where(eq(schema.shopSettings.key, SIMULATION_KEY));
  const [{ orders } = { orders: 0 }] = await db.select({ orders: count() }).from(schema.orders);
  if (orders > 0) {
    if (!note) {
      throw new SimulationRefused(
        `The database holds ${orders} orders the simulator did not make: simulate into an empty database (npm run db:reset first, if these orders may go).`,
      );
    }
    const startedAt = new Date((note.value as SimulationMarker).startedAt);
    const [{ foreign } = { foreign: 0 }] = await db
      .select({ foreign: count() })
      .from(schema.orders)
      .where(gt(schema.orders.createdAt, startedAt));
    if (foreign > 0) {
      throw new SimulationRefused(
        `The database holds ${foreign} orders placed after its simulation: they are not the simulator's, so it leaves them (npm run db:reset first, if they may go).`,
      );
    }
    log(`Emptying the earlier simulation (${orders} orders).`);
    await resetDatabase(db);
  }
  const [product] = await db.select({ id: schema.products.id }).from(schema.products).limit(1);
  if (!product) {
    if (!uploadsDir) throw new Error('the demo shop must be seeded first: no uploads folder to seed it with');
    await seedDemoShop(db, { uploadsDir, log });
  }
}

/** Two admins and six staff, whose moves fill the history and the audit log. */
async function createTeam(
  db: Db,
  seed: number,
  start: Date,
): Promise<{ staff: TeamMember[]; admins: TeamMember[] }> {
  const random = streamOf(seed, 'team');
  const newId = idsFor(seed, 'team');
  const rows = Array.from({ length: TEAM_SIZE }, (_, index) => {
    const person = simulatedPerson(random);
    return {
      id: newId(),
      mobile: String(SIMULATED_MOBILES_FROM + 1 + index),
      name: `${person.firstName} ${person.lastName}`,
      role: index < 2 ? ('ADMIN' as const) : ('STAFF' as const),
      verifiedAt: start,
      createdAt: start,
      updatedAt: start,
    };
  });
  await db.insert(schema.users).values(rows);
  const members = rows.map(({ id, mobile, role }) => ({ id, mobile, role }));
  return {
    admins: members.filter((m) => m.role === 'ADMIN'),
    staff: members.filter((m) => m.role === 'STAFF'),
  };
}

const historyShapes = [
  shape(schema.users, [
    'id',
    'mobile',
    'name',
    'email',
    'verifiedAt',
    'role',
    'language',
    'createdAt',
    'updatedAt',
  ]),
  shape(schema.userAddresses, [
    'id',
    'userId',
    'firstName',
    'lastName',
    'mobile',
    'email',
    'address',
    'locality',
    'city',
    'state',
    'pincode',
    'country',
    'addressType',
    'createdAt',
    'updatedAt',
  ]),
  shape(schema.orders, [
    'id',
    'orderId',
    'userId',
    'orderStatus',
    'paymentMethod',
    'paymentStatus',
    'isBundle',
    'subtotalPaise',
    'bundleDiscountPaise',
    'couponCode',
    'couponDiscountPaise',
    'shippingPaise',
    'totalAmountPaise',
    'contactName',
    'contactMobile',
    'contactEmail',
    'shippingAddress',
    'billingAddress',
    'providerOrderId',
    'paymentProvider',
    'providerPaymentId',
    'paymentFailure',
    'paidAt',
    'statusChangedAt',
    'deliveredAt',
    'carrier',
    'trackingNumber',
    'returnRequest',
    'invoiceNumber',
    'invoicedAt',
    'refundedPaise',
    'codFeePaise',
    'codConfirmedAt',
    'codConfirmedBy',
    'codConfirmTokenHash',
    'riskLevel',
    'riskReasons',
    'riskClearedAt',
    'rtoCheckedAt',
    'refundTo',
    'createdAt',
    'updatedAt',
  ]),
  shape(schema.orderLines, [
    'id',
    'orderId',
    'productId',
    'sizeId',
    'productSlug',
    'sku',
    'name',
    'sizeTitle',
    'image',
    'qty',
    'mrpPaise',
    'salePricePaise',
    'lineTotalPaise',
    'hsnCode',
    'gstRatePercent',
    'position',
  ]),
  shape(schema.orderEvents, [
    'id',
    'orderId',
    'fromStatus',
    'toStatus',
    'actorId',
    'actorRole',
    'note',
    'details',
    'createdAt',
  ]),
  shape(schema.refunds, [
    'id',
    'orderId',
    'amountPaise',
    'reason',
    'idempotencyKey',
    'status',
    'providerRefundId',
    'method',
    'creditNoteNumber',
    'createdBy',
    'createdAt',
    'processedAt',
  ]),
  shape(schema.shipments, [
    'id',
    'orderId',
    'kind',
    'provider',
    'providerOrderId',
    'providerShipmentId',
    'awb',
    'courierId',
    'courierName',
    'status',
    'statusAt',
    'estimatedDelivery',
    'ratePaise',
    'codAmountPaise',
    'parcel',
    'pickupRequestedAt',
    'failedAttempts',
    'lastFailureReason',
    'lastNewsAt',
    'createdAt',
    'updatedAt',
  ]),
  shape(schema.codRemittances, [
    'id',
    'orderId',
    'awb',
    'utr',
    'amountPaise',
    'remittedOn',
    'source',
    'createdAt',
  ]),
  shape(schema.notifications, [
    'id',
    'orderId',
    'channel',
    'template',
    'recipient',
    'data',
    'dedupeKey',
    'status',
    'attempts',
    'nextAttemptAt',
    'sentAt',
    'createdAt',
  ]),
  shape(schema.auditLog, [
    'id',
    'actorId',
    'actorMobile',
    'actorRole',
    'action',
    'entityType',
    'entityId',
    'before',
    'after',
    'createdAt',
  ]),
  shape(schema.reviews, [
    'id',
    'productId',
    'userId',
    'displayName',
    'rating',
    'reviewText',
    'reviewStatus',
    'createdAt',
    'updatedAt',
  ]),
] as const;

/** A customer of the simulated shop, the same for an index on every run of a seed. */
function customerOf(seed: number, index: number, userId: string) {
  const random = streamOf(seed, `customer:${index}`);
  const person = simulatedPerson(random);
  const name = `${person.firstName} ${person.lastName}`;
  const hasEmail = random() < 0.6;
  return {
    person,
    name,
    mobile: String(SIMULATED_MOBILES_FROM + 101 + index),
    email: hasEmail
      ? `${person.firstName}.${person.lastName.replace(/\W/g, '')}${index}@example.com`.toLowerCase()
      : null,
    language: random() < 0.15 ? ('hi' as const) : ('en' as const),
    office: random() < 0.25,
    userId,
  };
}

/** A min-heap of tax documents waiting for their numbers, earliest first. */
class DocumentQueue {
  #items: { item: NumberedItem; draft: PendingDraft }[] = [];
  push(entry: { item: NumberedItem; draft: PendingDraft }) {
    const items = this.#items;
    items.push(entry);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((items[parent] as (typeof items)[0]).item.at <= entry.item.at) break;
      items[i] = items[parent] as (typeof items)[0];
      i = parent;
    }
    items[i] = entry;
  }
  peek() {
    return this.#items[0];
  }
  pop() {
    const items = this.#items;
    const top = items[0];
    const last = items.pop();
    if (top && last && items.length > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= items.length) break;
        const right = left + 1;
        const child =
          right < items.length && (items[right] as typeof last).item.at < (items[left] as typeof last).item.at
            ? right
            : left;
        if ((items[child] as typeof last).item.at >= last.item.at) break;
        items[i] = items[child] as typeof last;
        i = child;
      }
      items[i] = last;
    }
    return top;
  }
}

interface PendingDraft {
  draft: OrderDraft;
  waiting: number;
}

async function writeHistory(
  loader: BulkLoader,
  {
    catalogBase,
    coupons,
    options,
    start,
    until,
    team,
    log,
  }: {
    catalogBase: CatalogBase;
    coupons: SimulatedCoupon[];
    options: z.output<typeof SimulationOptionsSchema>;
    start: Date;
    until: Date;
    team: { staff: TeamMember[]; admins: TeamMember[] };
    log: (line: string) => void;
  },
) {
  const { seed } = options;
  const catalog = await growCatalog(
    loader,
    catalogBase,
    streamOf(seed, 'catalog'),
    seed,
    options.products,
    start,
    until,
  );
  catalog.products.sort((a, b) => a.launchedAt.getTime() - b.launchedAt.getTime());

  const days = Math.round((until.getTime() - start.getTime()) / DAY_MS);
  const random = streamOf(seed, 'orders');
  const perDay = ordersPerDay(random, start, days, options.orders, 1.3);
  // Customers join as the shop grows: by a day, the share of them that the orders so far have reached.
  const joinedBy = new Float64Array(days);
  let cumulative = 0;
  for (let day = 0; day < days; day++) {
    cumulative += perDay[day] as number;
    joinedBy[day] = cumulative / options.orders;
  }

  const userId = idsFor(seed, 'users');
  const customerIds: string[] = [];
  const customerId = (index: number) => {
    while (customerIds.length <= index) customerIds.push(userId());
    return customerIds[index] as string;
  };
  const written = new Uint8Array(options.customers);
  const ordered = new Uint8Array(options.customers);
  const addressId = idsFor(seed, 'user_addresses');
  const writeCustomer = async (index: number, joinedAt: Date) => {
    written[index] = 1;
    const customer = customerOf(seed, index, customerId(index));
    await loader.add(schema.users, {
      id: customer.userId,
      mobile: customer.mobile,
      name: customer.name,
      email: customer.email,
      verifiedAt: joinedAt,
      role: 'CUSTOMER',
      language: customer.language,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    });
    const { person } = customer;
    await loader.add(schema.userAddresses, {
      id: addressId(),
      userId: customer.userId,
      firstName: person.firstName,
      lastName: person.lastName,
      mobile: customer.mobile,
      email: customer.email ?? '',
      address: person.line1,
      locality: person.line2,
      city: person.city,
      state: person.state,
      pincode: person.pincode,
      country: 'India',
      addressType: customer.office ? 'OFFICE' : 'HOME',
      createdAt: joinedAt,
      updatedAt: joinedAt,
    });
  };

  const newId = {
    event: idsFor(seed, 'order_events'),
    refund: idsFor(seed, 'refunds'),
    shipment: idsFor(seed, 'shipments'),
    notification: idsFor(seed, 'notifications'),
    audit: idsFor(seed, 'audit_log'),
    line: idsFor(seed, 'order_lines'),
    remittance: idsFor(seed, 'cod_remittances'),
  };
  const orderIds = idsFor(seed, 'orders');
  const queue = new DocumentQueue();
  const documentSeries: Record<string, number> = {};
  const orderStates: Record<string, number> = {};
  const paymentMethods: Record<string, number> = {};

  const emit = async (draft: OrderDraft) => {
    const { order } = draft;
    orderStates[order.orderStatus as string] = (orderStates[order.orderStatus as string] ?? 0) + 1;
    paymentMethods[order.paymentMethod as string] = (paymentMethods[order.paymentMethod as string] ?? 0) + 1;
    await loader.add(schema.orders, order);
    for (const line of draft.lines) await loader.add(schema.orderLines, line);
    for (const event of draft.events) await loader.add(schema.orderEvents, event);
    for (const refund of draft.refunds) await loader.add(schema.refunds, refund);
    if (draft.shipment) await loader.add(schema.shipments, draft.shipment);
    if (draft.remittance) await loader.add(schema.codRemittances, draft.remittance);
    for (const message of draft.notifications) await loader.add(schema.notifications, message);
    for (const row of draft.audit) await loader.add(schema.auditLog, row);
  };
  /** Numbers every document due by `at`, in time order, and writes each order whose documents all have theirs. */
  const numberUpTo = async (at: Date | null) => {
    for (let next = queue.peek(); next && (at === null || next.item.at <= at); next = queue.peek()) {
      queue.pop();
      const series = `${next.item.kind}:${financialYear(next.item.at)}`;
      const number = (documentSeries[series] ?? 0) + 1;
      documentSeries[series] = number;
      next.item.assign(documentNumber(next.item.kind, financialYear(next.item.at), number));
      next.draft.waiting--;
      if (next.draft.waiting === 0) await emit(next.draft.draft);
    }
  };

  let sequence = 0;
  const progressEvery = Math.max(1, Math.round(options.orders / 10));
  for (let day = 0; day < days; day++) {
    const midnight = new Date(start.getTime() + day * DAY_MS);
    const moments = Array.from({ length: perDay[day] as number }, () => momentOfDay(random, midnight)).sort(
      (a, b) => a.getTime() - b.getTime(),
    );
    const joined = Math.max(1, Math.ceil(options.customers * (joinedBy[day] as number)));
    const available = upTo(catalog, midnight);
    for (const createdAt of moments) {
      await numberUpTo(createdAt);
      sequence++;
      // Half the orders come from those who joined lately (first orders among them), half from anyone before.
      const index = Math.min(
        options.customers - 1,
        random() < 0.45
          ? joined - 1 - Math.floor(random() * Math.max(1, Math.floor(options.customers * 0.005)))
          : Math.floor(random() * joined),
      );
      const customerIndex = Math.max(0, index);
      if (!written[customerIndex]) {
        await writeCustomer(
          customerIndex,
          new Date(createdAt.getTime() - (2 + Math.floor(random() * 58)) * MINUTE_MS),
        );
      }
      const customer = customerOf(seed, customerIndex, customerId(customerIndex));
      const guest = random() < 0.1;
      const buyer: Buyer = {
        userId: guest ? null : customer.userId,
        name: customer.name,
        mobile: customer.mobile,
        email: customer.email,
        address: {
          name: customer.name,
          line1: customer.person.line1,
          line2: customer.person.line2,
          city: customer.person.city,
          state: customer.person.state,
          zipcode: customer.person.pincode,
          country: 'India',
        },
        firstOrder: !ordered[customerIndex],
      };
      const draft = planOrder(
        { random, newId, team, until },
        {
          id: orderIds(),
          orderId: `ORD-${indianTime(createdAt).slice(0, 4)}-${String(sequence).padStart(6, '0')}`,
          createdAt,
          buyer,
          sizes: pickSizes(random, catalog, available),
          coupons,
          progress: day / days,
          awbNumber: sequence,
        },
      );
      const { order } = draft;
      const placed = order.paymentStatus !== 'PENDING' && order.paymentStatus !== 'FAILED';
      if (placed) ordered[customerIndex] = 1;
      // Counted as the shop counts a use: at payment, or when a COD order is placed; a cancelled COD order gives it back.
      const couponUsed = placed && !(order.paymentMethod === 'COD' && order.orderStatus === 'CANCELLED');
      if (couponUsed && order.couponCode) {
        const coupon = coupons.find((candidate) => candidate.code === order.couponCode);
        if (coupon) coupon.usedCount++;
      }
      if (draft.numbered.length === 0) {
        await emit(draft);
      } else {
        const pending = { draft, waiting: draft.numbered.length };
        for (const item of draft.numbered) queue.push({ item, draft: pending });
      }
      if (sequence % progressEvery === 0) log(`  ${sequence} orders made`);
    }
  }
  await numberUpTo(null);

  // Customers who have not ordered yet joined as the shop grew too.
  const joinRandom = streamOf(seed, 'joined');
  for (let index = 0; index < options.customers; index++) {
    if (written[index]) continue;
    const share = (index + 1) / options.customers;
    let day = 0;
    while (day < days - 1 && (joinedBy[day] as number) < share) day++;
    await writeCustomer(index, momentOfDay(joinRandom, new Date(start.getTime() + day * DAY_MS)));
  }
  await writeReviews(loader, seed, options, catalog, customerId, start, until);

  return { documentSeries, orderStates, paymentMethods, coupons, lastOrderNumber: sequence };
}

/** How many of the catalog's products (sorted by launch) were on sale on a day. */
function upTo(catalog: SimulatedCatalog, day: Date): number {
  let low = 0;
  let high = catalog.products.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((catalog.products[middle] as SimulatedCatalog['products'][0]).launchedAt <= day) low = middle + 1;
    else high = middle;
  }
  return Math.max(1, low);
}

/** One to four sizes of different products, the long-standing ones selling most. */
function pickSizes(random: Random, catalog: SimulatedCatalog, available: number): SimulatedSize[] {
  const roll = random();
  const wanted = roll < 0.5 ? 1 : roll < 0.78 ? 2 : roll < 0.92 ? 3 : 4;
  const chosen = new Map<string, SimulatedSize>();
  for (let attempt = 0; attempt < wanted * 3 && chosen.size < wanted; attempt++) {
    const product = catalog.products[
      Math.floor(available * random() ** 2.2)
    ] as SimulatedCatalog['products'][0];
    const size = product.sizes[
      random() < 0.6 ? 0 : Math.floor(random() * product.sizes.length)
    ] as SimulatedSize;
    chosen.set(size.sizeId, size);
  }
  return [...chosen.values()];
}

/** The demo's coupons, and each year's festive ones: Diwali, Independence Day, Republic Day, New Year. */
async function couponsOf(db: Db, start: Date, until: Date): Promise<SimulatedCoupon[]> {
  const existing = await db.select().from(schema.coupons);
  const coupons: SimulatedCoupon[] = existing.map((row) => ({ ...row, usedCount: 0 }));
  const known = new Set(coupons.map((coupon) => coupon.code));
  const at = (date: string) => new Date(`${date}T00:00:00+05:30`);
  for (let year = start.getUTCFullYear(); year <= until.getUTCFullYear(); year++) {
    const diwali = diwaliOf(year);
    const yearly: SimulatedCoupon[] = [
      {
        code: `DIWALI${year}`,
        description: `Diwali ${year}: 20% off, up to ₹400`,
        kind: 'PERCENT',
        value: 20,
        minOrderPaise: 0,
        maxDiscountPaise: 40_000,
        startsAt: new Date(diwali.getTime() - 21 * DAY_MS),
        expiresAt: new Date(diwali.getTime() + 3 * DAY_MS),
        firstOrderOnly: false,
        maxUsesPerCustomer: 2,
        usedCount: 0,
      },
      {
        code: `FREEDOM${year}`,
        description: 'Independence Day: 15% off orders above ₹599',
        kind: 'PERCENT',
        value: 15,
        minOrderPaise: 59_900,
        maxDiscountPaise: 30_000,
        startsAt: at(`${year}-08-13`),
        expiresAt: at(`${year}-08-18`),
        firstOrderOnly: false,
        maxUsesPerCustomer: 1,
        usedCount: 0,
      },
      {
        code: `REPUBLIC${year}`,
        description: 'Republic Day: ₹100 off orders above ₹699',
        kind: 'FLAT',
        value: 10_000,
        minOrderPaise: 69_900,
        maxDiscountPaise: null,
        startsAt: at(`${year}-01-24`),
        expiresAt: at(`${year}-01-29`),
        firstOrderOnly: false,
        maxUsesPerCustomer: 1,
        usedCount: 0,
      },
      {
        code: `NEWYEAR${year}`,
        description: 'New Year: 10% off',
        kind: 'PERCENT',
        value: 10,
        minOrderPaise: 0,
        maxDiscountPaise: 25_000,
        startsAt: at(`${year}-12-28`),
        expiresAt: at(`${year + 1}-01-03`),
        firstOrderOnly: false,
        maxUsesPerCustomer: 1,
        usedCount: 0,
      },
    ];
    coupons.push(...yearly.filter((coupon) => !known.has(coupon.code) && (coupon.startsAt as Date) < until));
  }
  return coupons;
}

/** Reviews over the catalog, best sellers most reviewed; moderation keeps up, so the pending ones are recent. */
async function writeReviews(
  loader: BulkLoader,
  seed: number,
  options: { reviews: number; customers: number },
  catalog: SimulatedCatalog,
  customerId: (index: number) => string,
  start: Date,
  until: Date,
) {
  const random = streamOf(seed, 'reviews');
  const reviewId = idsFor(seed, 'reviews');
  for (let i = 0; i < options.reviews; i++) {
    const product = catalog.products[
      Math.floor(catalog.products.length * random() ** 2.5)
    ] as SimulatedCatalog['products'][0];
    const rating = ratingFrom(random());
    const from = Math.max(product.launchedAt.getTime(), start.getTime());
    // More shoppers review later in the shop's life, as more buy.
    const createdAt = new Date(from + Math.sqrt(random()) * (until.getTime() - from - MINUTE_MS));
    const ageDays = (until.getTime() - createdAt.getTime()) / DAY_MS;
    const status = ageDays < 20 && random() < 0.7 ? 'PENDING' : random() < 0.06 ? 'REJECTED' : 'ACTIVE';
    const customer = Math.floor(random() * options.customers);
    const person = simulatedPerson(streamOf(seed, `customer:${customer}`));
    await loader.add(schema.reviews, {
      id: reviewId(),
      productId: product.productId,
      userId: customerId(customer),
      displayName: random() < 0.5 ? person.firstName : `${person.firstName} ${person.lastName.charAt(0)}.`,
      rating,
      reviewText: reviewText(random, product.seed, rating),
      reviewStatus: status,
      createdAt,
      updatedAt: createdAt,
    });
  }
}

/** What follows from the rows: sequences, document series, products' sales and ratings, coupons' uses. */
async function settleTotals(
  db: Db,
  documentSeries: Record<string, number>,
  coupons: SimulatedCoupon[],
  lastOrderNumber: number,
): Promise<void> {
  await db.execute(
    sql`select setval('order_number_seq', ${Math.max(1, lastOrderNumber)}, ${lastOrderNumber > 0})`,
  );
  for (const [series, lastNumber] of Object.entries(documentSeries)) {
    await db
      .insert(schema.documentSeries)
      .values({ series, lastNumber })
      .onConflictDoUpdate({ target: schema.documentSeries.series, set: { lastNumber } });
  }
  const known = new Set(
    (await db.select({ code: schema.coupons.code }).from(schema.coupons)).map((row) => row.code),
  );
  const fresh = coupons.filter((coupon) => !known.has(coupon.code));
  if (fresh.length > 0) await db.insert(schema.coupons).values(fresh);
  for (const coupon of coupons.filter((each) => known.has(each.code))) {
    await db
      .update(schema.coupons)
      .set({ usedCount: coupon.usedCount })
      .where(eq(schema.coupons.code, coupon.code));
  }
  await db.execute(sql`
    update products set sales_count = sold.units
    from (select product_id, sum(qty)::int as units from order_lines group by product_id) as sold
    where products.id = sold.product_id`);
  await db.execute(sql`
    update products set average_rating = rated.average, review_count = rated.reviews
    from (
      select product_id, round(avg(rating), 2) as average, count(*)::int as reviews
      from reviews where review_status = 'ACTIVE' group by product_id
    ) as rated
    where products.id = rated.product_id`);
  await refreshSearchTerms(db);
  await db.execute(sql`analyze`);
}
