import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/**
 * An Embla carousel on `viewport`, started once `active` (e.g. near the viewport). Embla's code is loaded only
 * then, so it is not among the scripts every page with a carousel downloads first.
 */
export function useEmbla(
  viewport: HTMLElement | null,
  options: EmblaOptionsType,
  active = true,
): EmblaCarouselType | undefined {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  // Options as one value, so a new object literal each render does not restart the carousel.
  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    if (!active || !viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      instance = EmblaCarousel(viewport, JSON.parse(optionsKey) as EmblaOptionsType);
      setEmbla(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setEmbla(undefined);
    };
  }, [active, viewport, optionsKey]);
  return embla;
}
