import { type AdminOrder, type CourierChoice, type CourierRule, formatINR } from '@shop/shared';
import { useEffect, useState } from 'react';
import { AdminDialog, adminApi, DialogForm } from '#app/features/admin/index.ts';
import { get } from '#app/lib/api.ts';
import { toastSuccess } from '#app/lib/toast.ts';

export const RULE_LABELS: Record<CourierRule, string> = {
  cheapest: 'Cheapest',
  fastest: 'Fastest',
  best_rated: 'Best rated',
};

/** `2026-12-07` as `Mon, 7 Dec`. */
export const indianDate = (day: string) =>
  new Date(`${day}T00:00:00+05:30`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  });

type Props = { order: AdminOrder; onClose: () => void; onBooked: (order: AdminOrder) => void };

/** docs/shipments.md#the-back-office: the couriers that reach the order, the shop's rule's choice preselected. */
export function CreateShipmentDialog({ open, ...props }: Props & { open: boolean }) {
  return (
    <AdminDialog open={open} onClose={props.onClose} width="wide">
      {(titleId) => <CreateShipmentForm titleId={titleId} {...props} />}
    </AdminDialog>
  );
}

function CreateShipmentForm({ titleId, order, onClose, onBooked }: Props & { titleId: string }) {
  const [choice, setChoice] = useState<CourierChoice | undefined>();
  const [courierId, setCourierId] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void get<CourierChoice>(`/admin/orders/${order._id}/couriers`).then((res) => {
      if (!live) return;
      if (res?.status === 200 && res.body) {
        setChoice(res.body);
        setCourierId(res.body.preselectedCourierId ?? res.body.couriers[0]?.courierId);
      } else setError(res?.message ?? 'The shop could not be reached. Please try again.');
    });
    return () => {
      live = false;
    };
  }, [order._id]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!courierId || busy) return;
    setBusy(true);
    setError(undefined);
    const res = await adminApi.create<AdminOrder>(`/admin/orders/${order._id}/shipment`, { courierId });
    setBusy(false);
    if (res?.status === 200 && res.body) {
      toastSuccess(res.message);
      onBooked(res.body);
    } else setError(res?.message ?? 'The shop could not be reached. Please try again.');
  };

  return (
    <DialogForm
      titleId={titleId}
      title={`Create shipment for ${order.orderId}`}
      intro={
        choice
          ? `${choice.parcel.weightGrams} g, ${choice.parcel.lengthCm} × ${choice.parcel.breadthCm} × ${choice.parcel.heightCm} cm${choice.cod ? ', cash on delivery' : ''}. Booking charges the shop the courier's rate.`
          : 'Asking the courier aggregator which couriers reach this address…'
      }
      onSubmit={(event) => void submit(event)}
      onCancel={onClose}
      action="Book"
      busy={busy}
    >
      {error ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {choice && choice.couriers.length === 0 ? (
        <p className="mt-3 text-sm text-stone-700">No courier reaches this PIN code with this parcel.</p>
      ) : null}
      {choice && choice.couriers.length > 0 ? (
        <fieldset className="mt-4 max-h-[50vh] overflow-auto rounded-lg border border-brand-100">
          <legend className="sr-only">Courier</legend>
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-brand-50 text-stone-600">
              <tr>
                <th className="px-3 py-2 font-medium">Courier</th>
                <th className="px-3 py-2 text-right font-medium">Rate</th>
                <th className="px-3 py-2 font-medium">Delivery by</th>
                <th className="px-3 py-2 text-right font-medium">Rating</th>
                <th className="px-3 py-2 font-medium">COD</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-brand-50">
              {choice.couriers.map((courier) => {
                const inputId = `courier-${courier.courierId}`;
                const chosen = courier.courierId === courierId;
                return (
                  <tr key={courier.courierId} className={chosen ? 'bg-brand-50/70' : undefined}>
                    <td className="px-3 py-2">
                      <label htmlFor={inputId} className="flex cursor-pointer items-center gap-2">
                        <input
                          id={inputId}
                          type="radio"
                          name="courier"
                          value={courier.courierId}
                          checked={chosen}
                          onChange={() => setCourierId(courier.courierId)}
                        />
                        <span className="font-medium text-ink">{courier.courierName}</span>
                        {courier.courierId === choice.preselectedCourierId ? (
                          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-900">
                            {RULE_LABELS[choice.rule]}
                          </span>
                        ) : null}
                      </label>
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap">{formatINR(courier.rate)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {courier.estimatedDelivery ? indianDate(courier.estimatedDelivery) : '–'}
                      <span className="text-stone-500">
                        {' '}
                        · {courier.estimatedDays} {courier.estimatedDays === 1 ? 'day' : 'days'}
                      </span>
                    </td>
                    <td className="px-3 py-2 text-right">{courier.rating?.toFixed(1) ?? '–'}</td>
                    <td className="px-3 py-2">{courier.cod ? 'Yes' : 'No'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </fieldset>
      ) : null}
    </DialogForm>
  );
}
