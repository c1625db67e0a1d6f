import type { Paise } from '../money.ts';

/** Paid orders and takings over a period of Indian calendar days (docs/admin.md#the-dashboard). */
export interface SalesFigures {
  /** Orders paid in the period, whatever became of them later. */
  orders: number;
  /** What those orders paid, less the refunds completed in the period. */
  revenuePaise: Paise;
  /** What the orders paid, before refunds. */
  paidPaise: Paise;
  refundedPaise: Paise;
  /** paidPaise over orders, rounded to the paisa; 0 with no order. */
  averageOrderPaise: Paise;
}

export interface LowStockSize {
  productId: string;
  productName: string;
  sizeId: string;
  size: string;
  stock: number;
  threshold: number;
}

/** The courier figures of the dashboard; the last 30 days end now. */
export interface ShippingFigures {
  /** Forward parcels booked with an AWB that the courier has not picked up yet. */
  toHandOver: number;
  /** Orders in DELIVERY_FAILED, waiting for the team's decision. */
  failedDeliveries: number;
  /** Forward parcels booked in the last 30 days that left the shop (picked up or further). */
  shipped: number;
  /** Of those, the ones returned to origin (RTO_INITIATED or RTO_DELIVERED). */
  returnedToOrigin: number;
  /** returnedToOrigin / shipped, 0 to 1; null when nothing shipped. */
  rtoRate: number | null;
  /** Days from payment to delivery, one decimal, over orders delivered in the last 30 days; null when none. */
  averageDaysToDelivery: number | null;
}

/** Orders shipped and returned to origin (RTO, whatever came after) among them; `rate` is null when none shipped. */
export interface RtoFigures {
  shipped: number;
  returned: number;
  /** returned / shipped, 0 to 1. */
  rate: number | null;
}

/**
 * Cash on delivery on the dashboard (docs/cod.md#figures): over orders placed in the last 30 days (checkouts never
 * paid left out), except the cash awaiting remittance, which is what couriers hold now. Rates are 0 to 1, null
 * when there is nothing to divide by.
 */
export interface CodFigures {
  placedOrders: number;
  codOrders: number;
  /** codOrders / placedOrders. */
  codShare: number | null;
  /** COD orders confirmed (by the shopper or the team). */
  confirmed: number;
  /** COD orders confirmed or whose confirmation window has ended. */
  confirmationDue: number;
  /** confirmed / confirmationDue. */
  confirmationRate: number | null;
  /** Returns to origin by how the order was paid. */
  rto: { cod: RtoFigures; prepaid: RtoFigures };
  /** The totals of COD orders delivered and collected (COD_COLLECTED) that the courier has not remitted yet. */
  awaitingRemittancePaise: Paise;
  awaitingRemittanceOrders: number;
}

/**
 * Carts left behind and reminded on WhatsApp (docs/carts.md#figures), over the last 30 days: carts whose last
 * reminder went in them, and the orders that bought a reminded cart (cancelled ones left out) with their totals.
 */
export interface CartReminderFigures {
  remindedCarts: number;
  recoveredOrders: number;
  recoveredRevenuePaise: Paise;
}

/** GET /admin/dashboard. */
export interface AdminDashboard {
  /** The Indian date the figures were read on, `2026-11-24`. */
  today: string;
  sales: { today: SalesFigures; month: SalesFigures };
  queues: {
    /** PLACED: paid, waiting to be confirmed. */
    toConfirm: number;
    /** CONFIRMED and PACKED: waiting to be shipped, the sum of the next two. */
    toShip: number;
    toPack: number;
    packed: number;
    pendingReviews: number;
    unreadMessages: number;
  };
  /** Parcels with the courier aggregator (docs/admin.md#the-dashboard); all zeros when the shop ships by hand. */
  shipping: ShippingFigures;
  cod: CodFigures;
  carts: CartReminderFigures;
  /** Lowest stock first, at most 50 sizes. */
  lowStock: LowStockSize[];
  /** How many sizes are low on stock in all. */
  lowStockTotal: number;
  /** The last 30 Indian days, oldest first, every day present. */
  revenueByDay: { day: string; orders: number; revenuePaise: Paise }[];
}
