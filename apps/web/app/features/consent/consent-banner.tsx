import { hasAdTags } from '@shop/shared';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useLocalize, useT } from '#app/i18n/i18n.ts';
import { useLayoutData } from '#app/lib/layout-data.ts';
import type { ConsentDecision } from './consent-choice.ts';
import { choose, closeBanner, consentStore, reopenBanner, setAdTags } from './consent-store.ts';

// Accept and Reject look exactly alike (docs/privacy.md#consent): neither answer is the easier one to give.
const CHOICE_BUTTON =
  'min-h-11 flex-1 rounded-full border border-brand-700 bg-brand-700 px-6 py-2.5 font-semibold text-white transition hover:bg-brand-800 sm:flex-none sm:min-w-36';

/**
 * The consent banner (docs/privacy.md#consent): at the foot of the window, over nothing the shopper needs, until
 * they answer; again whenever they open "Privacy choices". Loaded by consent-slots.tsx only in the browser and
 * only when the shop has an ad tag: with none there is nothing to agree to.
 */
export function ConsentBannerView() {
  const { adTags } = useLayoutData();
  const { t } = useT('common', { keyPrefix: 'consent' });
  const localize = useLocalize();
  const { choice, open, reopened } = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.get,
    consentStore.getServer,
  );
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const tagged = hasAdTags(adTags);

  useEffect(() => setAdTags(tagged ? adTags : null), [adTags, tagged]);
  useEffect(() => {
    if (open && reopened) titleRef.current?.focus();
  }, [open, reopened]);

  if (!tagged || !open) return null;
  const answer = (decision: ConsentDecision) => () => choose(decision);
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-3xl rounded-2xl border border-brand-200 bg-white p-4 text-ink shadow-2xl sm:inset-x-4 sm:bottom-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-4">
        <h2
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          className="font-serif text-lg text-brand-900 outline-none"
        >
          {t('title')}
        </h2>
        {reopened && choice ? (
          <button
            type="button"
            onClick={closeBanner}
            aria-label={t('close')}
            className="-m-2 grid h-10 w-10 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-brand-50 hover:text-ink"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </div>
      <p className="mt-2 text-sm leading-relaxed text-stone-700">
        {t('body')}{' '}
        <a
          href={localize('/privacy-policy')}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('policyLink')}
        </a>
      </p>
      {reopened && choice ? (
        <p className="mt-2 text-sm font-semibold text-brand-900">{t(`current.${choice.decision}`)}</p>
      ) : null}
      <div className="mt-4 flex gap-3">
        <button type="button" className={CHOICE_BUTTON} onClick={answer('granted')}>
          {t('accept')}
        </button>
        <button type="button" className={CHOICE_BUTTON} onClick={answer('denied')}>
          {t('reject')}
        </button>
      </div>
    </section>
  );
}

/** The footer's way back to the banner. */
export function PrivacyChoicesView() {
  const { t } = useT('common', { keyPrefix: 'consent' });
  return (
    <button type="button" onClick={reopenBanner} className="text-left hover:text-white hover:underline">
      {t('footerLink')}
    </button>
  );
}
