import { AdminLoadError, AdminPageHeader, adminGet } from '#app/features/admin/index.ts';
import {
  MessageLogFilters,
  type MessageLogRow,
  MessageLogTable,
  messageLogQuery,
  OlderMessages,
} from '#app/features/admin/messages-log/index.ts';
import type { Route } from './+types/messages-log';

// docs/admin.md#the-message-log: every message to shoppers, newest first, by number, order, channel and status.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = messageLogQuery(request);
  const res = await adminGet<{ items: MessageLogRow[]; next: string | null }>(
    `/admin/messages-log?${query}`,
    request,
  );
  return {
    rows: res.body?.items ?? [],
    next: res.body?.next ?? null,
    filtered: ['mobile', 'orderId', 'channel', 'status'].some((name) => query.has(name)),
    error: res.status === 200 ? undefined : res.message,
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="Message log" description="Loading…" />;
}

export default function MessagesLog({ loaderData }: Route.ComponentProps) {
  const { rows, next, filtered, error } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Message log"
        description="Every SMS, e-mail and WhatsApp message to shoppers, newest first. Times are Indian Standard Time."
      />
      <MessageLogFilters />
      {error ? (
        <AdminLoadError message={error} />
      ) : (
        <>
          <MessageLogTable rows={rows} filtered={filtered} />
          <OlderMessages next={next} />
        </>
      )}
    </>
  );
}
