import { hasAdTags } from '@shop/shared';
import { type ComponentType, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useLayoutData } from '#app/lib/layout-data.ts';

type Views = typeof import('./consent-banner.tsx');

/**
 * Fetches the banner's module once the page runs, and only when the shop has an ad tag to ask about: a shop
 * without one sends no byte of it, and with one it comes after hydration, never before the first paint.
 */
function useConsentView(pick: (views: Views) => ComponentType): ComponentType | null {
  const { adTags } = useLayoutData();
  const [View, setView] = useState<ComponentType | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pick` names a fixed export
  useEffect(() => {
    if (!hasAdTags(adTags)) return;
    let current = true;
    import('./consent-banner.tsx')
      .then((views) => {
        if (current) setView(() => pick(views));
      })
      .catch((error: unknown) => console.warn('consent banner unavailable', error));
    return () => {
      current = false;
    };
  }, [adTags]);
  return View;
}

/** The consent banner, at the root of every page (docs/privacy.md#consent); the back office reports nothing, so not there. */
export function ConsentBanner() {
  const View = useConsentView((views) => views.ConsentBannerView);
  const { pathname } = useLocation();
  const backOffice = pathname === '/admin' || pathname.startsWith('/admin/');
  return View && !backOffice ? <View /> : null;
}

/** "Privacy choices" in the footer, which opens the banner again. */
export function PrivacyChoices() {
  const View = useConsentView((views) => views.PrivacyChoicesView);
  return View ? <View /> : null;
}
