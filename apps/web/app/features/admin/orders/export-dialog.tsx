import { IsoDaySchema } from '@shop/shared';
import { useState } from 'react';
import { Field } from '#app/components/ui/field.tsx';
import { AdminDialog, adminApi, DialogForm, indianDay, useQueryParams } from '#app/features/admin/index.ts';

export function ExportOrdersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AdminDialog open={open} onClose={onClose} width="narrow">
      {(titleId) => <ExportForm titleId={titleId} onClose={onClose} />}
    </AdminDialog>
  );
}

type Day = 'from' | 'to';

/** Mounted each time the dialog opens: the list's range when one is chosen, else this month so far. */
function ExportForm({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const params = useQueryParams();
  const today = indianDay();
  const [range, setRange] = useState(() => ({
    from: params.get('from') || `${today.slice(0, 8)}01`,
    to: params.get('to') || today,
  }));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: { from?: string; to?: string } = {};
    if (!IsoDaySchema.safeParse(range.from).success) found.from = 'Choose the first day';
    if (!IsoDaySchema.safeParse(range.to).success) found.to = 'Choose the last day';
    else if (range.from > range.to) found.to = 'The last day must not be before the first';
    setErrors(found);
    if (found.from || found.to) return;
    setBusy(true);
    const saved = await adminApi.download(
      `/admin/orders/export.csv?${new URLSearchParams(range)}`,
      `orders-${range.from}-to-${range.to}.csv`,
    );
    setBusy(false);
    if (saved) onClose();
  };

  const dayField = (day: Day, label: string) => (
    <Field
      label={label}
      type="date"
      value={range[day]}
      error={errors[day]}
      onChange={(event) => setRange({ ...range, [day]: event.currentTarget.value })}
    />
  );

  return (
    <DialogForm
      titleId={titleId}
      title="Export orders as CSV"
      intro="Every order paid on these days (Indian time), one row for each line of each order."
      onSubmit={submit}
      onCancel={onClose}
      action="Download CSV"
      busy={busy}
    >
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {dayField('from', 'From')}
        {dayField('to', 'To')}
      </div>
    </DialogForm>
  );
}
