import { formatINR } from '@shop/shared';
import { ChevronLeftIcon } from '#app/components/icons.tsx';
import { OrderAddressLines } from '#app/components/order-address.tsx';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import { Typed } from '#app/i18n/typed.tsx';
import { useCountryName, useStateName } from './place-names.ts';
import { StatusBadge } from './status-badge.tsx';
import type { Order, OrderAddress } from './types.ts';

// The cards of the order page (/user/my-orders/{id}) share one frame.
export const orderCard = 'rounded-2xl border border-brand-100 bg-white p-5 sm:p-6';
export const orderCardTitle = 'font-serif text-lg text-brand-900';

/** The methods the catalog names (`order.paymentMethods`); any other is shown as the gateway wrote it. */
const PAYMENT_METHODS = ['CARD', 'NETBANKING', 'WALLET', 'PAYLATER', 'ONLINE'] as const;
const namedMethod = (method: string): method is (typeof PAYMENT_METHODS)[number] =>
  (PAYMENT_METHODS as readonly string[]).includes(method);

export function BackToOrders() {
  const { t } = useT(['account', 'common']);
  return (
    <Link
      to="/user/my-orders"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:text-brand-700"
    >
      <ChevronLeftIcon className="h-4 w-4" />
      {t('order.back')}
    </Link>
  );
}

/** An order the shopper cannot see: unknown, not theirs, or not loaded. */
export function OrderMissing({ failed }: { failed: boolean }) {
  const { t } = useT(['account', 'common']);
  return (
    <section aria-labelledby="order-title">
      <BackToOrders />
      <div className="mt-4 rounded-2xl border border-brand-100 bg-white px-6 py-12 text-center">
        <h1 id="order-title" className="text-3xl text-brand-900">
          {failed ? t('order.failedTitle') : t('order.notFoundTitle')}
        </h1>
        <p className="mt-3 text-stone-600">{failed ? t('order.failedText') : t('order.notFoundText')}</p>
        <ButtonLink to="/user/my-orders" className="mt-6">
          {t('order.backToOrders')}
        </ButtonLink>
      </div>
    </section>
  );
}

export function OrderContactCard({ user }: { user: Order['user'] }) {
  const { t } = useT(['account', 'common']);
  return (
    <section className={orderCard} aria-label={t('order.contact')}>
      <h2 className={orderCardTitle}>{t('order.contact')}</h2>
      <dl className="mt-3 space-y-1 text-stone-700">
        <div>
          <dt className="sr-only">{t('order.name')}</dt>
          <dd className="font-medium text-ink">{user.name ? <Typed>{user.name}</Typed> : '—'}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('order.mobile')}</dt>
          <dd>{user.mobile ? `+91 ${user.mobile}` : '—'}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('order.email')}</dt>
          <dd className="break-words">{user.email || '—'}</dd>
        </div>
      </dl>
    </section>
  );
}

export function OrderAddressCard({ title, address }: { title: string; address: OrderAddress | null }) {
  const { t } = useT(['account', 'common']);
  const placeName = { state: useStateName(), country: useCountryName() };
  return (
    <section className={orderCard} aria-label={title}>
      <h2 className={orderCardTitle}>{title}</h2>
      {address ? (
        <OrderAddressLines address={address} className="mt-3 text-stone-700" placeName={placeName} />
      ) : (
        <p className="mt-3 text-stone-600">{t('order.notGiven')}</p>
      )}
    </section>
  );
}

export function OrderPaymentCard({ order }: { order: Order }) {
  const { t } = useT(['account', 'common', 'cod']);
  const language = useLanguage();
  const cod = order.paymentMethod === 'COD';
  const awaitingConfirmation =
    cod && order.paymentStatus === 'COD_PENDING' && !order.codConfirmedAt && order.orderStatus === 'PLACED';
  return (
    <section className={orderCard} aria-label={t('order.payment')} data-order-payment>
      <h2 className={orderCardTitle}>{t('order.payment')}</h2>
      <dl className="mt-3 space-y-2 text-stone-700">
        <div className="flex justify-between gap-3">
          <dt>{t('order.paymentMethod')}</dt>
          <dd className="font-medium text-ink">
            {cod
              ? t('cod:account.method')
              : namedMethod(order.paymentMethod)
                ? t(`order.paymentMethods.${order.paymentMethod}`)
                : order.paymentMethod}
          </dd>
        </div>
        {order.codFeePaise ? (
          <div className="flex justify-between gap-3">
            <dt>{t('cod:account.codFee')}</dt>
            <dd className="font-medium text-ink" data-cod-fee>
              {formatINR(order.codFeePaise, language)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3">
          <dt>{t('order.total')}</dt>
          <dd className="font-medium text-ink">{formatINR(order.totalAmount, language)}</dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt>{t('order.paymentStatus')}</dt>
          <dd>
            <StatusBadge status={order.paymentStatus} kind="payment" />
          </dd>
        </div>
      </dl>
      {awaitingConfirmation ? (
        <p className="mt-4 rounded-xl bg-clay-50 px-4 py-3 text-sm text-clay-800" data-cod-waiting>
          <strong className="block font-semibold">{t('cod:account.waiting')}</strong>
          {t('cod:account.waitingText')}
        </p>
      ) : null}
    </section>
  );
}
