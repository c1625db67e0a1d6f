import { type AdminOrder, formatINR } from '@shop/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { TextAreaField } from '#app/components/ui/field.tsx';
import { adminApi, formatWhen } from '#app/features/admin/index.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { needsTeamConfirmation } from './cod-fields.ts';
import { Facts, OrderCard } from './order-cards.tsx';
import { RiskBadge, riskReasons } from './risk-badge.tsx';

const NOTE_MIN = 3;
const NOTE_MAX = 500;

function confirmation(order: AdminOrder): string {
  if (!order.codConfirmedAt) return 'Not confirmed yet';
  const by = order.codConfirmedBy === 'TEAM' ? 'the team, after a call' : 'the shopper, from the message';
  return `By ${by}, ${formatWhen(order.codConfirmedAt)}`;
}

/**
 * docs/cod.md#confirmation, #risk: a COD order's fee, who confirmed it and when, its risk with the reasons; and, while
 * the shopper has not confirmed or a high risk is not cleared, the team's confirmation after a phone call.
 */
export function CodCard({ order, onUpdated }: { order: AdminOrder; onUpdated: (order: AdminOrder) => void }) {
  const reasons = order.risk ? riskReasons(order.risk) : [];
  return (
    <OrderCard id="cash-on-delivery" title="Cash on delivery">
      <Facts
        rows={[
          ['COD fee', order.codFeePaise ? formatINR(order.codFeePaise) : '–'],
          ['Confirmed', confirmation(order)],
          ['Risk', order.risk ? <RiskBadge key="r" risk={order.risk} /> : 'Not assessed'],
          ...(order.risk?.level === 'high'
            ? ([['Risk cleared', order.riskClearedAt ? formatWhen(order.riskClearedAt) : 'Not yet']] as [
                string,
                string,
              ][])
            : []),
        ]}
      />
      {reasons.length > 0 ? (
        <ul className="mt-3 list-disc space-y-0.5 pl-5 text-sm text-stone-700" data-risk-reasons>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {needsTeamConfirmation(order) ? <ConfirmAfterCall order={order} onUpdated={onUpdated} /> : null}
    </OrderCard>
  );
}

function ConfirmAfterCall({
  order,
  onUpdated,
}: {
  order: AdminOrder;
  onUpdated: (order: AdminOrder) => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (text.length < NOTE_MIN) return setError('Note is required: say who you spoke to and what they said');
    if (text.length > NOTE_MAX) return setError(`Note must be at most ${NOTE_MAX} characters`);
    setBusy(true);
    setError(undefined);
    const res = await adminApi.create<AdminOrder>(`/admin/orders/${order._id}/cod-confirm`, {
      note: text,
    });
    setBusy(false);
    if (!res) return;
    if (res.status === 200 && res.body) {
      toastSuccess(res.message);
      setNote('');
      onUpdated(res.body);
      return;
    }
    // What was typed stays, with the API's reason beside it.
    setError(res.errors?.note ?? res.message);
    toastError(res.message);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 border-t border-brand-100 pt-4" data-cod-team-confirm>
      <h3 id={`${id}-title`} className="font-semibold text-brand-900">
        Confirm after a call
      </h3>
      <p className="mt-1 text-sm text-stone-600">
        {order.risk?.level === 'high' && !order.riskClearedAt
          ? 'This order is high risk: call the shopper, check the reasons above, then confirm it.'
          : 'The shopper has not confirmed from the message: call them, then confirm it.'}
      </p>
      <TextAreaField
        label="Note"
        required
        rows={3}
        maxLength={NOTE_MAX}
        className="mt-3"
        hint="Kept in the order's history."
        value={note}
        error={error}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" size="sm" busy={busy} className="mt-3">
        {busy ? 'Confirming…' : 'Confirm order'}
      </Button>
    </form>
  );
}
