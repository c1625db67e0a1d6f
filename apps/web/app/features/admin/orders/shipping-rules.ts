import type { AdminOrder, AdminOrderRow, AdminOrderShipment, OrderState } from '@shop/shared';

/** The states the aggregator books a parcel from (a confirmed order is packed first, docs/shipments.md). */
const BOOKABLE: readonly OrderState[] = ['CONFIRMED', 'PACKED'];

export const isBookable = (state: OrderState) => BOOKABLE.includes(state);

/** A parcel not cancelled: at most one per order and kind. */
export const isLive = (shipment: AdminOrderShipment | null): shipment is AdminOrderShipment =>
  shipment !== null && shipment.status !== 'CANCELLED';

/** Whether a Create shipment button belongs on the order: bookable, nothing booked, and an aggregator. */
export function canCreateShipment(order: AdminOrder, aggregator: boolean | undefined) {
  return aggregator === true && isBookable(order.orderStatus) && !isLive(order.shipment);
}

/** What the bulk booking asks before it spends the shop's money, naming the selected orders it leaves out. */
export function bulkBooking(selected: AdminOrderRow[]) {
  const bookable = selected.filter((row) => isBookable(row.orderStatus));
  const skipped = selected.length - bookable.length;
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return {
    bookable,
    skipped,
    title: `Book ${plural(bookable.length, 'shipment', 'shipments')}?`,
    body: [
      "Each order is booked with the courier the shop's rule picks, and the shop is charged its rate.",
      skipped > 0
        ? `${plural(skipped, 'selected order is', 'selected orders are')} not confirmed or packed and left out.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}
