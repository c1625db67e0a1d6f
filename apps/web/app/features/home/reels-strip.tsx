import { Carousel } from '#app/components/carousel.tsx';
import { InstagramIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { uploadUrl } from '#app/lib/api.ts';
import type { Reel } from './reels.ts';

const url = (file: string) => (/^https?:\/\//.test(file) ? file : uploadUrl(file));

/** Instagram reels as muted looping videos; renders nothing while no reels are configured (see reels.ts). */
export function ReelsStrip({ reels }: { reels: Reel[] }) {
  const { t } = useT('home');
  if (reels.length === 0) return null;
  return (
    <section aria-labelledby="reels-title" className="mx-auto mt-20 max-w-7xl px-4 sm:mt-28 sm:px-6">
      <div className="mb-6 flex items-center gap-3 sm:mb-8">
        <InstagramIcon className="h-7 w-7 text-clay-600" />
        <h2 id="reels-title" className="text-3xl text-brand-900 sm:text-4xl">
          {t('reels.title')}
        </h2>
      </div>
      <Carousel label={t('reels.carousel')} slideClass="basis-1/2 sm:basis-1/3 lg:basis-1/5">
        {reels.map((reel) => (
          <a
            key={reel.src}
            href={reel.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('reels.watch')}
            className="block overflow-hidden rounded-2xl bg-brand-100"
          >
            <video
              src={url(reel.src)}
              poster={url(reel.poster)}
              width={360}
              height={640}
              muted
              loop
              autoPlay
              playsInline
              preload="none"
              className="aspect-[9/16] w-full object-cover"
            />
          </a>
        ))}
      </Carousel>
    </section>
  );
}
