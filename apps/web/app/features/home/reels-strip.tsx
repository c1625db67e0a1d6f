import { useEffect, useRef, useState } from 'react';
import { Carousel } from '#app/components/carousel.tsx';
import { InstagramIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { uploadUrl } from '#app/lib/api.ts';
import { useNearViewport } from '#app/lib/use-near-viewport.ts';
import type { Reel } from './reels.ts';

const url = (file: string) => (/^https?:\/\//.test(file) ? file : uploadUrl(file));

/**
 * How far ahead of the viewport the strip starts fetching posters: a screen or so of scrolling, so they are there
 * when it arrives, yet nothing of it competes with the first paint of a page opened at the top.
 */
const LOAD_AHEAD = '800px 0px';

/**
 * Instagram reels as muted looping videos; renders nothing while there are no reels (see reels.ts). Nothing of
 * a reel (poster or video) is requested until the strip nears the viewport; each video plays only while it is
 * on screen, and not at all for shoppers who ask for reduced motion, who see the posters.
 */
export function ReelsStrip({ reels }: { reels: Reel[] }) {
  const { t } = useT('home');
  const [section, setSection] = useState<HTMLElement | null>(null);
  const near = useNearViewport(section, LOAD_AHEAD);
  if (reels.length === 0) return null;
  return (
    <section
      ref={setSection}
      aria-labelledby="reels-title"
      className="mx-auto mt-20 max-w-7xl px-4 sm:mt-28 sm:px-6"
    >
      <div className="mb-6 flex items-center gap-3 sm:mb-8">
        <InstagramIcon className="h-7 w-7 text-clay-600" />
        <h2 id="reels-title" className="text-3xl text-brand-900 sm:text-4xl">
          {t('reels.title')}
        </h2>
      </div>
      <Carousel label={t('reels.carousel')} slideClass="basis-1/2 sm:basis-1/3 lg:basis-1/5">
        {reels.map((reel, index) => (
          <a
            key={reel.src}
            href={reel.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('reels.watch', { number: index + 1, total: reels.length })}
            className="block overflow-hidden rounded-2xl bg-brand-100"
          >
            <ReelVideo reel={reel} load={near} />
          </a>
        ))}
      </Carousel>
    </section>
  );
}

/** One reel: sources only once `load`, playing while at least a quarter of it is on screen. */
function ReelVideo({ reel, load }: { reel: Reel; load: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!load || !element) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let onScreen = false;
    const update = () => {
      if (onScreen && !reducedMotion.matches) {
        // A browser may refuse to play (power saving): the poster stays, which is fine.
        element.play().catch(() => {});
      } else if (!element.paused) element.pause();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        onScreen = entries.some((entry) => entry.isIntersecting);
        update();
      },
      { threshold: 0.25 },
    );
    observer.observe(element);
    reducedMotion.addEventListener('change', update);
    return () => {
      observer.disconnect();
      reducedMotion.removeEventListener('change', update);
      element.pause();
    };
  }, [load]);
  return (
    <video
      ref={video}
      src={load ? url(reel.src) : undefined}
      poster={load ? url(reel.poster) : undefined}
      width={360}
      height={640}
      muted
      loop
      playsInline
      preload="none"
      className="aspect-[9/16] w-full object-cover"
    />
  );
}
