import type { Order as OrderDto } from '@shop/shared';
import type { orderLines, orders } from '../../db/schema.ts';

export type { OrderDto };

export type OrderRow = typeof orders.$inferSelect;

export function toOrderDto(order: OrderRow, lines: (typeof orderLines.$inferSelect)[]): OrderDto {
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
