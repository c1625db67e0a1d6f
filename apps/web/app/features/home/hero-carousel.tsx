import { useCallback, useEffect, useRef, useState } from 'react';
import { CarouselArrows } from '#app/components/carousel.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import { uploadUrl } from '#app/lib/api.ts';
import { responsiveImage } from '#app/lib/images.ts';
import type { CarouselItem } from '#app/lib/types.ts';
import { useEmbla } from '#app/lib/use-embla.ts';

type Screen = 'DESKTOP' | 'MOBILE';

// Both carousels are in the page and CSS shows one. The first slide of each is eager for the LCP, so on the
// screen where it is hidden its <picture> picks this 1×1 GIF instead of downloading the real image.
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const SCREENS: Record<Screen, { hiddenWhen: string; visibility: string }> = {
  DESKTOP: { hiddenWhen: '(max-width: 767px)', visibility: 'hidden md:block' },
  MOBILE: { hiddenWhen: '(min-width: 768px)', visibility: 'md:hidden' },
};

// Sizes of the seeded artwork; a banner keeps its box before it loads.
const ARTWORK: Record<
  CarouselItem['targetDevice'],
  { width: number; height: number; largest: number; sizes: string }
> = {
  DESKTOP: {
    width: 1920,
    height: 720,
    largest: 1600,
    sizes: '(min-width: 1280px) 1232px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
  },
  MOBILE: { width: 750, height: 900, largest: 800, sizes: 'calc(100vw - 32px)' },
};

function isExternal(link: string) {
  return /^https?:\/\//.test(link);
}

function HeroVideo({ item }: { item: CarouselItem }) {
  const ref = useRef<HTMLVideoElement>(null);
  const { t } = useT('home');
  const [playing, setPlaying] = useState(false);
  const art = ARTWORK[item.targetDevice];

  useEffect(() => {
    const video = ref.current;
    // Only the carousel on screen plays; the hidden one (display: none) has no offsetParent.
    if (!video || video.offsetParent === null) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    video.muted = true;
    video
      .play()
      .then(() => setPlaying(true))
      .catch(() => setPlaying(false));
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      video.muted = true;
      void video.play().then(() => setPlaying(true));
    } else {
      video.pause();
      setPlaying(false);
    }
  };

  return (
    <div className="relative">
      <video
        ref={ref}
        src={uploadUrl(item.image)}
        width={art.width}
        height={art.height}
        poster={item.poster ? uploadUrl(item.poster) : undefined}
        muted
        loop
        playsInline
        preload="none"
        aria-label={item.alt}
        className="block h-auto w-full object-cover"
      />
      <button
        type="button"
        onClick={toggle}
        className="absolute right-4 bottom-4 rounded-full bg-black/55 px-3 py-1.5 text-xs font-medium text-white hover:bg-black/70"
      >
        {t(playing ? 'hero.pauseVideo' : 'hero.playVideo')}
      </button>
    </div>
  );
}

function HeroImage({ item, screen, first }: { item: CarouselItem; screen: Screen; first: boolean }) {
  const art = ARTWORK[item.targetDevice];
  const image = responsiveImage(item.image, art.largest);
  const picture = (
    <picture>
      {first ? <source media={SCREENS[screen].hiddenWhen} srcSet={BLANK} /> : null}
      <img
        {...image}
        sizes={art.sizes}
        width={art.width}
        height={art.height}
        alt={item.alt}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        className="block h-auto w-full"
      />
    </picture>
  );
  const className = 'block focus-visible:outline-offset-[-4px]';
  if (isExternal(item.buttonLink)) {
    return (
      <a href={item.buttonLink} className={className} target="_blank" rel="noopener noreferrer">
        {picture}
      </a>
    );
  }
  return (
    <Link to={item.buttonLink || '/'} className={className}>
      {picture}
    </Link>
  );
}

/** Home carousel (docs/product.md#home) for one kind of screen; the other screen's carousel is hidden by CSS. */
export function HeroCarousel({ items, screen }: { items: CarouselItem[]; screen: Screen }) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const embla = useEmbla(viewport, { loop: items.length > 1, duration: 25 });
  const { t } = useT('home');
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => {
    if (embla) setSelected(embla.selectedScrollSnap());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  if (items.length === 0) return null;
  const label = t(screen === 'DESKTOP' ? 'hero.featuredDesktop' : 'hero.featuredMobile');
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative overflow-hidden rounded-2xl bg-clay-100 shadow-sm shadow-brand-900/5 sm:rounded-3xl ${SCREENS[screen].visibility}`}
    >
      <div ref={setViewport} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group
            <div
              key={item._id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('hero.slideOf', { index: index + 1, count: items.length })}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              {/* docs/product.md#home: a video plays muted and looping instead of linking; to those who prefer
                  less motion it stays on its poster until they press play. */}
              {item.mediaType === 'VIDEO' ? (
                <HeroVideo item={item} />
              ) : (
                <HeroImage item={item} screen={screen} first={index === 0} />
              )}
            </div>
          ))}
        </div>
      </div>
      {items.length > 1 ? (
        <>
          <CarouselArrows
            embla={embla}
            labels={[t('hero.previousSlide'), t('hero.nextSlide')]}
            placement={['left-4', 'right-4']}
            look="hidden -translate-y-1/2 rounded-full bg-white/85 p-2.5 text-brand-900 shadow-md backdrop-blur transition hover:bg-white md:block"
          />
          <div className="absolute inset-x-0 bottom-3 flex justify-center gap-2 sm:bottom-5">
            {items.map((item, index) => (
              <button
                key={item._id}
                type="button"
                aria-label={t('hero.goToSlide', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(index)}
                className="grid h-6 place-items-center"
              >
                <span
                  className={`block h-2 rounded-full shadow-sm ring-1 ring-black/10 transition-all ${index === selected ? 'w-7 bg-brand-800' : 'w-2 bg-white/90'}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
