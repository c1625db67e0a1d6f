import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrder,
  type ApiEnvelope,
  type BackOfficeMove,
  CARRIER_NAMES,
  formatINR,
  type OrderRefundFormInput,
  OrderRefundFormSchema,
  paiseToRupeesText,
  rupeesToPaise,
  type ShipOrderFormInput,
  ShipOrderFormSchema,
} from '@shop/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, SelectField, TextAreaField } from '#app/components/ui/field.tsx';
import { AdminDialog, adminApi, DialogForm, MoneyInput, showFieldErrors } from '#app/features/admin/index.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { useOrderNote } from './order-history.tsx';

export type MoveBody = { to: BackOfficeMove; carrier?: string; trackingNumber?: string };

/** How a request to cancel starts in the history, so an admin sees it is addressed to them. */
export const ASK_ADMIN_NOTE = 'For an admin: please cancel this order.';

/**
 * STAFF may not cancel a paid order, since cancelling refunds it: they ask an admin instead, with a note in the
 * order's history addressed to admins, which the admin reads on this page.
 */
export function AskAdminDialog({
  open,
  order,
  onClose,
  onAsked,
}: {
  open: boolean;
  order: AdminOrder;
  onClose: () => void;
  onAsked: (order: AdminOrder) => void;
}) {
  const { field, busy, submit } = useOrderNote(order, {
    required: 'Reason is a required field',
    toNote: (text) => `${ASK_ADMIN_NOTE} ${text.trim()}`,
    success: 'Asked an admin to cancel: your note is in the history',
    onSaved: onAsked,
  });
  return (
    <AdminDialog open={open} onClose={onClose} width="medium">
      {(titleId) => (
        <DialogForm
          titleId={titleId}
          title={`Ask an admin to cancel order ${order.orderId}`}
          intro={`Cancelling refunds the shopper ${formatINR(order.refundableAmount)}, so an admin does it. Your note goes in the order's history, where an admin reads it.`}
          onSubmit={submit}
          onCancel={onClose}
          action="Ask an admin"
          busy={busy}
        >
          <div className="mt-4">
            <TextAreaField
              label="Why should it be cancelled?"
              required
              rows={3}
              maxLength={1000 - ASK_ADMIN_NOTE.length - 1}
              {...field}
            />
          </div>
        </DialogForm>
      )}
    </AdminDialog>
  );
}

type Shipper = (body: MoveBody) => Promise<ApiEnvelope<AdminOrder> | undefined>;

export function ShipDialog({
  open,
  onClose,
  onShip,
}: {
  open: boolean;
  onClose: () => void;
  onShip: Shipper;
}) {
  return (
    <AdminDialog open={open} onClose={onClose} width="narrow">
      {(titleId) => <ShipForm titleId={titleId} onClose={onClose} onShip={onShip} />}
    </AdminDialog>
  );
}

function ShipForm({ titleId, onClose, onShip }: { titleId: string; onClose: () => void; onShip: Shipper }) {
  const form = useForm<ShipOrderFormInput>({
    resolver: useRenderedResolver(zodResolver(ShipOrderFormSchema)),
    mode: 'onTouched',
    defaultValues: { carrier: '', trackingNumber: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const res = await onShip({ to: 'SHIPPED', ...values });
    if (res?.status === 200 || res?.status === 409) onClose();
    else if (res) showFieldErrors(res, form.setError);
  });
  return (
    <DialogForm
      titleId={titleId}
      title="Ship the order"
      intro="The shopper gets the tracking link by SMS and e-mail."
      onSubmit={submit}
      onCancel={onClose}
      action="Mark shipped"
      busy={isSubmitting}
    >
      <div className="mt-4 flex flex-col gap-3">
        <SelectField label="Carrier" required error={errors.carrier?.message} {...form.register('carrier')}>
          <option value="">Choose the carrier</option>
          {CARRIER_NAMES.map((carrier) => (
            <option key={carrier} value={carrier}>
              {carrier}
            </option>
          ))}
        </SelectField>
        <Field
          label="Tracking number"
          required
          autoComplete="off"
          error={errors.trackingNumber?.message}
          {...form.register('trackingNumber')}
        />
      </div>
    </DialogForm>
  );
}

type RefundProps = { order: AdminOrder; onClose: () => void; onRefunded: (order: AdminOrder) => void };

export function RefundDialog({ open, ...props }: RefundProps & { open: boolean }) {
  return (
    <AdminDialog open={open} onClose={props.onClose} width="medium">
      {(titleId) => <RefundForm titleId={titleId} {...props} />}
    </AdminDialog>
  );
}

/**
 * Mounted each time the dialog opens, with a new Idempotency-Key: a double click, or a retry after a dropped
 * answer, refunds once. Only a refund the gateway refused (nothing refunded) takes a new key for the next try.
 */
function RefundForm({ titleId, order, onClose, onRefunded }: RefundProps & { titleId: string }) {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const left = order.refundableAmount;
  const form = useForm<OrderRefundFormInput>({
    resolver: useRenderedResolver(zodResolver(OrderRefundFormSchema(left))),
    mode: 'onTouched',
    defaultValues: { amount: paiseToRupeesText(left), reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const res = await adminApi.create<{ order: AdminOrder }>(
      `/admin/orders/${order._id}/refunds`,
      { amount: rupeesToPaise(values.amount), reason: values.reason },
      { 'Idempotency-Key': key },
    );
    if (!res) return;
    if (res.status === 200 && res.body) {
      toastSuccess(res.message);
      onRefunded(res.body.order);
      return;
    }
    if (res.status === 502) setKey(crypto.randomUUID());
    showFieldErrors(res, form.setError, ['amount', 'reason']);
    toastError(res.message);
  });
  return (
    <DialogForm
      titleId={titleId}
      title={`Refund order ${order.orderId}`}
      intro={`${formatINR(left)} of ${formatINR(order.totalAmount)} is left to refund. The money goes back the way the shopper paid; a credit note is issued when the gateway completes it.`}
      onSubmit={submit}
      onCancel={onClose}
      action="Refund"
      actionVariant="danger"
      busy={isSubmitting}
    >
      <div className="mt-4 flex flex-col gap-3">
        <MoneyInput label="Amount" required error={errors.amount?.message} {...form.register('amount')} />
        <TextAreaField
          label="Reason"
          required
          rows={2}
          maxLength={300}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      </div>
    </DialogForm>
  );
}
