import { type AdminContactMessage, brand } from '@shop/shared';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Dialog, MODAL_CARD } from '#app/components/dialog.tsx';
import { Button, buttonClass } from '#app/components/ui/button.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  adminApi,
  adminGet,
  type ColumnDef,
  DataTable,
  formatWhen,
  ListFilters,
  listPage,
  listQuery,
  whenColumn,
} from '#app/features/admin/index.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/messages';

// docs/admin.md#screens: the inbox of the contact form. Unread messages come first, so nothing waits unseen.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<AdminContactMessage[]>(
    `/admin/contactMessages?${listQuery(request, ['read'])}`,
    request,
  );
  return listPage(res);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="Messages" description="Loading…" />;
}

const replyLink = (message: AdminContactMessage) =>
  `mailto:${message.email}?subject=${encodeURIComponent(`Re: your message to ${brand.name}`)}&body=${encodeURIComponent(
    `\n\n> ${message.message.split('\n').join('\n> ')}`,
  )}`;

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { rows, paging, error } = loaderData;
  const [open, setOpen] = useState<AdminContactMessage | undefined>();
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  const titleId = useId();

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
      cell: ({ row }) => {
        const message = row.original;
        return (
          <button
            type="button"
            onClick={() => openMessage(message)}
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
      },
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
      <AdminPageHeader
        title="Messages"
        description="Sent through the contact page. Open one to read it in full."
      />
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
      {error ? (
        <AdminLoadError message={error} />
      ) : (
        <DataTable label="Messages" columns={columns} rows={rows} paging={paging} empty="No messages" />
      )}
      <Dialog
        open={Boolean(open)}
        onClose={() => setOpen(undefined)}
        labelledBy={titleId}
        className={`${MODAL_CARD} w-[min(40rem,calc(100vw-2rem))] p-6`}
      >
        {open ? (
          <article>
            <h2 id={titleId} className="text-xl text-brand-900">
              Message from {open.name}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-stone-600">E-mail</dt>
              <dd className="break-all">{open.email}</dd>
              <dt className="text-stone-600">Phone</dt>
              <dd>+91 {open.number}</dd>
              <dt className="text-stone-600">Received</dt>
              <dd>{formatWhen(open.createdAt)}</dd>
            </dl>
            <p className="mt-4 max-h-[50vh] overflow-y-auto rounded-lg bg-stone-50 p-4 whitespace-pre-line text-stone-800">
              {open.message}
            </p>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <Button variant="ghost" size="sm" onClick={() => setOpen(undefined)}>
                Close
              </Button>
              <Button variant="outline" size="sm" busy={busy} onClick={markUnread}>
                Mark unread
              </Button>
              <a href={replyLink(open)} className={buttonClass({ size: 'sm' })}>
                Reply by e-mail
              </a>
            </div>
          </article>
        ) : null}
      </Dialog>
    </>
  );
}
