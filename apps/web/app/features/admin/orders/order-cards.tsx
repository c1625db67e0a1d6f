import { type AdminOrder, formatINR, type OrderAddress } from '@shop/shared';
import { OrderAddressLines } from '#app/components/order-address.tsx';
import { TitledSection, type TitledSectionProps } from '#app/components/titled-section.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import { formatWhen } from '#app/features/admin/index.ts';
import { uploadUrl } from '#app/lib/api.ts';

const card = 'rounded-xl border border-brand-100 bg-white p-4 sm:p-5';

/** One card of the order page: a section named by its heading. */
export function OrderCard({ className, ...props }: TitledSectionProps & { className?: string }) {
  return (
    <TitledSection
      className={className ? `${card} ${className}` : card}
      titleClassName="text-lg text-brand-900"
      {...props}
    />
  );
}

export function Lines({ order }: { order: AdminOrder }) {
  const less = (paise: number) => `− ${formatINR(paise)}`;
  const amounts: { label: string; value: string }[] = [
    { label: 'Subtotal', value: formatINR(order.subtotal) },
    ...(order.bundleDiscountAmount > 0
      ? [{ label: 'Bundle discount', value: less(order.bundleDiscountAmount) }]
      : []),
    ...(order.couponDiscountAmount > 0
      ? [{ label: `Coupon ${order.couponCode ?? ''}`.trim(), value: less(order.couponDiscountAmount) }]
      : []),
    { label: 'Shipping', value: order.shippingAmount === 0 ? 'Free' : formatINR(order.shippingAmount) },
    ...(order.codFeePaise ? [{ label: 'COD fee', value: formatINR(order.codFeePaise) }] : []),
  ];
  return (
    <OrderCard id="lines" title={order.itemCount === 1 ? '1 item' : `${order.itemCount} items`}>
      <ul className="mt-3 divide-y divide-brand-50">
        {order.products.map((line) => (
          <li key={line._id} className="flex gap-3 py-3">
            <Thumbnail file={line.image} size={56} className="h-14 w-14" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{line.name}</p>
              <p className="text-sm text-stone-600">
                {line.size.title} · SKU {line.product.sku}
              </p>
              <p className="text-sm text-stone-600">
                {line.qty} × {formatINR(line.salePrice)}
                {line.mrp > line.salePrice ? (
                  <>
                    {' '}
                    <s className="text-stone-500">{formatINR(line.mrp)}</s>
                  </>
                ) : null}
              </p>
            </div>
            <p className="font-medium whitespace-nowrap">{formatINR(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-brand-100 pt-3 text-sm">
        {amounts.map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-stone-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 text-base font-semibold">
          {/* A COD order's total is collected at the door, not paid yet. */}
          <dt>{order.paymentMethod === 'COD' ? 'Total to collect' : 'Total paid'}</dt>
          <dd>{formatINR(order.totalAmount)}</dd>
        </div>
        {order.refundedAmount > 0 ? (
          <>
            <div className="flex justify-between gap-3 text-clay-700">
              <dt>Refunded</dt>
              <dd>{less(order.refundedAmount)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-stone-600">Left to refund</dt>
              <dd>{formatINR(order.refundableAmount)}</dd>
            </div>
          </>
        ) : null}
      </dl>
    </OrderCard>
  );
}

function AddressLines({ address }: { address: OrderAddress | null }) {
  if (!address) return <p className="text-stone-600">Not given</p>;
  return <OrderAddressLines address={address} className="text-stone-700" />;
}

export function Customer({ order }: { order: AdminOrder }) {
  const same = JSON.stringify(order.shippingAddress) === JSON.stringify(order.billingAddress);
  return (
    <OrderCard id="customer" title="Customer" className="text-sm">
      <p className="mt-2 font-medium text-ink">{order.user.name ?? '–'}</p>
      {order.user.mobile ? (
        <p>
          <a
            href={`tel:+91${order.user.mobile}`}
            className="text-brand-800 underline-offset-2 hover:underline"
          >
            +91 {order.user.mobile}
          </a>
        </p>
      ) : null}
      {order.user.email ? (
        <p className="break-all">
          <a
            href={`mailto:${order.user.email}`}
            className="text-brand-800 underline-offset-2 hover:underline"
          >
            {order.user.email}
          </a>
        </p>
      ) : null}
      <h3 className="mt-4 font-semibold text-stone-700">Ship to</h3>
      <AddressLines address={order.shippingAddress} />
      <h3 className="mt-4 font-semibold text-stone-700">Bill to</h3>
      {same ? (
        <p className="text-stone-600">Same as shipping</p>
      ) : (
        <AddressLines address={order.billingAddress} />
      )}
    </OrderCard>
  );
}

export function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="min-w-0 break-words">{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Payment({ order }: { order: AdminOrder }) {
  return (
    <OrderCard id="payment" title="Payment">
      <Facts
        rows={[
          ['Method', order.paymentMethod === 'COD' ? 'Cash on delivery' : order.paymentMethod],
          ['Paid', order.paidAt ? formatWhen(order.paidAt) : 'Not paid'],
          [
            'Gateway order',
            <code key="o" className="break-all">
              {order.providerOrderId ?? '–'}
            </code>,
          ],
          [
            'Payment id',
            <code key="p" className="break-all">
              {order.providerPaymentId ?? '–'}
            </code>,
          ],
          ['Invoice', order.invoiceNumber],
        ]}
      />
    </OrderCard>
  );
}

export function Shipment({ order }: { order: AdminOrder }) {
  if (!order.carrier && !order.deliveredAt) return null;
  return (
    <OrderCard id="shipment" title="Shipment">
      <Facts
        rows={[
          ['Carrier', order.carrier],
          [
            'Tracking',
            order.trackingUrl ? (
              <a
                key="t"
                href={order.trackingUrl}
                target="_blank"
                rel="noreferrer"
                className="text-brand-800 underline underline-offset-2"
              >
                {order.trackingNumber}
              </a>
            ) : (
              order.trackingNumber
            ),
          ],
          ['Delivered', order.deliveredAt ? formatWhen(order.deliveredAt) : 'Not yet'],
        ]}
      />
    </OrderCard>
  );
}

export function ReturnRequest({ request }: { request: NonNullable<AdminOrder['returnRequest']> }) {
  return (
    <OrderCard id="return-request" title="Return request" className="border-red-200">
      <p className="mt-1 text-sm text-stone-600">Asked {formatWhen(request.requestedAt)}</p>
      <p className="mt-2 text-sm whitespace-pre-line">{request.reason}</p>
      {request.photos.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {request.photos.map((photo, index) => (
            <li key={photo}>
              <a href={uploadUrl(photo)} target="_blank" rel="noreferrer">
                <Thumbnail
                  file={photo}
                  size={72}
                  className="h-18 w-18"
                  alt={`Photo ${index + 1} of the return`}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </OrderCard>
  );
}

export function Refunds({
  order,
  onPayAgain,
}: {
  order: AdminOrder;
  /** An admin's: pays a COD refund whose payout the bank sent back again. */
  onPayAgain?: ((refund: AdminOrder['refunds'][number]) => void) | undefined;
}) {
  const status = {
    PENDING: 'With the gateway',
    PROCESSED: 'Completed',
    FAILED: 'Failed',
    REVERSED: 'Reversed by the bank: pay again',
  } as const;
  const how = { GATEWAY: '', PAYOUT: ' · paid out', BY_HAND: ' · paid by hand', UNCOLLECTED: '' } as const;
  return (
    <OrderCard id="refunds" title="Refunds">
      <ul className="mt-2 divide-y divide-brand-50 text-sm">
        {order.refunds.map((refund) => (
          <li key={refund._id} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              <span className="font-medium">{formatINR(refund.amount)}</span> · {refund.reason}
              <span className="block text-xs text-stone-600">
                Asked {formatWhen(refund.createdAt)}
                {how[refund.method]}
                {refund.processedAt ? ` · completed ${formatWhen(refund.processedAt)}` : ''}
                {refund.creditNoteNumber ? ` · credit note ${refund.creditNoteNumber}` : ''}
                {refund.utr ? ` · UTR ${refund.utr}` : ''}
              </span>
              {refund.failure ? <span className="block text-xs text-red-700">{refund.failure}</span> : null}
            </span>
            <span className="flex flex-col items-end gap-1">
              <span
                className={
                  refund.status === 'FAILED' || refund.status === 'REVERSED'
                    ? 'font-medium text-red-700'
                    : 'text-stone-700'
                }
              >
                {refund.status === 'PENDING' && refund.method === 'PAYOUT'
                  ? 'Being paid out'
                  : status[refund.status]}
              </span>
              {refund.status === 'REVERSED' && onPayAgain ? (
                <Button size="sm" variant="secondary" onClick={() => onPayAgain(refund)}>
                  Pay again
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </OrderCard>
  );
}
