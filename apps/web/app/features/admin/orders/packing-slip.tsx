import { type AdminOrder, brand } from '@shop/shared';
import { OrderAddressLines } from '#app/components/order-address.tsx';
import { formatWhen } from '#app/features/admin/index.ts';

/** The slip itself, printed on its own: what goes in the parcel and to whom, with nothing of the money. */
export function PackingSlip({ order }: { order: AdminOrder }) {
  const address = order.shippingAddress;
  return (
    <article className="mx-auto max-w-3xl rounded-xl border border-brand-100 bg-white p-6 text-ink sm:p-8 print:max-w-none print:rounded-none print:border-0 print:p-0">
      <title>{`Packing slip ${order.orderId} - ${brand.name}`}</title>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-stone-300 pb-4">
        <div>
          <p className="font-serif text-2xl text-brand-900">{brand.name}</p>
          <p className="text-sm text-stone-700">
            {brand.address.line1}, {brand.address.city} {brand.address.pincode}
            <br />
            {brand.phone} · {brand.email}
          </p>
        </div>
        <div className="text-right">
          <h1 className="text-xl font-semibold">Packing slip</h1>
          <p className="text-sm">
            Order <span className="font-semibold">{order.orderId}</span>
          </p>
          <p className="text-sm text-stone-700">{formatWhen(order.paidAt ?? order.createdAt)}</p>
        </div>
      </header>

      <section aria-labelledby="ship-to" className="mt-4">
        <h2 id="ship-to" className="text-xs font-semibold tracking-wider text-stone-600 uppercase">
          Ship to
        </h2>
        {address ? (
          <OrderAddressLines address={address} className="mt-1 text-base">
            {order.user.mobile ? (
              <>
                <br />
                Phone +91 {order.user.mobile}
              </>
            ) : null}
          </OrderAddressLines>
        ) : (
          <p className="mt-1">No shipping address was given.</p>
        )}
      </section>

      <table className="mt-6 w-full border-collapse text-left text-sm">
        <caption className="sr-only">Items to pack</caption>
        <thead>
          <tr className="border-b-2 border-stone-400">
            <th scope="col" className="w-10 py-2 pr-2">
              <span className="sr-only">Packed</span>
            </th>
            {['Item', 'SKU', 'Size'].map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-3">
                {heading}
              </th>
            ))}
            <th scope="col" className="py-2 text-right">
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line) => (
            <tr key={line._id} className="border-b border-stone-200 align-top">
              <td className="py-3 pr-2">
                <span aria-hidden="true" className="block h-5 w-5 rounded-sm border-2 border-stone-500" />
              </td>
              <td className="py-3 pr-3 font-medium">{line.name}</td>
              <td className="py-3 pr-3 font-mono text-xs">{line.product.sku}</td>
              <td className="py-3 pr-3">{line.size.title}</td>
              <td className="py-3 text-right text-base font-semibold">{line.qty}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <th scope="row" colSpan={3} className="py-3 pr-3 text-right font-medium">
              Items in all
            </th>
            <td className="py-3 text-right text-base font-semibold">{order.itemCount}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-8 text-sm text-stone-600">
        Thank you for shopping with {brand.name}. Questions about your order: {brand.phone}, {brand.email}.
      </p>
    </article>
  );
}
