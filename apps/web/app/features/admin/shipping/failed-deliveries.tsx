import type { AdminOrder, FailedDelivery } from '@shop/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field, TextAreaField } from '#app/components/ui/field.tsx';
import {
  AdminDialog,
  adminApi,
  type ColumnDef,
  DataTable,
  DialogForm,
  formatWhen,
  indianDay,
  showFieldErrors,
  TwoLines,
  useConfirm,
} from '#app/features/admin/index.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';

/** The body of POST /admin/orders/{id}/ndr as sent: the server's FailedDeliveryActionSchema checks it. */
type NdrBody = {
  action: 'reattempt' | 'rto';
  date?: string;
  phone?: string;
  addressLine?: string;
  comment?: string;
};

type Decide = (row: FailedDelivery, body: NdrBody) => Promise<Awaited<ReturnType<typeof send>>>;

const send = (row: FailedDelivery, body: NdrBody) =>
  adminApi.create<AdminOrder>(`/admin/orders/${row._id}/ndr`, body);

/**
 * docs/shipments.md#failed-deliveries: the orders whose delivery failed, each to re-attempt or return to origin.
 * A decided row leaves the queue; the order moves when the courier's next scan says what happened.
 */
export function FailedDeliveriesQueue({ rows: loaded }: { rows: FailedDelivery[] }) {
  const [decided, setDecided] = useState<Set<string>>(() => new Set());
  const [reattempting, setReattempting] = useState<FailedDelivery>();
  const { confirm, dialog } = useConfirm();
  const rows = loaded.filter((row) => !decided.has(row._id));

  const decide: Decide = async (row, body) => {
    const res = await send(row, body);
    if (res?.status === 200) {
      toastSuccess(res.message);
      setDecided((set) => new Set(set).add(row._id));
    } else toastError(res?.message ?? 'The shop could not be reached. Please try again.');
    return res;
  };

  const returnToOrigin = async (row: FailedDelivery) => {
    const yes = await confirm({
      title: `Return order ${row.orderId} to origin?`,
      body: `${row.courierName ?? 'The courier'} stops trying and brings the parcel back to the shop; the return trip is charged too. This cannot be undone.`,
      action: 'Return to origin',
    });
    if (yes) await decide(row, { action: 'rto' });
  };

  const columns: ColumnDef<FailedDelivery>[] = [
    {
      id: 'order',
      header: 'Order',
      cell: ({ row }) => (
        <Link
          to={`/admin/orders/${row.original._id}`}
          className="font-medium whitespace-nowrap text-brand-800 underline-offset-2 hover:underline"
        >
          {row.original.orderId}
        </Link>
      ),
    },
    {
      id: 'customer',
      header: 'Customer',
      cell: ({ row }) => {
        const { name, mobile, city, pincode } = row.original;
        return (
          <TwoLines
            main={name ?? '–'}
            sub={[mobile ? `+91 ${mobile}` : null, [city, pincode].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(' · ')}
          />
        );
      },
    },
    {
      id: 'reason',
      header: 'Courier’s reason',
      cell: ({ row }) => (
        <TwoLines
          main={row.original.reason ?? '–'}
          sub={[row.original.courierName, row.original.awb].filter(Boolean).join(' · ')}
        />
      ),
    },
    { id: 'attempts', header: 'Attempts', cell: ({ row }) => row.original.failedAttempts },
    {
      id: 'last',
      header: 'Last scan',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {row.original.lastScanAt ? formatWhen(row.original.lastScanAt) : '–'}
        </span>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <span className="flex flex-col items-stretch gap-1.5 whitespace-nowrap">
          <Button size="sm" onClick={() => setReattempting(row.original)}>
            Re-attempt…
          </Button>
          <Button size="sm" variant="danger" onClick={() => void returnToOrigin(row.original)}>
            Return to origin
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label="Failed deliveries"
        columns={columns}
        rows={rows}
        empty="No failed delivery waits for a decision."
      />
      <AdminDialog
        open={reattempting !== undefined}
        onClose={() => setReattempting(undefined)}
        width="medium"
      >
        {(titleId) =>
          reattempting ? (
            <ReattemptForm
              titleId={titleId}
              row={reattempting}
              decide={decide}
              onClose={() => setReattempting(undefined)}
            />
          ) : null
        }
      </AdminDialog>
      {dialog}
    </>
  );
}

type ReattemptValues = { date: string; phone: string; addressLine: string; comment: string };

function ReattemptForm({
  titleId,
  row,
  decide,
  onClose,
}: {
  titleId: string;
  row: FailedDelivery;
  decide: Decide;
  onClose: () => void;
}) {
  const form = useForm<ReattemptValues>({
    defaultValues: { date: '', phone: '', addressLine: '', comment: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    const res = await decide(row, { action: 'reattempt', ...filled });
    // Refused: the server's words go under the fields, and what was typed stays.
    if (res?.status === 200) onClose();
    else if (res) showFieldErrors(res, form.setError);
  });
  return (
    <DialogForm
      titleId={titleId}
      title={`Re-attempt delivery of ${row.orderId}`}
      intro={`${row.courierName ?? 'The courier'} tries again. Correct the phone or the address line if the shopper gave new ones.`}
      onSubmit={(event) => void submit(event)}
      onCancel={onClose}
      action="Ask for re-attempt"
      busy={isSubmitting}
    >
      <div className="mt-4 flex flex-col gap-3">
        <Field
          label="Deliver on"
          type="date"
          min={indianDay()}
          error={errors.date?.message}
          {...form.register('date')}
        />
        <Field
          label="Corrected phone"
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          placeholder={row.mobile ?? ''}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <Field
          label="Corrected address line"
          maxLength={200}
          autoComplete="off"
          error={errors.addressLine?.message}
          {...form.register('addressLine')}
        />
        <TextAreaField
          label="Comment for the courier"
          rows={2}
          maxLength={300}
          error={errors.comment?.message}
          {...form.register('comment')}
        />
      </div>
    </DialogForm>
  );
}
