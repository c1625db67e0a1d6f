import {
  formatINR,
  REMITTANCE_MISMATCH_LABELS,
  type RemittanceImport,
  type RemittanceMismatch,
} from '@shop/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { type ColumnDef, DataTable } from '#app/features/admin/index.ts';
import { postForm } from '#app/lib/api.ts';
import { toastSuccess } from '#app/lib/toast.ts';

type MismatchRow = RemittanceMismatch & { _id: string };

const columns: ColumnDef<MismatchRow>[] = [
  {
    id: 'line',
    header: 'Line',
    cell: ({ row }) => <span className="tabular-nums">{row.original.line}</span>,
  },
  { id: 'awb', header: 'AWB', cell: ({ row }) => row.original.awb ?? '–' },
  {
    id: 'order',
    header: 'Order',
    cell: ({ row }) =>
      row.original.orderId ? (
        <Link
          to={`/admin/orders?search=${encodeURIComponent(row.original.orderId)}`}
          className="font-medium whitespace-nowrap text-brand-800 underline-offset-2 hover:underline"
        >
          {row.original.orderId}
        </Link>
      ) : (
        '–'
      ),
  },
  {
    id: 'why',
    header: 'Why it did not match',
    cell: ({ row }) => {
      const { reason, detail, amountPaise, expectedPaise } = row.original;
      const amounts =
        reason === 'amount_mismatch' && amountPaise !== undefined && expectedPaise !== undefined
          ? `report says ${formatINR(amountPaise)}, the parcel carried ${formatINR(expectedPaise)}`
          : null;
      return (
        <span>
          <span className="font-medium">{REMITTANCE_MISMATCH_LABELS[reason]}</span>
          {amounts || detail ? (
            <span className="block text-xs text-stone-600">{amounts ?? detail}</span>
          ) : null}
        </span>
      );
    },
  },
];

/**
 * Imports the courier's COD remittance report (POST /admin/cod-remittances): each matched order becomes paid, a
 * report imported again changes nothing, and the lines that did not match stay listed here to be checked.
 */
export function RemittanceImportForm({ sandbox }: { sandbox: boolean }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<RemittanceImport | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError('Choose the remittance report (CSV)');
      return;
    }
    setBusy(true);
    setError(null);
    const form = new FormData();
    form.append('file', file);
    const res = await postForm<RemittanceImport>('/admin/cod-remittances', form);
    setBusy(false);
    if (res?.status === 200 && res.body) {
      setOutcome(res.body);
      toastSuccess(res.message);
    } else {
      setError(res?.message ?? 'The shop could not be reached. Please try again.');
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-brand-100 bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl text-brand-900">
        Import a remittance report
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-stone-600">
        The CSV from the aggregator’s panel, with the columns AWB, order id (optional), amount, remitted on
        and UTR. Each order it matches is marked paid; importing the same report again changes nothing.
        {sandbox ? (
          <>
            {' '}
            The courier sandbox’s report is{' '}
            <a
              href="/sandbox/shiprocket/cod-remittance.csv"
              className="font-medium text-brand-800 underline underline-offset-2"
              download
            >
              here to download
            </a>
            .
          </>
        ) : null}
      </p>
      <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3" noValidate>
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-medium text-stone-800">
            Report (CSV)
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
            className="mt-1 block text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-900 hover:file:bg-brand-100"
          />
        </div>
        <Button type="submit" busy={busy}>
          {busy ? 'Importing…' : 'Import'}
        </Button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {outcome ? <ImportOutcome outcome={outcome} /> : null}
    </section>
  );
}

function ImportOutcome({ outcome }: { outcome: RemittanceImport }) {
  const rows = outcome.mismatches.map((mismatch) => ({ ...mismatch, _id: String(mismatch.line) }));
  return (
    <div className="mt-5" data-remittance-outcome>
      <p role="status" className="text-sm text-stone-800">
        <strong className="tabular-nums">{outcome.matched}</strong> matched and marked paid ·{' '}
        <strong className="tabular-nums">{outcome.alreadyRemitted}</strong> imported before ·{' '}
        <strong className="tabular-nums">{outcome.mismatches.length}</strong> to check
      </p>
      {rows.length > 0 ? (
        <div className="mt-3">
          <DataTable label="Lines that did not match" columns={columns} rows={rows} empty="" />
        </div>
      ) : null}
    </div>
  );
}
