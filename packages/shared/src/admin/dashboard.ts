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
  /** Lowest stock first, at most 50 sizes. */
  lowStock: LowStockSize[];
  /** How many sizes are low on stock in all. */
  lowStockTotal: number;
  /** The last 30 Indian days, oldest first, every day present. */
  revenueByDay: { day: string; orders: number; revenuePaise: Paise }[];
}
