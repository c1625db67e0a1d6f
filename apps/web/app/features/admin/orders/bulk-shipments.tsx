import type { AdminOrderRow, BulkShipments } from '@shop/shared';
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { adminApi, useConfirm } from '#app/features/admin/index.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { bulkBooking } from './shipping-rules.ts';

/** The API's document links start with its base, which adminApi adds itself. */
const apiPath = (url: string) => url.replace(/^\/api\/v1/, '');

/**
 * docs/shipments.md#the-back-office: books the selected confirmed and packed orders at once, after asking (it
 * costs money), and shows what was booked and what failed, with the merged labels and the manifest to print.
 */
export function BulkShipmentsBar({
  selected,
  onBooked,
}: {
  selected: AdminOrderRow[];
  onBooked: () => void;
}) {
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BulkShipments>();
  const { bookable, skipped, title, body } = bulkBooking(selected);
  const orderIdOf = new Map(selected.map((row) => [row._id, row.orderId]));

  const book = async () => {
    const yes = await confirm({ title, body, action: 'Book shipments' });
    if (!yes) return;
    setBusy(true);
    const res = await adminApi.create<BulkShipments>('/admin/shipments', {
      orderIds: bookable.map((row) => row._id),
    });
    setBusy(false);
    if (res?.status === 200 && res.body) {
      setResult(res.body);
      toastSuccess(res.message);
      onBooked();
    } else toastError(res?.message ?? 'The shop could not be reached. Please try again.');
  };

  return (
    <>
      {selected.length > 0 ? (
        <section
          className="mb-3 flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-2.5 text-sm"
          aria-label="Selected orders"
        >
          <span className="font-medium text-brand-900">
            {selected.length} selected
            {skipped > 0 ? ` · ${bookable.length} confirmed or packed` : ''}
          </span>
          <Button size="sm" busy={busy} disabled={bookable.length === 0} onClick={() => void book()}>
            Create shipments
          </Button>
        </section>
      ) : null}
      {result ? (
        <BulkResult result={result} orderIdOf={orderIdOf} onClose={() => setResult(undefined)} />
      ) : null}
      {dialog}
    </>
  );
}

function BulkResult({
  result,
  orderIdOf,
  onClose,
}: {
  result: BulkShipments;
  orderIdOf: Map<string, string>;
  onClose: () => void;
}) {
  // An order the API did not find has no shown id: the list's row still knows it.
  const name = (row: { _id: string; orderId: string }) => row.orderId || orderIdOf.get(row._id) || row._id;
  return (
    <section
      aria-labelledby="bulk-result"
      className="mb-4 rounded-xl border border-brand-100 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="bulk-result" className="mr-auto text-lg text-brand-900">
          {result.created.length} booked, {result.failed.length} failed
        </h2>
        {result.labelUrl ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => result.labelUrl && void adminApi.download(apiPath(result.labelUrl), 'labels.pdf')}
          >
            Download labels
          </Button>
        ) : null}
        {result.manifestUrl ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              result.manifestUrl && void adminApi.download(apiPath(result.manifestUrl), 'manifest.pdf')
            }
          >
            Download manifest
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      {result.created.length > 0 ? (
        <ul className="mt-3 divide-y divide-brand-50 text-sm" aria-label="Booked">
          {result.created.map((row) => (
            <li key={row._id} className="flex flex-wrap gap-x-3 py-1.5">
              <span className="font-medium">{name(row)}</span>
              <span>
                AWB <code>{row.awb ?? '–'}</code>
              </span>
              <span className="text-stone-600">{row.courierName ?? ''}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {result.failed.length > 0 ? (
        <ul className="mt-3 divide-y divide-red-100 text-sm" aria-label="Failed">
          {result.failed.map((row) => (
            <li key={row._id} className="flex flex-wrap gap-x-3 py-1.5 text-red-800">
              <span className="font-medium">{name(row)}</span>
              <span>{row.reason}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
