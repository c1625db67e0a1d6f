import { type AdminOrder, type AdminOrderEvent, ORDER_STATE_LABELS } from '@shop/shared';
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { TextAreaField } from '#app/components/ui/field.tsx';
import { adminApi, formatWhen } from '#app/features/admin/index.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { OrderCard } from './order-cards.tsx';

function eventTitle(event: AdminOrderEvent): string {
  if (event.toStatus) {
    if (event.fromStatus === 'RETURN_REQUESTED' && event.toStatus === 'DELIVERED') return 'Return declined';
    return ORDER_STATE_LABELS[event.toStatus];
  }
  return event.details && 'amount' in event.details ? 'Refund completed' : 'Note';
}

function eventActor(event: AdminOrderEvent): string {
  if (event.actor.role === 'SYSTEM') return 'the shop';
  if (event.actor.role === 'SHOPPER') return 'the shopper';
  const role = event.actor.role === 'ADMIN' ? 'admin' : 'staff';
  return event.actor.mobile ? `+91 ${event.actor.mobile} (${role})` : role;
}

export function History({ order, onNoted }: { order: AdminOrder; onNoted: (order: AdminOrder) => void }) {
  const { field, busy, submit } = useOrderNote(order, {
    required: 'Note is a required field',
    toNote: (text) => text,
    onSaved: onNoted,
  });
  return (
    <OrderCard id="history" title="History">
      <ol className="mt-3 space-y-3 border-l-2 border-brand-100 pl-4">
        {[...order.history].reverse().map((event) => (
          <li key={event._id} className="relative text-sm">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full ${
                event.toStatus ? 'bg-brand-600' : 'bg-clay-400'
              }`}
            />
            <p>
              <span className="font-medium text-ink">{eventTitle(event)}</span>{' '}
              <span className="text-stone-600">
                by {eventActor(event)} · <time dateTime={event.at}>{formatWhen(event.at)}</time>
              </span>
            </p>
            {event.details?.carrier ? (
              <p className="text-stone-700">
                {event.details.carrier} {event.details.trackingNumber}
              </p>
            ) : null}
            {event.note ? <p className="whitespace-pre-line text-stone-700">{event.note}</p> : null}
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className="mt-4 border-t border-brand-100 pt-4" noValidate>
        <TextAreaField label="Add a note for the team" rows={2} maxLength={1000} {...field} />
        <div className="mt-2 flex justify-end">
          <Button type="submit" size="sm" variant="secondary" busy={busy}>
            Add note
          </Button>
        </div>
      </form>
    </OrderCard>
  );
}

/**
 * A note for the order's history, typed in one field: an empty one is refused here, the server's refusal is shown
 * on the field, and a saved one empties it and hands on the order as it now is.
 */
export function useOrderNote(
  order: AdminOrder,
  {
    required,
    toNote,
    success,
    onSaved,
  }: {
    required: string;
    toNote: (text: string) => string;
    success?: string;
    onSaved: (order: AdminOrder) => void;
  },
) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(required);
    setBusy(true);
    const res = await adminApi.create<AdminOrder>(`/admin/orders/${order._id}/notes`, { note: toNote(text) });
    setBusy(false);
    if (res?.status === 200 && res.body) {
      toastSuccess(success ?? res.message);
      setText('');
      setError(undefined);
      onSaved(res.body);
    } else if (res) {
      setError(res.errors?.note);
      toastError(res.message);
    }
  };
  const field = {
    value: text,
    error,
    onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) => setText(event.currentTarget.value),
  };
  return { field, busy, submit };
}
