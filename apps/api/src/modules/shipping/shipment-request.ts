import type { Parcel } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import type { ShipmentRequest } from '../../adapters/shipping/shipping-provider.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, productSizes } from '../../db/schema.ts';
import { placedAtOf } from '../orders/order-state-machine.ts';
import type { OrderRow } from '../orders/orders.dto.ts';
import { parcelFor, UNKNOWN_SIZE_PARCEL } from './parcel.ts';

/** Whether the courier collects cash at the door (an order the shopper pays on delivery), and how much. */
export function cashOnDelivery(order: OrderRow): {
  paymentMethod: 'PREPAID' | 'COD';
  codAmountPaise: number;
} {
  return order.paymentMethod === 'COD'
    ? { paymentMethod: 'COD', codAmountPaise: order.totalAmountPaise }
    : { paymentMethod: 'PREPAID', codAmountPaise: 0 };
}

/** An order's lines with their sizes' packed weight and box (a size since deleted weighs the schema's default). */
async function linesOf(db: Db, orderId: string) {
  const rows = await db
    .select({ line: orderLines, size: productSizes })
    .from(orderLines)
    .leftJoin(productSizes, eq(productSizes.id, orderLines.sizeId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return rows.map(({ line, size }) => ({
    line,
    parcel: {
      qty: line.qty,
      weightGrams: size?.weightGrams ?? UNKNOWN_SIZE_PARCEL.weightGrams,
      lengthCm: size?.lengthCm ?? UNKNOWN_SIZE_PARCEL.lengthCm,
      breadthCm: size?.breadthCm ?? UNKNOWN_SIZE_PARCEL.breadthCm,
      heightCm: size?.heightCm ?? UNKNOWN_SIZE_PARCEL.heightCm,
    },
  }));
}

/** An order's parcel: its lines' sizes plus the packaging (docs/shipments.md#parcels). */
export async function orderParcel(db: Db, orderId: string, packagingGrams: number): Promise<Parcel> {
  return parcelFor(
    (await linesOf(db, orderId)).map(({ parcel }) => parcel),
    packagingGrams,
  );
}

/** An order as the aggregator is sent it, forward to the shopper or, for a return, picked up from them. */
export async function shipmentRequestOf(
  db: Db,
  order: OrderRow,
  packagingGrams: number,
): Promise<ShipmentRequest> {
  const lines = await linesOf(db, order.id);
  const address = order.shippingAddress;
  if (!address) throw new Error(`order ${order.orderId} has no shipping address`);
  return {
    orderId: order.orderId,
    orderDate: placedAtOf(order).toISOString(),
    customer: {
      name: order.contactName ?? address.name,
      phone: order.contactMobile ?? '',
      email: order.contactEmail,
    },
    shippingAddress: address,
    billingAddress: order.billingAddress ?? address,
    lines: lines.map(({ line }) => ({
      sku: line.sku,
      name: `${line.name} (${line.sizeTitle})`,
      units: line.qty,
      sellingPricePaise: line.salePricePaise,
      hsn: line.hsnCode,
    })),
    ...cashOnDelivery(order),
    subTotalPaise: order.totalAmountPaise,
    parcel: parcelFor(
      lines.map(({ parcel }) => parcel),
      packagingGrams,
    ),
  };
}
