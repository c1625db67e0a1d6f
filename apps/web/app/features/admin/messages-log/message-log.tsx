import { Form, Link, useLocation, useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import {
  adminApi,
  type ColumnDef,
  DataTable,
  formatWhen,
  useConfirm,
  useQueryParams,
} from '#app/features/admin/index.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';

/** One message as GET /admin/messages-log answers it. */
export interface MessageLogRow {
  _id: string;
  channel: 'SMS' | 'EMAIL' | 'WHATSAPP';
  template: string;
  recipient: string;
  orderId: string | null;
  orderDbId: string | null;
  language: string | null;
  status: 'PENDING' | 'SENDING' | 'SENT' | 'FAILED';
  deliveryStatus: 'sent' | 'delivered' | 'read' | 'failed' | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  fallbackFor: string | null;
}

/** The filters the screen keeps in its URL, passed on to the API as they are. */
const FILTERS = ['mobile', 'orderId', 'channel', 'status', 'before'] as const;

/** The API's query for the page's URL: the filters set, and the cursor of an older page. */
export function messageLogQuery(request: Request): URLSearchParams {
  const from = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = from.get(name)?.trim();
    if (value) query.set(name, value);
  }
  return query;
}

/** Each template in the team's words (docs/orders.md#notifications). */
const TEMPLATE_LABELS: Record<string, string> = {
  ORDER_PAID: 'Order confirmation',
  ORDER_SHIPPED: 'Shipped',
  ORDER_OUT_FOR_DELIVERY: 'Out for delivery',
  ORDER_DELIVERED: 'Delivered',
  DELIVERY_FAILED: 'Delivery failed',
  REFUND_PROCESSED: 'Refund',
  COD_CONFIRM: 'COD confirmation link',
  CART_REMINDER: 'Cart reminder',
  BACK_IN_STOCK: 'Back in stock',
  WHATSAPP_STOPPED: 'WhatsApp stopped',
};

const CHANNEL_LABELS: Record<MessageLogRow['channel'], string> = {
  SMS: 'SMS',
  EMAIL: 'E-mail',
  WHATSAPP: 'WhatsApp',
};

const STATUS_LABELS: Record<string, string> = {
  PENDING: 'Waiting',
  SENDING: 'Sending',
  SENT: 'Sent',
  FAILED: 'Failed',
  DELIVERED: 'Delivered',
  READ: 'Read',
};

const STATUS_TONES: Record<MessageLogRow['status'], string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  SENDING: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
  SENT: 'bg-brand-100 text-brand-900',
  FAILED: 'bg-red-100 text-red-800 ring-1 ring-red-300',
};

const badge = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** WhatsApp's own marks: one tick sent, two delivered, two blue read. */
function DeliveryTicks({ status }: { status: MessageLogRow['deliveryStatus'] }) {
  if (!status) return null;
  const marks = {
    sent: { ticks: '✓', words: 'Sent to WhatsApp', tone: 'text-stone-500' },
    delivered: { ticks: '✓✓', words: 'Delivered to the phone', tone: 'text-stone-500' },
    read: { ticks: '✓✓', words: 'Read by the shopper', tone: 'text-sky-600' },
    failed: { ticks: '✕', words: 'WhatsApp could not deliver it', tone: 'text-red-700' },
  }[status];
  return (
    <span className="flex items-center gap-1 text-xs text-stone-600">
      <span aria-hidden="true" className={`font-bold tracking-tighter ${marks.tone}`}>
        {marks.ticks}
      </span>
      {marks.words}
    </span>
  );
}

function Times({ row }: { row: MessageLogRow }) {
  const times: [string, string | null][] = [
    ['Raised', row.createdAt],
    ['Sent', row.sentAt],
    ['Delivered', row.deliveredAt],
    ['Read', row.readAt],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs whitespace-nowrap">
      {times.map(([label, at]) =>
        at ? (
          <div key={label} className="contents">
            <dt className="text-stone-500">{label}</dt>
            <dd className="text-stone-800">{formatWhen(at)}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

const messageColumn: ColumnDef<MessageLogRow> = {
  id: 'message',
  header: 'Message',
  cell: ({ row: { original: row } }) => (
    <span className="flex flex-col">
      <span className="font-medium text-stone-900">{TEMPLATE_LABELS[row.template] ?? row.template}</span>
      <span className="text-xs text-stone-600">
        {CHANNEL_LABELS[row.channel]}
        {row.language === 'hi' ? ' · Hindi' : ''}
      </span>
      {row.fallbackFor ? <span className="text-xs text-stone-600">Instead of a WhatsApp message</span> : null}
    </span>
  ),
};

/** Where it went and when, after what happened to it. */
const detailColumns: ColumnDef<MessageLogRow>[] = [
  {
    id: 'recipient',
    header: 'To',
    cell: ({ row: { original: row } }) => (
      // A number stays on one line; an e-mail address too long for any screen breaks rather than overflow.
      <span
        className={`text-sm tabular-nums ${row.channel === 'EMAIL' ? 'break-words' : 'whitespace-nowrap'}`}
      >
        {row.recipient}
      </span>
    ),
  },
  {
    id: 'order',
    header: 'Order',
    cell: ({ row: { original: row } }) =>
      row.orderDbId ? (
        <Link
          to={`/admin/orders/${row.orderDbId}`}
          className="whitespace-nowrap text-brand-800 underline underline-offset-2 hover:text-brand-950"
        >
          {row.orderId ?? 'Open the order'}
        </Link>
      ) : (
        <span className="text-stone-500">None</span>
      ),
  },
  { id: 'times', header: 'When', cell: ({ row }) => <Times row={row.original} /> },
];

const controlClass =
  'rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-clay-500';
const labelClass = 'flex flex-col gap-1 text-xs font-medium text-stone-700';

/** Number, order, channel and status: a GET form, so the search lands in the URL and starts at the newest. */
export function MessageLogFilters() {
  const params = useQueryParams();
  const select = (name: string, label: string, options: Record<string, string>) => (
    <label className={labelClass}>
      {label}
      <select
        name={name}
        defaultValue={params.get(name) ?? ''}
        className={controlClass}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        <option value="">All</option>
        {Object.entries(options).map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
      <label className={`${labelClass} min-w-36 flex-1`}>
        Mobile number
        <input
          type="search"
          name="mobile"
          inputMode="numeric"
          autoComplete="off"
          pattern="\d{10}"
          maxLength={10}
          title="Ten digits"
          placeholder="10 digits"
          defaultValue={params.get('mobile') ?? ''}
          className={controlClass}
        />
      </label>
      <label className={`${labelClass} min-w-36 flex-1`}>
        Order
        <input
          type="search"
          name="orderId"
          autoComplete="off"
          maxLength={15}
          placeholder="ORD-2026-000123"
          defaultValue={params.get('orderId') ?? ''}
          className={controlClass}
        />
      </label>
      {select('channel', 'Channel', CHANNEL_LABELS)}
      {select('status', 'Status', STATUS_LABELS)}
      <button
        type="submit"
        className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        Search
      </button>
    </Form>
  );
}

/** The messages, newest first; a failed one can be sent again. */
export function MessageLogTable({ rows, filtered }: { rows: MessageLogRow[]; filtered: boolean }) {
  const { confirm, dialog } = useConfirm();
  const { revalidate } = useRevalidator();

  const resend = async (row: MessageLogRow) => {
    const yes = await confirm({
      title: `Send this ${CHANNEL_LABELS[row.channel]} again?`,
      body: `${TEMPLATE_LABELS[row.template] ?? row.template} to ${row.recipient} goes back in the queue and is sent within a few seconds, on ${CHANNEL_LABELS[row.channel]}.`,
      action: 'Send again',
    });
    if (!yes) return;
    const res = await adminApi.create(`/admin/messages-log/${row._id}/resend`, {});
    if (res?.status === 200) toastSuccess(res.message);
    else toastError(res?.message ?? 'The message could not be sent again');
    await revalidate();
  };

  // What happened, why it failed and the way to send it again sit together, so a phone sees them without scrolling.
  const outcome: ColumnDef<MessageLogRow> = {
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: row } }) => (
      <span className="flex max-w-xs min-w-36 flex-col items-start gap-1">
        <span className={`${badge} ${STATUS_TONES[row.status]}`}>{STATUS_LABELS[row.status]}</span>
        <DeliveryTicks status={row.deliveryStatus} />
        {row.attempts > 1 ? <span className="text-xs text-stone-600">{row.attempts} attempts</span> : null}
        {row.lastError ? (
          <span className="line-clamp-3 text-xs text-stone-800" title={row.lastError}>
            {row.lastError}
          </span>
        ) : null}
        {row.status === 'FAILED' ? (
          <Button
            size="sm"
            variant="outline"
            className="mt-1 px-3 py-1 whitespace-nowrap"
            onClick={() => void resend(row)}
          >
            Send again
          </Button>
        ) : null}
      </span>
    ),
  };

  return (
    <>
      <DataTable
        label="Messages to shoppers"
        columns={[messageColumn, outcome, ...detailColumns]}
        rows={rows}
        empty={filtered ? 'No message matches this search' : 'No messages have been sent yet'}
      />
      {dialog}
    </>
  );
}

/** Keyset paging: older messages from where this page ends, and back to the newest. */
export function OlderMessages({ next }: { next: string | null }) {
  const { pathname } = useLocation();
  const params = useQueryParams();
  const linkClass =
    'rounded-lg border border-brand-200 bg-white px-3 py-1.5 text-sm font-medium text-brand-900 hover:bg-brand-50';
  const at = (before: string | null) => {
    const query = new URLSearchParams(params);
    if (before) query.set('before', before);
    else query.delete('before');
    return query.size > 0 ? `${pathname}?${query}` : pathname;
  };
  if (!next && !params.get('before')) return null;
  return (
    <nav aria-label="Pages" className="mt-3 flex justify-end gap-2">
      {params.get('before') ? (
        <Link to={at(null)} className={linkClass}>
          Newest
        </Link>
      ) : null}
      {next ? (
        <Link to={at(next)} className={linkClass} rel="next">
          Older
        </Link>
      ) : null}
    </nav>
  );
}
