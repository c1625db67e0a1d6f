import type { OrderAddress, orderLines, orders } from '../../db/schema.ts';

export interface OrderLineDto {
  _id: string;
  product: { _id: string | null; slug: string; sku: string };
  image: string;
  name: string;
  size: { title: string };
  qty: number;
  mrp: number;
  salePrice: number;
  lineTotal: number;
}

/** SPEC §3 order; amounts in paise. */
export interface OrderDto {
  _id: string;
  orderId: string;
  createdAt: string;
  paidAt: string | null;
  orderStatus: string;
  paymentMethod: string;
  paymentStatus: string;
  isBundle: boolean;
  subtotal: number;
  bundleDiscountAmount: number;
  couponCode: string | null;
  couponDiscountAmount: number;
  shippingAmount: number;
  totalAmount: number;
  itemCount: number;
  user: { name: string | null; mobile: string | null; email: string | null };
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  products: OrderLineDto[];
}

export function toOrderDto(
  order: typeof orders.$inferSelect,
  lines: (typeof orderLines.$inferSelect)[],
): OrderDto {
  return {
    _id: order.id,
    orderId: order.orderId,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    orderStatus: order.orderStatus,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
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
  };
}
