import { Link, useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import {
  adminApi,
  type ColumnDef,
  ListedTable,
  ListFilters,
  type ListPage,
  useConfirm,
  whenColumn,
} from '#app/features/admin/index.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';

export interface FailedJob {
  _id: string;
  name: string;
  error: string;
  attempts: number;
  createdAt: string;
  failedAt: string | null;
  summary: Record<string, string | number | null>;
}

/** What each queue does, in the team's words (docs/operations.md#background-jobs). */
const JOB_LABELS: Record<string, string> = {
  'notification.send': 'Message to a shopper',
  'invoice.issue': 'Tax invoice',
  'payments.reconcile': 'Payment check with the gateway',
  'orders.expire-unpaid': 'Expiry of unpaid orders',
};

const MESSAGE_LABELS: Record<string, string> = {
  ORDER_PAID: 'order confirmation',
  ORDER_SHIPPED: 'shipping update',
  REFUND_PROCESSED: 'refund notice',
};

/** What the job was about, in words, with the way to its order. */
function JobSubject({ summary }: { summary: FailedJob['summary'] }) {
  const channel = summary.channel === 'EMAIL' ? 'E-mail' : summary.channel === 'SMS' ? 'SMS' : undefined;
  const message = typeof summary.template === 'string' ? MESSAGE_LABELS[summary.template] : undefined;
  const what = [channel, message].filter(Boolean).join(': ');
  return (
    <span className="flex flex-col gap-1 text-sm text-stone-700">
      {what ? <span>{what}</span> : null}
      {summary.orderId ? (
        <Link
          to={`/admin/orders/${summary.orderId}`}
          className="whitespace-nowrap text-brand-800 underline underline-offset-2 hover:text-brand-950"
        >
          Open the order
        </Link>
      ) : null}
      {!what && !summary.orderId ? <span className="text-stone-500">Every waiting order</span> : null}
    </span>
  );
}

export function JobFilters() {
  return (
    <ListFilters
      searchLabel="Search the error or an id"
      filters={[
        {
          name: 'name',
          label: 'Job',
          options: Object.entries(JOB_LABELS).map(([value, label]) => ({ value, label })),
        },
      ]}
    />
  );
}

const columns: ColumnDef<FailedJob>[] = [
  { id: 'name', header: 'Job', cell: ({ row }) => JOB_LABELS[row.original.name] ?? row.original.name },
  {
    id: 'error',
    header: 'Error',
    cell: ({ row }) => <p className="line-clamp-3 max-w-lg text-stone-800">{row.original.error}</p>,
  },
  { id: 'about', header: 'About', cell: ({ row }) => <JobSubject summary={row.original.summary} /> },
  { id: 'attempts', header: 'Attempts', cell: ({ row }) => row.original.attempts },
  whenColumn('failedAt', 'Failed', (job) => job.failedAt ?? job.createdAt),
];

/** The failed jobs; an admin may run each once more. */
export function FailedJobsTable({ page, canRetry }: { page: ListPage<FailedJob>; canRetry: boolean }) {
  const { confirm, dialog } = useConfirm();
  const { revalidate } = useRevalidator();

  const retry = async (job: FailedJob) => {
    const yes = await confirm({
      title: `Run this ${(JOB_LABELS[job.name] ?? job.name).toLowerCase()} again?`,
      body: 'It runs once more within a few seconds. A message already sent or an order already paid is never repeated.',
      action: 'Run again',
    });
    if (!yes) return;
    const res = await adminApi.create(`/admin/jobs/${job._id}/retry`, {});
    if (res?.status === 200) toastSuccess(res.message);
    else toastError(res?.message ?? 'The job could not be run again');
    await revalidate();
  };

  const retryColumn: ColumnDef<FailedJob> = {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <Button
        size="sm"
        variant="outline"
        className="whitespace-nowrap"
        onClick={() => void retry(row.original)}
      >
        Run again
      </Button>
    ),
  };

  return (
    <>
      <ListedTable
        page={page}
        label="Failed jobs"
        columns={canRetry ? [...columns, retryColumn] : columns}
        empty="No failed jobs"
      />
      {dialog}
    </>
  );
}
