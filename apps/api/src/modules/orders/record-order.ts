import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema.ts';
import type { PricedCheckout } from './checkout-pricing.ts';

/** What an order's row carries beside the priced cart when it is recorded: its money, when not the cart's own. */
export type RecordedOrderColumns = Pick<
  Partial<typeof orders.$inferInsert>,
  'couponCode' | 'couponDiscountPaise' | 'shippingPaise' | 'totalAmountPaise' | 'codFeePaise'
>;

/**
 * Writes a priced cart as a PENDING order with its lines, numbered from the shop's sequence, in `tx`: the one way
 * an order is recorded, before the gateway opens it (CheckoutService) or before a COD order is placed
 * (modules/cod). `columns` overrides the cart's own shipping and total.
 */
export async function recordOrder(
  tx: Db,
  priced: PricedCheckout,
  userId: string | null,
  columns: RecordedOrderColumns = {},
): Promise<typeof orders.$inferSelect> {
  const { rows } = (await tx.execute(sql`select nextval('order_number_seq')::int as seq`)) as unknown as {
    rows: { seq: number }[];
  };
  const orderId = `ORD-${new Date().getFullYear()}-${String(rows[0]?.seq).padStart(6, '0')}`;
  const [created] = await tx
    .insert(orders)
    .values({
      orderId,
      userId,
      isBundle: priced.isBundle,
      subtotalPaise: priced.subtotal,
      bundleDiscountPaise: priced.bundleDiscount,
      shippingPaise: priced.shipping,
      totalAmountPaise: priced.total,
      ...columns,
    })
    .returning();
  if (!created) throw new Error('order insert returned no row');
  await tx.insert(orderLines).values(
    priced.lines.map(({ offer, qty, unitPrice, lineTotal }, position) => ({
      orderId: created.id,
      productId: offer.productId,
      sizeId: offer.sizeId,
      productSlug: offer.productSlug,
      sku: offer.sku,
      name: offer.productName,
      sizeTitle: offer.sizeTitle,
      image: offer.image,
      qty,
      mrpPaise: offer.mrp,
      salePricePaise: unitPrice,
      lineTotalPaise: lineTotal,
      hsnCode: offer.hsnCode,
      gstRatePercent: offer.gstRatePercent,
      position,
    })),
  );
  return created;
}
