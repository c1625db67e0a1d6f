import {
  bundleTotals,
  COD_PAYMENT_METHOD,
  cartTotals,
  couponDiscount,
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_SHIPPING_SETTINGS,
  deliveryChargeFor,
  formatINR,
  type OrderAddress,
  type OrderState,
  type RiskLevel,
  type RiskReason,
} from '@shop/shared';
import type { DocumentKind } from '../../src/db/document-numbers.ts';
import type * as schema from '../../src/db/schema.ts';
import { couponBase } from '../../src/modules/orders/checkout-pricing.ts';
import { indianTime } from '../../src/modules/orders/indian-days.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS, workingTime } from './calendar.ts';
import type { SimulatedSize } from './catalog.ts';
import type { Random } from './random-ids.ts';
import { tokenFrom } from './random-ids.ts';

type OrderRow = typeof schema.orders.$inferInsert;
type EventRow = typeof schema.orderEvents.$inferInsert;
type RefundRow = typeof schema.refunds.$inferInsert;
type NotificationRow = typeof schema.notifications.$inferInsert;
type AuditRow = typeof schema.auditLog.$inferInsert;

/** A member of the team, as the audit log and the history name them. */
export interface TeamMember {
  id: string;
  mobile: string;
  role: 'STAFF' | 'ADMIN';
}

/** A coupon of the simulated shop, with the uses its orders made of it. */
export interface SimulatedCoupon {
  code: string;
  description: string;
  kind: 'PERCENT' | 'FLAT';
  value: number;
  minOrderPaise: number;
  maxDiscountPaise: number | null;
  startsAt: Date | null;
  expiresAt: Date | null;
  firstOrderOnly: boolean;
  maxUsesPerCustomer: number | null;
  usedCount: number;
}

/** Who buys: an account's holder, or a guest with the same details and no account. */
export interface Buyer {
  userId: string | null;
  name: string;
  mobile: string;
  email: string | null;
  address: OrderAddress;
  /** No paid order before this one. */
  firstOrder: boolean;
}

/** A tax document's number, drawn later in time order across every order of the run (see simulate.ts). */
export interface NumberedItem {
  at: Date;
  kind: DocumentKind;
  assign(number: string): void;
}

/** Everything one order writes, held until its tax documents are numbered. */
export interface OrderDraft {
  order: OrderRow & { id: string };
  lines: (typeof schema.orderLines.$inferInsert)[];
  events: EventRow[];
  refunds: RefundRow[];
  shipment: typeof schema.shipments.$inferInsert | null;
  remittance: typeof schema.codRemittances.$inferInsert | null;
  notifications: NotificationRow[];
  audit: AuditRow[];
  numbered: NumberedItem[];
}

export interface OrderContext {
  random: Random;
  newId: {
    event(): string;
    refund(): string;
    shipment(): string;
    notification(): string;
    audit(): string;
    line(): string;
    remittance(): string;
  };
  team: { staff: TeamMember[]; admins: TeamMember[] };
  until: Date;
}

const SHIPPING = DEFAULT_SHIPPING_SETTINGS;
const COD = DEFAULT_PAYMENT_SETTINGS;
const RETURN_REASONS = [
  'The bottle arrived leaking',
  'Received a different size',
  'Caused irritation on my skin',
  'The seal was broken',
  'Ordered by mistake',
];
const CANCEL_REASONS = [
  'Out of stock at the warehouse',
  'The shopper asked on the phone',
  'Address not serviceable',
];
const COURIERS: readonly [string, string][] = [
  ['1', 'Delhivery'],
  ['2', 'Xpressbees'],
  ['3', 'Blue Dart'],
  ['4', 'Ekart'],
  ['5', 'DTDC'],
];

/** Online payment methods as the gateway names them, UPI's share growing year by year. */
function onlineMethod(random: Random, progress: number): string {
  const roll = random();
  const upi = 0.2 + 0.45 * progress;
  if (roll < upi) return 'UPI';
  if (roll < upi + (1 - upi) * 0.55) return 'CARD';
  if (roll < upi + (1 - upi) * 0.85) return 'NETBANKING';
  return 'WALLET';
}

function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/**
 * One order from checkout to where it stands at `until`: the lines and money as checkout prices them, and every
 * move the order's life makes, each at its time, through the same states, movers and side rows the shop writes
 * (docs/orders.md#states). Moves due after `until` are not made: recent orders are still on their way.
 */
export function planOrder(
  context: OrderContext,
  input: {
    id: string;
    orderId: string;
    createdAt: Date;
    buyer: Buyer;
    sizes: SimulatedSize[];
    coupons: SimulatedCoupon[];
    /** 0 at the start of the history, 1 at its end. */
    progress: number;
    awbNumber: number;
  },
): OrderDraft {
  const { random, newId, team, until } = context;
  const { id, createdAt, buyer } = input;

  // Lines: a bundle of distinct sizes one each, or a cart of one to four sizes.
  const isBundle = input.sizes.length >= 3 && input.sizes.every((size) => size.bundleable) && random() < 0.08;
  const quantities = input.sizes.map(() => (isBundle ? 1 : random() < 0.8 ? 1 : between(random, 2, 3)));
  const pricing = input.sizes.map((size, index) => ({
    mrp: size.mrp,
    salePrice: isBundle ? null : size.sale,
    quantity: quantities[index] as number,
  }));
  const bundle = isBundle ? bundleTotals(pricing) : undefined;
  const subtotal = bundle ? bundle.subtotal : cartTotals(pricing).total;
  const bundleDiscount = bundle?.saving ?? 0;
  const lines = input.sizes.map((size, position) => {
    const unitPrice = isBundle ? size.mrp : (size.sale ?? size.mrp);
    const qty = quantities[position] as number;
    return {
      id: newId.line(),
      orderId: id,
      productId: size.productId,
      sizeId: size.sizeId,
      productSlug: size.productSlug,
      sku: size.sku,
      name: size.name,
      sizeTitle: size.sizeTitle,
      image: size.image,
      qty,
      mrpPaise: size.mrp,
      salePricePaise: unitPrice,
      lineTotalPaise: unitPrice * qty,
      hsnCode: size.hsnCode,
      gstRatePercent: size.gstRatePercent,
      position,
    };
  });

  // A coupon as the checkout applies one: valid now, above its minimum, never on a bundle.
  const base = couponBase({ subtotalPaise: subtotal, bundleDiscountPaise: bundleDiscount });
  let coupon: SimulatedCoupon | undefined;
  if (!isBundle && random() < 0.22) {
    const usable = input.coupons.filter(
      (candidate) =>
        (!candidate.startsAt || candidate.startsAt <= createdAt) &&
        (!candidate.expiresAt || candidate.expiresAt > createdAt) &&
        candidate.minOrderPaise <= base &&
        (!candidate.firstOrderOnly || (buyer.firstOrder && buyer.userId !== null)),
    );
    coupon = usable.length > 0 ? usable[Math.floor(random() * usable.length)] : undefined;
  }
  const discount = coupon ? couponDiscount(coupon, base) : 0;
  const goods = base - discount;

  const cod =
    buyer.userId !== null &&
    goods >= COD.codMinimumPaise &&
    goods <= COD.codMaximumPaise &&
    random() < 0.42 - 0.17 * input.progress;
  const shipping = deliveryChargeFor(SHIPPING, goods, cod ? 'COD' : 'PREPAID');
  const codFee = cod ? COD.codFeePaise : 0;
  const total = goods + shipping + codFee;

  const order: OrderDraft['order'] = {
    id,
    orderId: input.orderId,
    userId: buyer.userId,
    orderStatus: 'PENDING',
    paymentMethod: cod ? COD_PAYMENT_METHOD : 'ONLINE',
    paymentStatus: 'PENDING',
    isBundle,
    subtotalPaise: subtotal,
    bundleDiscountPaise: bundleDiscount,
    couponCode: coupon?.code ?? null,
    couponDiscountPaise: discount,
    shippingPaise: shipping,
    totalAmountPaise: total,
    contactName: buyer.name,
    contactMobile: buyer.mobile,
    contactEmail: buyer.email,
    shippingAddress: buyer.address,
    billingAddress: buyer.address,
    providerOrderId: cod ? null : `order_${tokenFrom(random, 14)}`,
    paymentProvider: cod ? null : 'razorpay',
    providerPaymentId: null,
    paymentFailure: null,
    paidAt: null,
    statusChangedAt: createdAt,
    deliveredAt: null,
    carrier: null,
    trackingNumber: null,
    returnRequest: null,
    invoiceNumber: null,
    invoicedAt: null,
    refundedPaise: 0,
    codFeePaise: codFee,
    codConfirmedAt: null,
    codConfirmedBy: null,
    codConfirmTokenHash: null,
    riskLevel: null,
    riskReasons: null,
    riskClearedAt: null,
    rtoCheckedAt: null,
    refundTo: null,
    createdAt,
    updatedAt: createdAt,
  };
  const draft: OrderDraft = {
    order,
    lines,
    events: [],
    refunds: [],
    shipment: null,
    remittance: null,
    notifications: [],
    audit: [],
    numbered: [],
  };

  /** Whether a moment has come by the end of the history: a step due later is not taken, nor any after it. */
  const due = (at: Date) => at.getTime() < until.getTime();
  const later = (from: Date, minMs: number, maxMs: number) =>
    new Date(from.getTime() + minMs + Math.floor(random() * (maxMs - minMs)));
  const staff = () => team.staff[Math.floor(random() * team.staff.length)] as TeamMember;
  const admin = () => team.admins[Math.floor(random() * team.admins.length)] as TeamMember;

  const notify = (
    template: string,
    at: Date,
    data: Record<string, string | number | null>,
    reference = '',
  ) => {
    const filled: Record<string, string | number | null> = {
      orderId: order.orderId,
      name: order.contactName ?? null,
      language: 'en',
      ...data,
    };
    const sentAt = new Date(at.getTime() + between(random, 2, 40) * 1000);
    const channels: ['SMS' | 'EMAIL', string | null | undefined][] = [
      ['SMS', order.contactMobile],
      ['EMAIL', order.contactEmail],
    ];
    for (const [channel, recipient] of channels) {
      if (!recipient) continue;
      draft.notifications.push({
        id: newId.notification(),
        orderId: id,
        channel,
        template,
        recipient,
        data: filled,
        dedupeKey: `${id}:${channel}:${template}:${reference}`,
        status: 'SENT',
        attempts: 1,
        nextAttemptAt: at,
        sentAt,
        createdAt: at,
      });
    }
    return filled;
  };

  /** A move, as OrderTransitions.transition writes it: the state, its history row and a back office's audit row. */
  const move = (
    to: OrderState,
    at: Date,
    by: { role: 'SYSTEM' | 'SHOPPER' | 'COURIER' } | { member: TeamMember },
    extra: { note?: string; details?: Record<string, string | number | null> | null } = {},
  ) => {
    const from = order.orderStatus as OrderState;
    const member = 'member' in by ? by.member : null;
    draft.events.push({
      id: newId.event(),
      orderId: id,
      fromStatus: from,
      toStatus: to,
      actorId: member?.id ?? ('role' in by && by.role === 'SHOPPER' ? buyer.userId : null),
      actorRole: member?.role ?? ('role' in by ? by.role : 'SYSTEM'),
      note: extra.note ?? null,
      details: extra.details ?? null,
      createdAt: at,
    });
    if (member) {
      draft.audit.push({
        id: newId.audit(),
        actorId: member.id,
        actorMobile: member.mobile,
        actorRole: member.role,
        action: `order.${to.toLowerCase()}`,
        entityType: 'order',
        entityId: id,
        before: { orderStatus: from },
        after: { orderStatus: to, note: extra.note ?? null },
        createdAt: at,
      });
    }
    order.orderStatus = to;
    order.statusChangedAt = at;
    order.updatedAt = at;
  };

  /** A note in the history that moves nothing (recordNote). */
  const note = (at: Date, text: string, actorRole: string, details: EventRow['details'] = null) => {
    const entry: EventRow = {
      id: newId.event(),
      orderId: id,
      fromStatus: order.orderStatus as OrderState,
      toStatus: null,
      actorId: actorRole === 'SHOPPER' ? buyer.userId : null,
      actorRole,
      note: text,
      details,
      createdAt: at,
    };
    draft.events.push(entry);
    return entry;
  };

  const invoice = (at: Date) => {
    order.invoicedAt = at;
    draft.numbered.push({ at, kind: 'INVOICE', assign: (number) => (order.invoiceNumber = number) });
  };

  /**
   * A refund through the gateway (RefundsService): held at `at` (the amount counts against the order at once),
   * completed days later with its credit note, when the order's payment and a returned order's state follow.
   */
  const refund = (
    at: Date,
    amount: number,
    reason: string,
    by: TeamMember | null,
    idempotencyKey: string,
  ) => {
    const row: RefundRow = {
      id: newId.refund(),
      orderId: id,
      amountPaise: amount,
      reason,
      idempotencyKey,
      status: 'PENDING',
      providerRefundId: `rfnd_${tokenFrom(random, 14)}`,
      method: 'GATEWAY',
      createdBy: by?.id ?? null,
      createdAt: at,
      processedAt: null,
      creditNoteNumber: null,
    };
    draft.refunds.push(row);
    order.refundedPaise = (order.refundedPaise ?? 0) + amount;
    if (by) {
      draft.audit.push({
        id: newId.audit(),
        actorId: by.id,
        actorMobile: by.mobile,
        actorRole: by.role,
        action: 'order.refund',
        entityType: 'order',
        entityId: id,
        before: null,
        after: { amount, reason, refundId: row.id },
        createdAt: at,
      });
    }
    const processedAt = later(at, 2 * DAY_MS, 6 * DAY_MS);
    if (!due(processedAt)) return;
    row.status = 'PROCESSED';
    row.processedAt = processedAt;
    const settled = draft.refunds.reduce(
      (sum, each) => sum + (each.status === 'PROCESSED' ? each.amountPaise : 0),
      0,
    );
    order.paymentStatus = settled >= (order.totalAmountPaise ?? 0) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    const history: Record<string, string | number | null> = { amount, creditNote: null };
    const text = `Refund of ${formatINR(amount)} completed: ${reason}`;
    if (order.orderStatus === 'RETURNED' || order.orderStatus === 'RTO_RECEIVED') {
      move('REFUNDED', processedAt, { role: 'SYSTEM' }, { note: text, details: history });
    } else {
      note(processedAt, text, 'SYSTEM', history);
    }
    order.updatedAt = processedAt;
    const data = notify('REFUND_PROCESSED', processedAt, { amount, creditNote: null }, row.id);
    draft.numbered.push({
      at: processedAt,
      kind: 'CREDIT_NOTE',
      assign: (number) => {
        row.creditNoteNumber = number;
        history.creditNote = number;
        data.creditNote = number;
      },
    });
  };

  /** The parcel's way from the warehouse: picked up, in transit, out for delivery; then delivered or sent back. */
  const ship = (from: Date, rto: boolean) => {
    const [courierId, courierName] = COURIERS[Math.floor(random() * COURIERS.length)] as [string, string];
    const awb = `${courierId}${String(input.awbNumber).padStart(11, '0')}`;
    const bookedAt = workingTime(random, later(from, 30 * MINUTE_MS, 3 * HOUR_MS));
    const shipment: NonNullable<OrderDraft['shipment']> = {
      id: newId.shipment(),
      orderId: id,
      kind: 'FORWARD',
      provider: 'shiprocket',
      providerOrderId: String(100_000_000 + input.awbNumber),
      providerShipmentId: String(200_000_000 + input.awbNumber),
      awb,
      courierId,
      courierName,
      status: 'AWB_ASSIGNED',
      statusAt: bookedAt,
      estimatedDelivery: indianTime(new Date(bookedAt.getTime() + between(random, 3, 7) * DAY_MS)).slice(
        0,
        10,
      ),
      ratePaise: between(random, 45, 110) * 100,
      codAmountPaise: order.paymentMethod === COD_PAYMENT_METHOD ? (order.totalAmountPaise ?? 0) : 0,
      parcel: {
        weightGrams: 150 * lines.length + SHIPPING.packagingGrams,
        lengthCm: 20,
        breadthCm: 15,
        heightCm: 10,
      },
      pickupRequestedAt: bookedAt,
      failedAttempts: 0,
      lastFailureReason: null,
      lastNewsAt: bookedAt,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    };
    if (!due(bookedAt)) return 'waiting' as const;
    draft.shipment = shipment;
    const scan = (status: NonNullable<typeof shipment.status>, at: Date) => {
      shipment.status = status;
      shipment.statusAt = at;
      shipment.lastNewsAt = at;
      shipment.updatedAt = at;
    };
    const pickedUp = later(bookedAt, 3 * HOUR_MS, 30 * HOUR_MS);
    if (!due(pickedUp)) return 'waiting' as const;
    scan('PICKED_UP', pickedUp);
    order.carrier = courierName;
    order.trackingNumber = awb;
    if (order.paymentMethod === COD_PAYMENT_METHOD && !order.invoiceNumber && !order.invoicedAt)
      invoice(pickedUp);
    move(
      'SHIPPED',
      pickedUp,
      { role: 'COURIER' },
      { details: { carrier: courierName, trackingNumber: awb } },
    );
    notify('ORDER_SHIPPED', pickedUp, {
      carrier: courierName,
      trackingNumber: awb,
      trackingUrl: null,
    });
    const inTransit = later(pickedUp, 6 * HOUR_MS, 20 * HOUR_MS);
    if (!due(inTransit)) return 'waiting' as const;
    scan('IN_TRANSIT', inTransit);
    move('IN_TRANSIT', inTransit, { role: 'COURIER' });
    const out = later(inTransit, 1 * DAY_MS, 4 * DAY_MS);
    if (!due(out)) return 'waiting' as const;
    scan('OUT_FOR_DELIVERY', out);
    move('OUT_FOR_DELIVERY', out, { role: 'COURIER' });
    if (rto) {
      const failed = later(out, 5 * HOUR_MS, 10 * HOUR_MS);
      if (!due(failed)) return 'waiting' as const;
      shipment.failedAttempts = 1;
      shipment.lastFailureReason = 'Customer refused to accept the parcel';
      scan('UNDELIVERED', failed);
      move('DELIVERY_FAILED', failed, { role: 'COURIER' });
      const back = later(failed, 1 * DAY_MS, 3 * DAY_MS);
      if (!due(back)) return 'waiting' as const;
      scan('RTO_INITIATED', back);
      move('RTO', back, { role: 'COURIER' });
      const received = later(back, 3 * DAY_MS, 8 * DAY_MS);
      if (!due(received)) return 'waiting' as const;
      scan('RTO_DELIVERED', received);
      move('RTO_RECEIVED', received, { role: 'COURIER' });
      return received;
    }
    const delivered = later(out, 2 * HOUR_MS, 9 * HOUR_MS);
    if (!due(delivered)) return 'waiting' as const;
    scan('DELIVERED', delivered);
    order.deliveredAt = delivered;
    if (order.paymentStatus === 'COD_PENDING') {
      order.paymentStatus = 'COD_COLLECTED';
      order.paidAt = delivered;
    }
    move('DELIVERED', delivered, { role: 'COURIER' });
    return delivered;
  };

  /** Confirmed and packed by the team in working hours. */
  const prepare = (from: Date): Date | null => {
    const confirmed = workingTime(random, later(from, 20 * MINUTE_MS, 20 * HOUR_MS));
    if (!due(confirmed)) return null;
    move('CONFIRMED', confirmed, { member: staff() });
    const packed = workingTime(random, later(confirmed, 1 * HOUR_MS, 8 * HOUR_MS));
    if (!due(packed)) return null;
    move('PACKED', packed, { member: staff() });
    return packed;
  };

  const roll = random();
  if (!cod) {
    // Checkout opened the order at the gateway; most are paid within minutes, some never.
    if (roll < 0.06) {
      const failed = random() < 0.4;
      if (failed) {
        order.paymentStatus = 'FAILED';
        order.paymentFailure = {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed because the bank declined it',
          source: 'bank',
          step: 'payment_authorization',
          reason: 'payment_failed',
        };
      }
      const expired = new Date(createdAt.getTime() + 24 * HOUR_MS);
      if (due(expired)) move('CANCELLED', expired, { role: 'SYSTEM' }, { note: 'Not paid within 24 hours' });
      return draft;
    }
    const paidAt = later(createdAt, 1 * MINUTE_MS, 6 * MINUTE_MS);
    if (!due(paidAt)) return draft;
    order.paymentStatus = 'PAID';
    order.paymentMethod = onlineMethod(random, input.progress);
    order.providerPaymentId = `pay_${tokenFrom(random, 14)}`;
    order.paidAt = paidAt;
    invoice(paidAt);
    move('PLACED', paidAt, { role: 'SYSTEM' });
    notify('ORDER_PAID', paidAt, { amount: total });

    if (roll < 0.085 && buyer.userId) {
      const cancelled = later(paidAt, 5 * MINUTE_MS, 55 * MINUTE_MS);
      if (!due(cancelled)) return draft;
      move('CANCELLED', cancelled, { role: 'SHOPPER' });
      refund(cancelled, total, 'Order cancelled', null, `cancel-${id}`);
      return draft;
    }
    if (roll < 0.1) {
      const confirmed = workingTime(random, later(paidAt, 20 * MINUTE_MS, 20 * HOUR_MS));
      if (!due(confirmed)) return draft;
      move('CONFIRMED', confirmed, { member: staff() });
      const cancelled = later(confirmed, 1 * HOUR_MS, 6 * HOUR_MS);
      if (!due(cancelled)) return draft;
      const by = admin();
      move(
        'CANCELLED',
        cancelled,
        { member: by },
        { note: CANCEL_REASONS[Math.floor(random() * CANCEL_REASONS.length)] as string },
      );
      refund(cancelled, total, 'Order cancelled', by, `cancel-${id}`);
      return draft;
    }
    const packed = prepare(paidAt);
    if (!packed) return draft;
    const rto = roll < 0.125;
    const arrived = ship(packed, rto);
    if (arrived === 'waiting') return draft;
    if (rto) {
      refund(
        workingTime(random, later(arrived, 2 * HOUR_MS, 2 * DAY_MS)),
        total,
        'Returned to origin',
        admin(),
        `rto-${id}`,
      );
      return draft;
    }
    // A return is asked for from the shopper's account: a guest's order has none.
    if (roll < 0.165 && buyer.userId) {
      const requested = later(arrived, 2 * HOUR_MS, 40 * HOUR_MS);
      if (!due(requested)) return draft;
      const reason = RETURN_REASONS[Math.floor(random() * RETURN_REASONS.length)] as string;
      order.returnRequest = { reason, photos: [], requestedAt: requested.toISOString() };
      move('RETURN_REQUESTED', requested, { role: 'SHOPPER' }, { note: reason, details: { photos: 0 } });
      const returned = workingTime(random, later(requested, 3 * DAY_MS, 7 * DAY_MS));
      if (!due(returned)) return draft;
      const by = admin();
      move('RETURNED', returned, { member: by });
      refund(later(returned, 10 * MINUTE_MS, 3 * HOUR_MS), total, reason, by, `return-${id}`);
      return draft;
    }
    if (roll < 0.175) {
      // A goodwill refund of part of a delivered order: a damaged item, a late parcel.
      const by = admin();
      const amount = Math.max(100, Math.floor((total * between(random, 10, 40)) / 100));
      refund(
        workingTime(random, later(arrived, 1 * DAY_MS, 5 * DAY_MS)),
        amount,
        'One item arrived damaged',
        by,
        `partial-${id}`,
      );
    }
    return draft;
  }

  // Cash on delivery: placed at once, confirmed by the shopper's link or a call, paid when the parcel arrives.
  const risk: { level: RiskLevel; reasons: RiskReason[] } =
    random() < 0.08
      ? { level: 'high', reasons: buyer.firstOrder ? ['first_order', 'high_value'] : ['pincode_rto_rate'] }
      : buyer.firstOrder
        ? { level: 'medium', reasons: ['first_order'] }
        : { level: 'low', reasons: [] };
  order.paymentStatus = 'COD_PENDING';
  order.riskLevel = risk.level;
  order.riskReasons = risk.reasons;
  order.codConfirmTokenHash = tokenFrom(random, 43);
  move('PLACED', createdAt, { role: 'SYSTEM' });
  notify('COD_CONFIRM', createdAt, {
    amount: total,
    fee: codFee,
    link: null,
    hours: COD.codConfirmWithinHours,
    saving: codFee,
  });

  if (roll < 0.07) {
    const expired = new Date(createdAt.getTime() + COD.codConfirmWithinHours * HOUR_MS);
    if (due(expired)) {
      move(
        'CANCELLED',
        expired,
        { role: 'SYSTEM' },
        { note: `Not confirmed within ${COD.codConfirmWithinHours} hours` },
      );
    }
    return draft;
  }
  const confirmedAt = later(createdAt, 2 * MINUTE_MS, 5 * HOUR_MS);
  if (!due(confirmedAt)) return draft;
  if (roll < 0.1) {
    move(
      'CANCELLED',
      confirmedAt,
      { role: 'SHOPPER' },
      { note: 'Cancelled by the shopper from the message link' },
    );
    return draft;
  }
  const byTeam = random() < 0.2;
  order.codConfirmedAt = confirmedAt;
  order.codConfirmedBy = byTeam ? 'TEAM' : 'SHOPPER';
  note(
    confirmedAt,
    byTeam ? 'Confirmed on a call with the shopper' : 'Confirmed by the shopper from the message link',
    byTeam ? 'STAFF' : 'SHOPPER',
  );
  if (risk.level === 'high')
    order.riskClearedAt = workingTime(random, later(confirmedAt, 10 * MINUTE_MS, 3 * HOUR_MS));
  const packed = prepare(order.riskClearedAt ?? confirmedAt);
  if (!packed) return draft;
  const rto = roll < 0.24;
  const arrived = ship(packed, rto);
  if (arrived === 'waiting') return draft;
  if (rto) {
    // Invoiced when it left, no cash ever taken: a credit note for the whole of it (creditUncollected).
    const row: RefundRow = {
      id: newId.refund(),
      orderId: id,
      amountPaise: total,
      reason: 'Returned to origin: the parcel came back and no cash was collected',
      idempotencyKey: `rto-credit-${id}`,
      method: 'UNCOLLECTED',
      status: 'PROCESSED',
      createdAt: arrived,
      processedAt: arrived,
      creditNoteNumber: null,
    };
    draft.refunds.push(row);
    draft.numbered.push({
      at: arrived,
      kind: 'CREDIT_NOTE',
      assign: (number) => (row.creditNoteNumber = number),
    });
    const checked = workingTime(random, later(arrived, 1 * DAY_MS, 3 * DAY_MS));
    if (due(checked)) {
      order.rtoCheckedAt = checked;
      order.updatedAt = checked;
    }
    return draft;
  }
  // The courier pays the cash over a week or two later, a remittance line per order (docs/cod.md#remittances).
  const remitted = later(arrived, 7 * DAY_MS, 12 * DAY_MS);
  if (due(remitted)) {
    draft.remittance = {
      id: newId.remittance(),
      orderId: id,
      awb: order.trackingNumber as string,
      utr: `UTIB${tokenFrom(random, 12).toUpperCase()}`,
      amountPaise: total,
      remittedOn: indianTime(remitted).slice(0, 10),
      source: 'shiprocket',
      createdAt: remitted,
    };
    order.paymentStatus = 'PAID';
    order.updatedAt = remitted;
  }
  return draft;
}
