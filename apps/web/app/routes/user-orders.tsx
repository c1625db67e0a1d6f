import { formatINR } from '@shop/shared';
import { EmptyNotice } from '#app/components/empty-notice.tsx';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { accountGet } from '#app/features/account/account-api.ts';
import { AccountPage } from '#app/features/account/account-page.tsx';
import { LoadingState } from '#app/features/account/loading-state.tsx';
import { orderDate } from '#app/features/account/order-date.ts';
import { StatusBadge } from '#app/features/account/status-badge.tsx';
import type { Order } from '#app/features/account/types.ts';
import { metaT, useLanguage, useT } from '#app/i18n/i18n.ts';
import { listOf } from '#app/lib/envelope.ts';
import { privatePageMeta } from '#app/lib/seo.ts';
import { toastError } from '#app/lib/toast.ts';
import type { Route } from './+types/user-orders';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(metaT(matches, 'account')('orders.title'));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await accountGet<Order[]>('/orders/userOrders', request);
  if (res && res.status !== 200) toastError(res.message);
  return { orders: listOf(res) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <LoadingState />;
}

// On phones each row becomes a card; the column name is drawn before each value from data-label.
const cellClass =
  'flex items-center justify-between gap-4 py-1.5 before:text-sm before:font-medium before:text-stone-600 before:content-[attr(data-label)] md:table-cell md:px-5 md:py-4 md:before:content-none';

/** /user/my-orders (docs/product.md#my-orders). */
export default function UserOrders({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  const { t } = useT('account');
  const language = useLanguage();
  return (
    <AccountPage titleId="orders-title" title={t('orders.title')}>
      {orders.length === 0 ? (
        <EmptyNotice
          title={t('orders.empty')}
          text={t('orders.emptyText')}
          to="/"
          action={t('orders.startShopping')}
        />
      ) : (
        <div className="mt-6 md:overflow-hidden md:rounded-2xl md:border md:border-brand-100 md:bg-white">
          <table className="block w-full text-left md:table">
            <caption className="sr-only">{t('orders.caption')}</caption>
            <thead className="hidden bg-brand-50 text-sm text-stone-700 md:table-header-group">
              <tr>
                {(['order', 'date', 'status', 'total', 'actions'] as const).map((column) => (
                  <th key={column} scope="col" className="px-5 py-3 font-semibold">
                    {t(`orders.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block space-y-4 md:table-row-group md:space-y-0 md:divide-y md:divide-brand-100">
              {orders.map((order) => (
                <tr
                  key={order._id}
                  className="block rounded-2xl border border-brand-100 bg-white p-4 md:table-row md:rounded-none md:border-0 md:p-0"
                >
                  <th
                    scope="row"
                    className="block border-b border-brand-100 pb-3 font-semibold text-ink md:table-cell md:border-0 md:px-5 md:py-4"
                  >
                    {order.orderId}
                  </th>
                  <td data-label={t('orders.date')} className={`${cellClass} pt-3 md:pt-4`}>
                    <time dateTime={order.createdAt} className="text-stone-700">
                      {orderDate(order.createdAt, language)}
                    </time>
                  </td>
                  <td data-label={t('orders.status')} className={cellClass}>
                    <StatusBadge status={order.orderStatus} />
                  </td>
                  <td data-label={t('orders.total')} className={cellClass}>
                    <span>
                      <span className="font-semibold text-ink">{formatINR(order.totalAmount, language)}</span>{' '}
                      {t('orders.forItems', { count: order.itemCount })}
                    </span>
                  </td>
                  <td className="block pt-3 md:table-cell md:px-5 md:py-4">
                    <ButtonLink
                      to={`/user/my-orders/${order._id}`}
                      variant="secondary"
                      size="sm"
                      className="w-full font-semibold md:w-auto"
                    >
                      {t('orders.view')}
                    </ButtonLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AccountPage>
  );
}
