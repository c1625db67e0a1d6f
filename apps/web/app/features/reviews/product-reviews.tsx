import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SectionTitle } from '#app/components/section-title.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useLocalize, useT } from '#app/i18n/i18n.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import type { RatingStats } from '#app/lib/types.ts';
import { ReviewList, type ReviewPage } from './review-list.tsx';
import { ReviewSummary } from './review-summary.tsx';

// The form (react-hook-form and zod) loads only when a shopper opens it.
const ReviewForm = lazy(() => import('./review-form.tsx'));

/** Reviews block of the product page (docs/product.md#product-page): summary, Write A Review with its inline form, the list. */
export function ProductReviews({
  productId,
  stats,
  reviews,
}: {
  productId: string;
  stats: RatingStats;
  reviews: ReviewPage;
}) {
  const [session] = useSession();
  const navigate = useNavigate();
  const localize = useLocalize();
  const { t } = useT('product');
  const [formOpen, setFormOpen] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const formId = useId();

  useEffect(() => {
    if (formOpen) formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [formOpen]);

  const onWrite = () => {
    // docs/product.md#access: writing a review needs a login.
    if (!session.token) {
      navigate(localize('/login'));
      return;
    }
    setFormOpen((open) => !open);
  };

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-16 scroll-mt-24 sm:mt-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <SectionTitle id="reviews-heading" eyebrow={t('reviews.eyebrow')} title={t('reviews.title')} />
        </div>
        <Button
          variant="outline"
          onClick={onWrite}
          aria-expanded={formOpen}
          aria-controls={formId}
          className="py-2.5"
        >
          {t('reviews.write')}
        </Button>
      </div>
      <div className="mt-8 rounded-2xl border border-brand-100 bg-white p-5 sm:p-8">
        <ReviewSummary stats={stats} />
      </div>
      <div id={formId} ref={formRef} className="scroll-mt-24">
        {formOpen ? (
          <div className="mt-6 rounded-2xl border border-brand-100 bg-white p-5 sm:p-8">
            <h3 className="font-serif text-2xl text-brand-900">{t('reviews.write')}</h3>
            <p className="mt-1 text-sm text-stone-600">{t('reviews.approvalNote')}</p>
            <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <Suspense fallback={<div className="h-96" aria-busy="true" />}>
                <ReviewForm productId={productId} />
              </Suspense>
              <aside className="hidden self-start rounded-2xl bg-brand-50 p-5 text-sm text-stone-700 lg:block">
                <h4 className="font-serif text-lg text-brand-900">{t('reviews.tipsTitle')}</h4>
                <ul className="mt-3 list-disc space-y-1.5 pl-5">
                  <li>{t('reviews.tipSkin')}</li>
                  <li>{t('reviews.tipHowLong')}</li>
                  <li>{t('reviews.tipChanged')}</li>
                </ul>
              </aside>
            </div>
          </div>
        ) : null}
      </div>
      <div className="mt-8">
        <ReviewList productId={productId} first={reviews} />
      </div>
    </section>
  );
}
