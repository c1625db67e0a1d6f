import { useEffect, useState } from 'react';
import { useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import type { PromotionText } from '#app/lib/types.ts';

/** The header promotion texts, one at a time; pauses on hover and focus. */
export function AnnouncementBar({
  promotions,
  tone = 'dark',
}: {
  promotions: PromotionText[];
  tone?: 'dark' | 'light';
}) {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (promotions.length < 2 || paused) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % promotions.length), 4000);
    return () => window.clearInterval(timer);
  }, [promotions.length, paused]);

  if (promotions.length === 0) return null;
  const current = promotions[index % promotions.length] as PromotionText;
  const colors = tone === 'dark' ? 'bg-brand-800 text-brand-50' : 'bg-clay-100 text-clay-700';
  return (
    <section
      aria-label={t('header.offers')}
      className={`${colors} text-center text-xs font-medium tracking-wide sm:text-sm`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-center px-4">
        <p key={current._id} className="animate-[fade_400ms_ease-out] truncate">
          {current.link ? (
            <Link to={current.link} className="underline-offset-4 hover:underline">
              {current.title}
            </Link>
          ) : (
            current.title
          )}
        </p>
      </div>
    </section>
  );
}
