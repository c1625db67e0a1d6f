import type { AdminOrder, AdminOrderShipment, ShipmentStatus } from '@shop/shared';
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { adminApi, formatWhen, useConfirm, useShopAggregator } from '#app/features/admin/index.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { indianDate } from './create-shipment-dialog.tsx';
import { Facts, OrderCard } from './order-cards.tsx';
import { isLive } from './shipping-rules.ts';

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  NEW: 'Booked, no courier yet',
  AWB_ASSIGNED: 'AWB assigned, waiting for pickup',
  PICKUP_SCHEDULED: 'Pickup scheduled',
  PICKED_UP: 'Picked up',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  UNDELIVERED: 'Delivery failed',
  DELIVERED: 'Delivered',
  RTO_INITIATED: 'Returning to origin',
  RTO_DELIVERED: 'Back at the shop (RTO)',
  CANCELLED: 'Cancelled',
};

const BEFORE_PICKUP: readonly ShipmentStatus[] = ['NEW', 'AWB_ASSIGNED', 'PICKUP_SCHEDULED'];

/**
 * Whether the shop ships through a courier aggregator: known from a parcel it booked, else from the shop's answer
 * (a database read, not the aggregator's). Undefined while asking.
 */
export function useCourierAggregator(order: AdminOrder | undefined): boolean | undefined {
  const shop = useShopAggregator();
  return order?.shipment || order?.returnShipment ? true : shop;
}

/** The forward parcel's card and the return's, with what may be done to each. */
export function ShippingCards({
  order,
  onUpdated,
}: {
  order: AdminOrder;
  onUpdated: (order: AdminOrder) => void;
}) {
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<'cancel' | 'return'>();

  const act = async (kind: 'cancel' | 'return') => {
    setBusy(kind);
    const path = `/admin/orders/${order._id}/${kind === 'cancel' ? 'shipment' : 'return-pickup'}`;
    const res =
      kind === 'cancel'
        ? await adminApi.remove<AdminOrder>(path)
        : await adminApi.create<AdminOrder>(path, {});
    setBusy(undefined);
    if (res?.status === 200 && res.body) {
      toastSuccess(res.message);
      onUpdated(res.body);
    } else toastError(res?.message ?? 'The shop could not be reached. Please try again.');
  };

  const cancel = async (shipment: AdminOrderShipment) => {
    const yes = await confirm({
      title: `Cancel shipment ${shipment.awb ?? ''}?`.replace(' ?', '?'),
      body: `The booking with ${shipment.courierName ?? 'the courier'} is cancelled and its label no longer valid. The order stays packed and can be booked again.`,
      action: 'Cancel shipment',
    });
    if (yes) await act('cancel');
  };

  const canBookReturn =
    order.orderStatus === 'RETURN_REQUESTED' && order.shipment !== null && !isLive(order.returnShipment);
  return (
    <>
      {order.shipment ? (
        <ParcelCard
          id="parcel"
          title="Shipment"
          order={order}
          shipment={order.shipment}
          actions={
            BEFORE_PICKUP.includes(order.shipment.status) ? (
              <Button
                size="sm"
                variant="danger"
                busy={busy === 'cancel'}
                onClick={() => order.shipment && void cancel(order.shipment)}
              >
                Cancel shipment
              </Button>
            ) : null
          }
        />
      ) : null}
      {order.returnShipment ? (
        <ParcelCard id="return-parcel" title="Return pickup" order={order} shipment={order.returnShipment} />
      ) : null}
      {canBookReturn ? (
        <OrderCard id="return-pickup" title="Return pickup">
          <p className="mt-1 text-sm text-stone-600">
            Book the courier to collect the parcel from the shopper and bring it back to the shop.
          </p>
          <Button className="mt-3" size="sm" busy={busy === 'return'} onClick={() => void act('return')}>
            Book return pickup
          </Button>
        </OrderCard>
      ) : null}
      {dialog}
    </>
  );
}

function ParcelCard({
  id,
  title,
  order,
  shipment,
  actions,
}: {
  id: string;
  title: string;
  order: AdminOrder;
  shipment: AdminOrderShipment;
  actions?: React.ReactNode;
}) {
  const labelName = `label-${order.orderId}${shipment.kind === 'RETURN' ? '-return' : ''}.pdf`;
  return (
    <OrderCard id={id} title={title}>
      <Facts
        rows={[
          ['Courier', shipment.courierName],
          ['AWB', shipment.awb ? <code key="awb">{shipment.awb}</code> : null],
          ['Status', SHIPMENT_STATUS_LABELS[shipment.status]],
          ['Estimated delivery', shipment.estimatedDelivery ? indianDate(shipment.estimatedDelivery) : null],
          ...(shipment.failedAttempts > 0
            ? ([['Failed attempts', `${shipment.failedAttempts} · ${shipment.lastFailureReason ?? ''}`]] as [
                string,
                React.ReactNode,
              ][])
            : []),
          ['Pickup asked', shipment.pickupRequestedAt ? formatWhen(shipment.pickupRequestedAt) : null],
        ]}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        {shipment.labelUrl ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              void adminApi.download(shipment.labelUrl?.replace(/^\/api\/v1/, '') ?? '', labelName)
            }
          >
            Download label
          </Button>
        ) : null}
        {actions}
      </div>
      {shipment.scans.length > 0 ? (
        <ol className="mt-3 space-y-2 border-l-2 border-brand-100 pl-3 text-sm" aria-label={`${title} scans`}>
          {[...shipment.scans].reverse().map((scan) => (
            <li key={`${scan.at}-${scan.status}`}>
              <span className="font-medium">{SHIPMENT_STATUS_LABELS[scan.status]}</span>
              {scan.location ? ` · ${scan.location}` : ''}
              <span className="block text-xs text-stone-600">
                {formatWhen(scan.at)}
                {scan.activity ? ` · ${scan.activity}` : ''}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-stone-600">No scans yet.</p>
      )}
    </OrderCard>
  );
}
