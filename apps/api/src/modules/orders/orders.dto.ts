import {
  formatINR,
  type Language,
  maskedRefundTo,
  message,
  ORDER_POLICY,
  type Order as OrderDto,
  type OrderHistoryStep,
  type OrderShipment,
  type OrderState,
  trackingUrl,
} from '@shop/shared';
import type { orderEvents, orderLines, orders, refunds } from '../../db/schema.ts';
import { allowedMoves, isCashOnDelivery } from './order-state-machine.ts';

export type { OrderDto };

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/** What an order's page shows beside the row and its lines: its history, its refunds and its parcel. */
export interface OrderExtras {
  events: OrderEventRow[];
  refunds: RefundRow[];
  shipment?: OrderShipment | null | undefined;
}

/**
 * The parcels of orders, by the order's database id (the shipping module reads them, docs/shipments.md): given to
 * the order queries so the orders module knows nothing of shipments.
 */
export type ShipmentsOf = (orders: { id: string; orderId: string }[]) => Promise<Map<string, OrderShipment>>;

const MINUTE = 60_000;

export function toOrderDto(
  order: OrderRow,
  lines: (typeof orderLines.$inferSelect)[],
  extras: OrderExtras = { events: [], refunds: [] },
  now: Date = new Date(),
  language: Language = 'en',
): OrderDto {
  // The machine judges the shopper's moves; the deadlines below only say until when it will allow them.
  const moves = allowedMoves(order, 'SHOPPER', now);
  // A COD order took no money: the shopper may cancel it until it is packed, with no deadline to show.
  const canCancel = moves.includes('CANCELLED') && (order.paidAt !== null || isCashOnDelivery(order));
  const canReturn = moves.includes('RETURN_REQUESTED') && order.deliveredAt !== null;
  // A COD parcel back unpaid has a credit note that gave the shopper no money: not theirs to see as a refund.
  const given = extras.refunds.filter((refund) => refund.method !== 'UNCOLLECTED');
  const processed = given.filter((refund) => refund.status === 'PROCESSED');
  return {
    _id: order.id,
    orderId: order.orderId,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    orderStatus: order.orderStatus,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    codFeePaise: order.codFeePaise,
    codConfirmedAt: order.codConfirmedAt?.toISOString() ?? null,
    refundTo: order.refundTo ? maskedRefundTo(order.refundTo) : null,
    isBundle: order.isBundle,
    subtotal: order.subtotalPaise,
    bundleDiscountAmount: order.bundleDiscountPaise,
    couponCode: order.couponCode,
    couponDiscountAmount: order.couponDiscountPaise,
    shippingAmount: order.shippingPaise,
    totalAmount: order.totalAmountPaise,
    itemCount: lines.reduce((sum, line) => sum + line.qty, 0),
    user: { name: order.contactName, mobile: order.contactMobile, email: order.contactEmail },
    shippingAddress: order.shippingAddress ?? null,
    billingAddress: order.billingAddress ?? null,
    products: lines.map((line) => ({
      _id: line.id,
      product: { _id: line.productId, slug: line.productSlug, sku: line.sku },
      image: line.image,
      name: line.name,
      size: { title: line.sizeTitle },
      qty: line.qty,
      mrp: line.mrpPaise,
      salePrice: line.salePricePaise,
      lineTotal: line.lineTotalPaise,
    })),
    history: shopperHistory(extras.events, language),
    tracking:
      order.carrier && order.trackingNumber
        ? {
            carrier: order.carrier,
            number: order.trackingNumber,
            url: trackingUrl(order.carrier, order.trackingNumber),
          }
        : null,
    shipment: extras.shipment ?? null,
    canCancel,
    cancelUntil:
      canCancel && order.paidAt
        ? new Date(order.paidAt.getTime() + ORDER_POLICY.cancelWithinMinutes * MINUTE).toISOString()
        : null,
    canReturn,
    returnUntil:
      canReturn && order.deliveredAt
        ? new Date(order.deliveredAt.getTime() + ORDER_POLICY.returnWithinHours * 60 * MINUTE).toISOString()
        : null,
    refunds: given.map((refund) => ({
      _id: refund.id,
      amount: refund.amountPaise,
      status: refund.status,
      createdAt: refund.createdAt.toISOString(),
      processedAt: refund.processedAt?.toISOString() ?? null,
      creditNoteNumber: refund.creditNoteNumber,
    })),
    refundedAmount: processed.reduce((sum, refund) => sum + refund.amountPaise, 0),
    invoiceNumber: order.invoiceNumber,
    returnRequest: order.returnRequest
      ? {
          reason: order.returnRequest.reason,
          photoCount: order.returnRequest.photos.length,
          requestedAt: order.returnRequest.requestedAt,
        }
      : null,
  };
}

/**
 * The moves of an order, for its shopper. Notes the back office typed on a move (and notes that moved nothing)
 * are the shop's own and never shown: each step's note is written here from what the move carried.
 */
export function shopperHistory(events: OrderEventRow[], language: Language = 'en'): OrderHistoryStep[] {
  return events
    .filter((event): event is OrderEventRow & { toStatus: OrderState } => event.toStatus !== null)
    .map((event) => ({
      status: event.toStatus,
      at: event.createdAt.toISOString(),
      note: shopperNote(event, language),
    }));
}

function shopperNote(event: OrderEventRow & { toStatus: OrderState }, language: Language): string | null {
  const details = event.details ?? {};
  switch (event.toStatus) {
    case 'SHIPPED':
      return details.carrier
        ? message(language, 'history.shipped', {
            carrier: String(details.carrier),
            trackingNumber: String(details.trackingNumber),
          })
        : null;
    case 'CANCELLED':
      if (event.actorRole === 'SYSTEM') return null;
      return message(
        language,
        event.actorRole === 'SHOPPER' ? 'history.cancelledByYou' : 'history.cancelledByShop',
      );
    case 'DELIVERED':
      return event.fromStatus === 'RETURN_REQUESTED' ? message(language, 'history.returnDeclined') : null;
    case 'REFUNDED':
      return typeof details.amount === 'number'
        ? message(language, 'history.refunded', { amount: formatINR(details.amount, language) })
        : null;
    default:
      return null;
  }
}
