import { type AdminContactMessage, brand } from '@shop/shared';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button, buttonClass } from '#app/components/ui/button.tsx';
import {
  AdminDialog,
  adminApi,
  type ColumnDef,
  formatWhen,
  ListedTable,
  ListFilters,
  type ListPage,
  whenColumn,
} from '#app/features/admin/index.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';

const replyLink = (message: AdminContactMessage) =>
  `mailto:${message.email}?subject=${encodeURIComponent(`Re: your message to ${brand.name}`)}&body=${encodeURIComponent(
    `\n\n> ${message.message.split('\n').join('\n> ')}`,
  )}`;

export function MessageFilters() {
  return (
    <ListFilters
      searchLabel="Search name, e-mail, number or message"
      filters={[
        {
          name: 'read',
          label: 'Show',
          options: [
            { value: 'false', label: 'Unread' },
            { value: 'true', label: 'Read' },
          ],
        },
      ]}
    />
  );
}

/** The contact form's inbox: a message opens in full, and opening it marks it read. */
export function MessagesTable({ page }: { page: ListPage<AdminContactMessage> }) {
  const [open, setOpen] = useState<AdminContactMessage | undefined>();
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  const setRead = async (message: AdminContactMessage, read: boolean) => {
    const res = await adminApi.update<AdminContactMessage>(`/admin/contactMessages/${message._id}`, { read });
    if (res?.status !== 200) {
      if (res) toastError(res.message);
      return undefined;
    }
    return res.body;
  };

  const openMessage = async (message: AdminContactMessage) => {
    setOpen(message);
    if (!message.read) {
      const updated = await setRead(message, true);
      if (updated) {
        setOpen(updated);
        void revalidator.revalidate();
      }
    }
  };

  const markUnread = async () => {
    if (!open) return;
    setBusy(true);
    const updated = await setRead(open, false);
    setBusy(false);
    if (updated) {
      toastSuccess('Marked as unread');
      setOpen(undefined);
      await revalidator.revalidate();
    }
  };

  const columns: ColumnDef<AdminContactMessage>[] = [
    {
      id: 'from',
      header: 'From',
      cell: ({ row }) => <SenderButton message={row.original} onOpen={openMessage} />,
    },
    {
      id: 'message',
      header: 'Message',
      cell: ({ row }) => (
        <p
          className={`line-clamp-2 max-w-lg ${row.original.read ? 'text-stone-700' : 'font-semibold text-ink'}`}
        >
          {row.original.message}
        </p>
      ),
    },
    {
      id: 'contact',
      header: 'Contact',
      cell: ({ row }) => (
        <span className="flex flex-col text-xs text-stone-700">
          <span>{row.original.email}</span>
          <span>+91 {row.original.number}</span>
        </span>
      ),
    },
    whenColumn('date', 'Received', (row) => row.createdAt),
  ];

  return (
    <>
      <ListedTable page={page} label="Messages" columns={columns} empty="No messages" />
      <AdminDialog open={Boolean(open)} onClose={() => setOpen(undefined)} width="wide">
        {(titleId) =>
          open ? (
            <MessageInFull
              titleId={titleId}
              message={open}
              busy={busy}
              onClose={() => setOpen(undefined)}
              onMarkUnread={markUnread}
            />
          ) : null
        }
      </AdminDialog>
    </>
  );
}

/** The sender's name, bold with a dot while unread, as the button that opens the message. */
function SenderButton({
  message,
  onOpen,
}: {
  message: AdminContactMessage;
  onOpen: (message: AdminContactMessage) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onOpen(message)}
      className={`flex items-center gap-2 text-left text-brand-900 underline-offset-4 hover:underline ${
        message.read ? '' : 'font-semibold'
      }`}
    >
      <span
        aria-hidden="true"
        className={`h-2 w-2 shrink-0 rounded-full ${message.read ? 'bg-transparent' : 'bg-clay-600'}`}
      />
      <span>
        {message.name}
        {message.read ? null : <span className="sr-only"> (unread)</span>}
      </span>
    </button>
  );
}

function MessageInFull({
  titleId,
  message,
  busy,
  onClose,
  onMarkUnread,
}: {
  titleId: string;
  message: AdminContactMessage;
  busy: boolean;
  onClose: () => void;
  onMarkUnread: () => void;
}) {
  return (
    <article>
      <h2 id={titleId} className="text-xl text-brand-900">
        Message from {message.name}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">E-mail</dt>
        <dd className="break-all">{message.email}</dd>
        <dt className="text-stone-600">Phone</dt>
        <dd>+91 {message.number}</dd>
        <dt className="text-stone-600">Received</dt>
        <dd>{formatWhen(message.createdAt)}</dd>
      </dl>
      <p className="mt-4 max-h-[50vh] overflow-y-auto rounded-lg bg-stone-50 p-4 whitespace-pre-line text-stone-800">
        {message.message}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
        <Button variant="outline" size="sm" busy={busy} onClick={onMarkUnread}>
          Mark unread
        </Button>
        <a href={replyLink(message)} className={buttonClass({ size: 'sm' })}>
          Reply by e-mail
        </a>
      </div>
    </article>
  );
}
