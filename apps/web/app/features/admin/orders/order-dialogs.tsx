import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrder,
  type ApiEnvelope,
  type BackOfficeMove,
  CARRIER_NAMES,
  COD_PAYMENT_METHOD,
  COD_REFUND_METHODS,
  type CodRefundMethod,
  formatINR,
  type OrderRefundFormInput,
  OrderRefundFormSchema,
  paiseToRupeesText,
  rupeesToPaise,
  type ShipOrderFormInput,
  ShipOrderFormSchema,
  UTR_PATTERN,
} from '@shop/shared';
import { useId, useState } from 'react';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field, SelectField, TextAreaField } from '#app/components/ui/field.tsx';
import {
  AdminDialog,
  adminApi,
  DialogForm,
  MoneyInput,
  showFieldErrors,
  useConfirm,
} from '#app/features/admin/index.ts';
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

/** How a COD order's refund is paid (docs/cod.md#refunds): the method, and the bank's UTR for one made by hand. */
interface CodMethodInput {
  method: CodRefundMethod;
  utr: string;
}
const codMethodRules = (values: CodMethodInput, context: z.RefinementCtx) => {
  if (values.method !== 'BY_HAND') return;
  const utr = values.utr.trim();
  if (!utr) context.addIssue({ code: 'custom', path: ['utr'], message: 'UTR is a required field' });
  else if (!UTR_PATTERN.test(utr)) {
    context.addIssue({ code: 'custom', path: ['utr'], message: 'UTR must be 6 to 30 letters or digits' });
  }
};
const CodMethodSchema = z
  .object({ method: z.enum(COD_REFUND_METHODS), utr: z.string() })
  .superRefine(codMethodRules);

type RefundFormInput = OrderRefundFormInput & CodMethodInput;

/**
 * Mounted each time the dialog opens, with a new Idempotency-Key: a double click, or a retry after a dropped
 * answer, refunds once. Only a refund the gateway or the payout refused (nothing refunded) takes a new key for the
 * next try. A COD order's refund chooses how the money goes, and is confirmed before it is sent.
 */
function RefundForm({ titleId, order, onClose, onRefunded }: RefundProps & { titleId: string }) {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { confirm, dialog } = useConfirm();
  const cod = order.paymentMethod === COD_PAYMENT_METHOD;
  const left = order.refundableAmount;
  const form = useForm<RefundFormInput>({
    resolver: useRenderedResolver(
      zodResolver(
        cod
          ? OrderRefundFormSchema(left)
              .extend({ method: z.enum(COD_REFUND_METHODS), utr: z.string() })
              .superRefine(codMethodRules)
          : OrderRefundFormSchema(left).extend({ method: z.enum(COD_REFUND_METHODS), utr: z.string() }),
      ),
    ),
    mode: 'onTouched',
    defaultValues: {
      amount: paiseToRupeesText(left),
      reason: '',
      method: order.refundTo ? 'PAYOUT' : 'BY_HAND',
      utr: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const method = form.watch('method');
  const submit = form.handleSubmit(async (values) => {
    const amount = rupeesToPaise(values.amount);
    if (cod) {
      const yes = await confirm({
        title: `Refund ${formatINR(amount ?? 0)}?`,
        body:
          values.method === 'PAYOUT'
            ? `${formatINR(amount ?? 0)} is paid out now to ${order.refundTo}. This cannot be undone.`
            : `The refund is recorded as paid by hand with UTR ${values.utr.trim()}, and its credit note issued.`,
        action: values.method === 'PAYOUT' ? 'Pay out' : 'Record refund',
      });
      if (!yes) return;
    }
    const res = await adminApi.create<{ order: AdminOrder }>(
      `/admin/orders/${order._id}/refunds`,
      {
        amount,
        reason: values.reason,
        ...(cod
          ? { method: values.method, ...(values.method === 'BY_HAND' ? { utr: values.utr.trim() } : {}) }
          : {}),
      },
      { 'Idempotency-Key': key },
    );
    if (!res) return;
    if (res.status === 200 && res.body) {
      toastSuccess(res.message);
      onRefunded(res.body.order);
      return;
    }
    if (res.status === 502) setKey(crypto.randomUUID());
    showFieldErrors(res, form.setError, ['amount', 'reason', 'method', 'utr']);
    toastError(res.message);
  });
  return (
    <DialogForm
      titleId={titleId}
      title={`Refund order ${order.orderId}`}
      intro={
        cod
          ? `${formatINR(left)} of the ${formatINR(order.totalAmount)} collected in cash is left to refund. It goes by UPI or bank transfer; a credit note is issued when it is paid.`
          : `${formatINR(left)} of ${formatINR(order.totalAmount)} is left to refund. The money goes back the way the shopper paid; a credit note is issued when the gateway completes it.`
      }
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
        {cod ? (
          <CodMethodFields
            register={form.register as unknown as UseFormRegister<CodMethodInput>}
            errors={errors}
            method={method}
            refundTo={order.refundTo}
          />
        ) : null}
      </div>
      {dialog}
    </DialogForm>
  );
}

/** Pay out to the shopper's destination (only when they gave one), or record a transfer made by hand. */
function CodMethodFields({
  register,
  errors,
  method,
  refundTo,
}: {
  register: UseFormRegister<CodMethodInput>;
  errors: FieldErrors<CodMethodInput>;
  method: CodRefundMethod;
  refundTo: string | null;
}) {
  const id = useId();
  const option =
    'flex min-h-11 items-start gap-2 rounded-lg border border-brand-100 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 focus-within:outline-3 focus-within:outline-clay-500';
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-stone-800">How the money goes</legend>
      <label className={`${option} ${refundTo ? 'cursor-pointer' : 'cursor-not-allowed text-stone-500'}`}>
        <input
          type="radio"
          value="PAYOUT"
          disabled={!refundTo}
          aria-describedby={refundTo ? undefined : `${id}-no-destination`}
          className="mt-0.5 h-4 w-4 accent-brand-700"
          {...register('method')}
        />
        <span>
          {refundTo ? `Pay out to ${refundTo}` : 'Pay out'}
          {refundTo ? null : (
            <span id={`${id}-no-destination`} className="block text-xs">
              The shopper gave no UPI id or bank account on the return form
            </span>
          )}
        </span>
      </label>
      <label className={`${option} cursor-pointer`}>
        <input
          type="radio"
          value="BY_HAND"
          className="mt-0.5 h-4 w-4 accent-brand-700"
          {...register('method')}
        />
        <span>Paid by hand: the team made the transfer</span>
      </label>
      {errors.method?.message ? <p className="text-sm text-red-700">{errors.method.message}</p> : null}
      {method === 'BY_HAND' ? (
        <Field
          label="UTR of the transfer"
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          hint="The bank's reference: 6 to 30 letters or digits"
          error={errors.utr?.message}
          {...register('utr')}
        />
      ) : null}
    </fieldset>
  );
}

type PayAgainProps = {
  order: AdminOrder;
  refund: AdminOrder['refunds'][number];
  onClose: () => void;
  onPaid: (order: AdminOrder) => void;
};

export function PayAgainDialog({ open, ...props }: PayAgainProps & { open: boolean }) {
  return (
    <AdminDialog open={open} onClose={props.onClose} width="medium">
      {(titleId) => <PayAgainForm titleId={titleId} {...props} />}
    </AdminDialog>
  );
}

/** A COD refund whose payout the bank sent back, paid again on the same refund (its credit note kept). */
function PayAgainForm({ titleId, order, refund, onClose, onPaid }: PayAgainProps & { titleId: string }) {
  const { confirm, dialog } = useConfirm();
  const form = useForm<CodMethodInput>({
    resolver: useRenderedResolver(zodResolver(CodMethodSchema)),
    mode: 'onTouched',
    defaultValues: { method: order.refundTo ? 'PAYOUT' : 'BY_HAND', utr: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const method = form.watch('method');
  const submit = form.handleSubmit(async (values) => {
    const yes = await confirm({
      title: `Pay ${formatINR(refund.amount)} again?`,
      body:
        values.method === 'PAYOUT'
          ? `${formatINR(refund.amount)} is paid out now to ${order.refundTo}.`
          : `The refund is recorded as paid by hand with UTR ${values.utr.trim()}.`,
      action: values.method === 'PAYOUT' ? 'Pay out' : 'Record refund',
    });
    if (!yes) return;
    const res = await adminApi.create<{ order: AdminOrder }>(
      `/admin/orders/${order._id}/refunds/${refund._id}/pay-again`,
      { method: values.method, ...(values.method === 'BY_HAND' ? { utr: values.utr.trim() } : {}) },
    );
    if (!res) return;
    if (res.status === 200 && res.body) {
      toastSuccess(res.message);
      onPaid(res.body.order);
      return;
    }
    showFieldErrors(res, form.setError, ['method', 'utr']);
    toastError(res.message);
  });
  return (
    <DialogForm
      titleId={titleId}
      title={`Pay the refund of ${formatINR(refund.amount)} again`}
      intro={`The bank sent the payout back${refund.failure ? ` (${refund.failure})` : ''}. It is still owed; paid again, it keeps its credit note${refund.creditNoteNumber ? ` ${refund.creditNoteNumber}` : ''}.`}
      onSubmit={submit}
      onCancel={onClose}
      action="Pay again"
      actionVariant="danger"
      busy={isSubmitting}
    >
      <div className="mt-4">
        <CodMethodFields register={form.register} errors={errors} method={method} refundTo={order.refundTo} />
      </div>
      {dialog}
    </DialogForm>
  );
}
