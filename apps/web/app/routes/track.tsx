import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { PageTitle } from '#app/components/section-title.tsx';
import { type TrackAnswer, trackOrder } from '#app/features/tracking/track-api.ts';
import { TrackForm, type TrackQuery } from '#app/features/tracking/track-form.tsx';
import { TrackedOrderView } from '#app/features/tracking/tracked-order.tsx';
import { metaT, useLanguage, useT } from '#app/i18n/i18n.ts';
import { pageTitle } from '#app/lib/seo.ts';
import type { Route } from './+types/track';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'track');
  return [
    { title: pageTitle(t('page.title')) },
    { name: 'description', content: t('page.description') },
    // An order's page for whoever holds its id and mobile number: nothing for a search engine.
    { name: 'robots', content: 'noindex' },
  ];
};

/**
 * /track and /hi/track (docs/shipments.md#the-shoppers-view): an order's state and parcel for anyone with its id
 * and the mobile number it was placed with, no login. The shipping message links here with `?orderId=`.
 */
export default function Track() {
  const { t } = useT('track');
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<TrackAnswer | null>(null);

  const lookUp = async (query: TrackQuery) => {
    setBusy(true);
    setAnswer(await trackOrder(query.orderId, query.mobile, language));
    setBusy(false);
  };

  const problem =
    answer?.kind === 'notFound'
      ? answer.message
      : answer?.kind === 'limited'
        ? t('page.tooMany', { count: answer.minutes })
        : answer?.kind === 'failed'
          ? t('page.failed')
          : answer?.kind === 'invalid' && !answer.errors.orderId && !answer.errors.mobile
            ? answer.message
            : null;

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pt-6 pb-10 sm:px-6 lg:px-8">
      <Breadcrumb trail={[{ label: t('page.title') }]} />
      <header className="mt-8">
        <PageTitle eyebrow={t('parcel.title')} title={t('page.title')} />
        <p className="mt-4 leading-relaxed text-stone-700">{t('page.intro')}</p>
      </header>
      <section
        className="mt-8 rounded-3xl border border-brand-100 bg-white p-5 sm:p-8"
        aria-label={t('page.title')}
      >
        <TrackForm
          initialOrderId={searchParams.get('orderId')?.trim().toUpperCase() ?? ''}
          busy={busy}
          serverErrors={answer?.kind === 'invalid' ? answer.errors : {}}
          onSubmit={lookUp}
        />
        <div role="alert" className="empty:hidden">
          {problem ? (
            <p className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
              {problem}
            </p>
          ) : null}
        </div>
      </section>
      {answer?.kind === 'found' ? <TrackedOrderView order={answer.order} /> : null}
    </main>
  );
}
