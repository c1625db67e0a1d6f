import { type OrderShipment, whatsappLink } from '@shop/shared';
import { TruckIcon, WhatsAppIcon } from '#app/components/icons.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { Trans } from '#app/i18n/trans.tsx';
import { estimateDay, scanTime } from './tracking-dates.ts';

/**
 * docs/shipments.md#the-shoppers-view: the parcel booked with the courier, on the order page and on /track: the
 * courier, the AWB, the estimate, and the scans newest first with the latest one marked. After a failed attempt
 * (the order's state message says the courier tries again) the shopper may ask the shop for another on WhatsApp.
 */
export function ParcelTracking({
  shipment,
  orderId,
  orderStatus,
  headingLevel = 2,
}: {
  shipment: OrderShipment;
  orderId: string;
  orderStatus: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useT('track');
  const language = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The API lists the scans oldest first; the shopper reads the latest first.
  const scans = [...shipment.scans].reverse();
  return (
    <section
      className="rounded-2xl border border-brand-100 bg-white p-5 sm:p-6"
      aria-labelledby="parcel-title"
      data-parcel-tracking
    >
      <Heading id="parcel-title" className="flex items-center gap-2 font-serif text-lg text-brand-900">
        <TruckIcon className="h-5 w-5 shrink-0 text-brand-700" />
        {t('parcel.title')}
      </Heading>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-600">{t('parcel.courier')}</dt>
          <dd className="font-medium text-ink">{shipment.courierName ?? t('parcel.notAssigned')}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('parcel.awb')}</dt>
          <dd className="font-medium break-all text-ink">{shipment.awb ?? t('parcel.notAssigned')}</dd>
        </div>
      </dl>
      {shipment.estimatedDelivery && shipment.status !== 'DELIVERED' && !isReturning(shipment) ? (
        <p className="mt-3 rounded-xl bg-brand-50 px-4 py-2.5 text-brand-900">
          <Trans
            t={t}
            i18nKey="parcel.estimatedDelivery"
            values={{ date: estimateDay(shipment.estimatedDelivery, language) }}
            components={{ date: <strong className="font-semibold" /> }}
          />
        </p>
      ) : null}
      {orderStatus === 'DELIVERY_FAILED' ? (
        <p className="mt-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <a
            href={whatsappLink(t('parcel.askReattemptText', { orderId }))}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 font-medium underline underline-offset-2"
          >
            <WhatsAppIcon className="h-4 w-4" />
            {t('parcel.askReattempt')}
            <span className="sr-only">{t('parcel.opensWhatsApp')}</span>
          </a>
        </p>
      ) : null}
      {scans.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{t('parcel.noScans')}</p>
      ) : (
        <ol className="mt-4" aria-label={t('parcel.scans')}>
          {scans.map((scan, index) => {
            const latest = index === 0;
            return (
              <li
                key={`${scan.status}-${scan.at}`}
                className="relative flex gap-3 pb-4 last:pb-0"
                aria-current={latest ? 'step' : undefined}
                data-scan={scan.status}
              >
                {index === scans.length - 1 ? null : (
                  <span
                    aria-hidden="true"
                    className="absolute top-4 bottom-0 left-2 w-0.5 -translate-x-1/2 bg-brand-100"
                  />
                )}
                <span
                  aria-hidden="true"
                  className={`relative z-10 mt-1 h-4 w-4 shrink-0 rounded-full ${
                    latest ? 'bg-brand-700 ring-4 ring-brand-100' : 'border-2 border-brand-300 bg-white'
                  }`}
                />
                <div className="min-w-0">
                  <p className={latest ? 'font-semibold text-ink' : 'font-medium text-stone-800'}>
                    {t(`status.${scan.status}`)}
                    {latest ? <span className="sr-only">{t('parcel.current')}</span> : null}
                  </p>
                  <p className="text-sm text-stone-600">
                    <time dateTime={scan.at}>{scanTime(scan.at, language)}</time>
                    {scan.location ? <span className="break-words"> · {scan.location}</span> : null}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

const isReturning = (shipment: OrderShipment) =>
  shipment.status === 'RTO_INITIATED' ||
  shipment.status === 'RTO_DELIVERED' ||
  shipment.status === 'CANCELLED';
