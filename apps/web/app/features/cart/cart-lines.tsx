import { formatINR, shownPrice } from '@shop/shared';
import { TrashIcon } from '#app/components/icons.tsx';
import { Price } from '#app/components/price.tsx';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import type { CartItem } from '#app/lib/session/session-store.ts';
import { lineLabel, QuantityStepper } from './quantity-stepper.tsx';

interface LinesProps {
  cart: CartItem[];
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

const lineKey = (item: CartItem) => `${item._id}-${item.size._id}`;
function LineTotal({ item }: { item: CartItem }) {
  return formatINR(shownPrice(item) * item.quantity, useLanguage());
}

function RemoveButton({ item, onRemove }: { item: CartItem; onRemove: (item: CartItem) => void }) {
  const { t } = useT('cart');
  return (
    <button
      type="button"
      className="grid h-10 w-10 place-items-center rounded-full text-stone-600 transition hover:bg-red-50 hover:text-red-700"
      aria-label={t('line.removeLine', { name: lineLabel(item) })}
      onClick={() => onRemove(item)}
    >
      <TrashIcon className="h-5 w-5" />
    </button>
  );
}

function LineName({ item }: { item: CartItem }) {
  const { t } = useT('cart');
  return (
    <div className="min-w-0">
      <Link
        to={`/product/${item.slug}`}
        className="font-medium text-ink underline-offset-4 hover:text-brand-700 hover:underline"
      >
        {item.name}
      </Link>
      <p className="mt-0.5 text-sm text-stone-600">
        <span className="sr-only">{t('line.size')} </span>
        {item.size.title}
      </p>
    </div>
  );
}

// The wide table's named columns and the padding of each (the remove column, named for screen readers, follows).
const COLUMNS = [
  ['line.product', 'px-5 py-3 font-semibold'],
  ['line.price', 'px-3 py-3 font-semibold'],
  ['line.quantity', 'px-3 py-3 font-semibold'],
  ['line.total', 'px-3 py-3 text-right font-semibold'],
] as const;

/** docs/product.md#cart-page: a real table from tablet width up, stacked cards on phones. */
export function CartLines({ cart, onQuantity, onRemove }: LinesProps) {
  const { t } = useT('cart');
  return (
    <div className="overflow-hidden rounded-2xl border border-brand-100 bg-white" data-cart-lines>
      <table className="hidden w-full text-left md:table">
        <caption className="sr-only">{t('line.caption')}</caption>
        <thead className="border-b border-brand-100 bg-brand-50/60 text-xs tracking-wider text-stone-600 uppercase">
          <tr>
            {COLUMNS.map(([key, className]) => (
              <th key={key} scope="col" className={className}>
                {t(key)}
              </th>
            ))}
            <th scope="col" className="w-16 px-3 py-3">
              <span className="sr-only">{t('line.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100">
          {cart.map((item) => (
            <tr key={lineKey(item)} data-line={lineKey(item)}>
              <td className="px-5 py-5">
                <div className="flex items-center gap-4">
                  <Thumbnail file={item.image} size={88} className="h-22 w-22" />
                  <LineName item={item} />
                </div>
              </td>
              <td className="px-3 py-5 align-middle">
                <Price mrp={item.mrp} salePrice={item.salePrice} size="sm" />
              </td>
              <td className="px-3 py-5">
                <QuantityStepper item={item} onChange={(quantity) => onQuantity(item, quantity)} />
              </td>
              <td className="px-3 py-5 text-right font-semibold tabular-nums" data-line-total>
                <LineTotal item={item} />
              </td>
              <td className="px-3 py-5 text-right">
                <RemoveButton item={item} onRemove={onRemove} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="divide-y divide-brand-100 md:hidden">
        {cart.map((item) => (
          <li key={lineKey(item)} className="flex gap-4 p-4" data-line={lineKey(item)}>
            <Thumbnail file={item.image} size={88} className="h-22 w-22" />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <div className="flex items-start justify-between gap-2">
                <LineName item={item} />
                <div className="-mt-2 -mr-2">
                  <RemoveButton item={item} onRemove={onRemove} />
                </div>
              </div>
              <Price mrp={item.mrp} salePrice={item.salePrice} size="sm" />
              <div className="flex items-center justify-between gap-2">
                <QuantityStepper item={item} onChange={(quantity) => onQuantity(item, quantity)} />
                <p className="text-right">
                  <span className="block text-xs text-stone-600">{t('line.total')}</span>
                  <span className="font-semibold tabular-nums" data-line-total>
                    <LineTotal item={item} />
                  </span>
                </p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
