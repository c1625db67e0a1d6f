import type { EmblaCarouselType } from 'embla-carousel';
import { Children, useCallback, useEffect, useState } from 'react';
import { useT } from '#app/i18n/i18n.ts';
import { useEmbla } from '#app/lib/use-embla.ts';
import { useNearViewport } from '#app/lib/use-near-viewport.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

/**
 * Slide widths by screen, as Tailwind basis classes. docs/product.md#motion-and-timing: the main carousel
 * shows 4 / 3 under 1024 px / 2 under 600 px; another 3 / 3 / 2 / 1.
 */
export const SLIDES = {
  four: 'basis-1/2 min-[600px]:basis-1/3 lg:basis-1/4',
  three: 'basis-full min-[480px]:basis-1/2 min-[600px]:basis-1/3',
  one: 'basis-full',
} as const;

/**
 * The previous and next buttons over a carousel, left and right of its middle: `placement` sets each one's side,
 * `look` styles both.
 */
export function CarouselArrows({
  embla,
  labels,
  placement,
  look,
  disabled = [false, false],
}: {
  embla: EmblaCarouselType | undefined;
  labels: readonly [string, string];
  placement: readonly [string, string];
  look: string;
  disabled?: readonly [boolean, boolean];
}) {
  const arrows = [
    { Icon: ChevronLeftIcon, scroll: () => embla?.scrollPrev() },
    { Icon: ChevronRightIcon, scroll: () => embla?.scrollNext() },
  ];
  return arrows.map(({ Icon, scroll }, index) => (
    <button
      key={placement[index]}
      type="button"
      onClick={scroll}
      disabled={disabled[index]}
      aria-label={labels[index]}
      className={`absolute top-1/2 ${placement[index]} ${look}`}
    >
      <Icon className="h-5 w-5" />
    </button>
  ));
}

/** More slides than this show a counter instead of dots. */
const MAX_DOTS = 8;

export function Carousel({
  label,
  slideClass = SLIDES.four,
  children,
  autoplayMs,
  loop = false,
  showDots = false,
  className = '',
}: {
  label: string;
  slideClass?: string;
  children: React.ReactNode;
  autoplayMs?: number;
  loop?: boolean;
  showDots?: boolean;
  className?: string;
}) {
  // docs/product.md#motion-and-timing: carousels slide with a short animation.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const nearViewport = useNearViewport(viewport);
  // Embla measures every slide when it starts; a carousel far down the page starts when it comes near.
  const embla = useEmbla(
    viewport,
    { align: 'start', loop, duration: 25, containScroll: 'trimSnaps' },
    nearViewport,
  );
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
    setSelected(embla.selectedScrollSnap());
    setSnaps(embla.scrollSnapList());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  useEffect(() => {
    if (!embla || !autoplayMs) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let paused = false;
    const root = embla.rootNode();
    const pause = () => {
      paused = true;
    };
    const resume = () => {
      paused = false;
    };
    root.addEventListener('pointerenter', pause);
    root.addEventListener('pointerleave', resume);
    root.addEventListener('focusin', pause);
    root.addEventListener('focusout', resume);
    const timer = window.setInterval(() => {
      if (paused || document.hidden) return;
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    }, autoplayMs);
    return () => {
      window.clearInterval(timer);
      root.removeEventListener('pointerenter', pause);
      root.removeEventListener('pointerleave', resume);
      root.removeEventListener('focusin', pause);
      root.removeEventListener('focusout', resume);
    };
  }, [embla, autoplayMs]);

  const { t } = useT();
  const slides = Children.toArray(children);
  return (
    <section aria-roledescription="carousel" aria-label={label} className={`relative ${className}`}>
      {/* NOTE: relative, so that visually hidden text in slides off screen (absolutely positioned) is clipped here
          too; otherwise it escapes the clipping and widens the whole document on a phone. */}
      <div ref={setViewport} className="relative overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={index}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${slideClass}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slideOf', { index: index + 1, count: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {canPrev || canNext ? (
        <CarouselArrows
          embla={embla}
          labels={[t('carousel.previous'), t('carousel.next')]}
          disabled={[!canPrev && !loop, !canNext && !loop]}
          placement={['-left-3', '-right-3']}
          look="hidden -translate-y-1/2 rounded-full border border-brand-200 bg-white/95 p-2 text-brand-800 shadow-sm transition hover:bg-brand-50 disabled:opacity-0 md:block"
        />
      ) : null}
      {showDots && snaps.length > 1 ? (
        snaps.length > MAX_DOTS ? (
          // Past a handful, dots are too small to tap and too many to count: say where we are instead.
          <p className="mt-4 text-center text-sm text-stone-600" aria-live="polite">
            {selected + 1} / {snaps.length}
          </p>
        ) : (
          <div className="mt-3 flex justify-center">
            {snaps.map((_, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: dots are positional
                key={index}
                type="button"
                aria-label={t('carousel.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(index)}
                className="grid h-8 min-w-8 place-items-center"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${index === selected ? 'w-6 bg-brand-700' : 'w-2 bg-brand-200'}`}
                />
              </button>
            ))}
          </div>
        )
      ) : null}
    </section>
  );
}
