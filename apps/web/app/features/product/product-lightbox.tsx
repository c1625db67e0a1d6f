import { useRef } from 'react';
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import './product-lightbox.css';
import { useT } from '#app/i18n/i18n.ts';

// docs/product.md#motion-and-timing: a drag closes the lightbox at 200 px, or at 50 px when it took under 300 ms (a flick).
const CLOSE_DISTANCE = 200;
const FLICK_DISTANCE = 50;
const FLICK_MS = 300;

export interface LightboxImage {
  src: string;
  alt: string;
  srcSet: { src: string; width: number; height: number }[];
  width: number;
  height: number;
}

/** Zoomable product images, opened in fullscreen (docs/product.md#product-page); loaded only when a shopper opens it. */
export default function ProductLightbox({
  open,
  index,
  images,
  onClose,
  onView,
  onExited,
}: {
  open: boolean;
  index: number;
  images: LightboxImage[];
  onClose: () => void;
  onView: (index: number) => void;
  /** After the closing animation: the opener takes the focus back. */
  onExited: () => void;
}) {
  const { t } = useT('product');
  const zoom = useRef(1);
  const slides: SlideImage[] = images;
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      labels={{
        Lightbox: t('lightbox.lightbox'),
        Carousel: t('lightbox.carousel'),
        Slide: t('lightbox.slide'),
        '{index} of {total}': t('lightbox.slideOf'),
        'Photo gallery': t('lightbox.photoGallery'),
        Previous: t('lightbox.previous'),
        Next: t('lightbox.next'),
        Close: t('lightbox.close'),
        'Zoom in': t('lightbox.zoomIn'),
        'Zoom out': t('lightbox.zoomOut'),
        'Enter Fullscreen': t('lightbox.enterFullscreen'),
        'Exit Fullscreen': t('lightbox.exitFullscreen'),
      }}
      plugins={[Fullscreen, Zoom]}
      fullscreen={{ auto: true }}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      carousel={{ finite: images.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      render={{
        buttonPrev: images.length <= 1 ? () => null : undefined,
        buttonNext: images.length <= 1 ? () => null : undefined,
        slideContainer: ({ children }) => (
          <DragToClose onClose={onClose} isZoomed={() => zoom.current > 1}>
            {children}
          </DragToClose>
        ),
      }}
      on={{
        view: ({ index: current }) => onView(current),
        exited: onExited,
        zoom: ({ zoom: level }) => {
          zoom.current = level;
        },
      }}
    />
  );
}

/** Vertical drag to dismiss with the thresholds of docs/product.md#motion-and-timing; off while zoomed in, where a drag pans the image. */
function DragToClose({
  children,
  onClose,
  isZoomed,
}: {
  children: React.ReactNode;
  onClose: () => void;
  isZoomed: () => boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<{
    id: number;
    x: number;
    y: number;
    at: number;
    pulling: boolean;
    offset: number;
  } | null>(null);

  const move = (offset: number, animate: boolean) => {
    const node = ref.current;
    if (!node) return;
    node.style.transition = animate ? 'transform 200ms ease-out, opacity 200ms ease-out' : 'none';
    node.style.transform = offset ? `translateY(${offset}px)` : '';
    node.style.opacity = offset ? String(Math.max(0.4, 1 - Math.abs(offset) / 500)) : '';
  };

  const end = (event: React.PointerEvent) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    drag.current = null;
    if (!current.pulling) return;
    const distance = Math.abs(current.offset);
    const flick = Date.now() - current.at < FLICK_MS && distance >= FLICK_DISTANCE;
    if (distance >= CLOSE_DISTANCE || flick) onClose();
    else move(0, true);
  };

  return (
    <div
      ref={ref}
      className="yarl__fullsize yarl__flex_center"
      onPointerDown={(event) => {
        if (!event.isPrimary || event.button !== 0 || isZoomed()) return;
        drag.current = {
          id: event.pointerId,
          x: event.clientX,
          y: event.clientY,
          at: Date.now(),
          pulling: false,
          offset: 0,
        };
      }}
      onPointerMove={(event) => {
        const current = drag.current;
        if (!current || current.id !== event.pointerId) return;
        const dx = event.clientX - current.x;
        const dy = event.clientY - current.y;
        if (!current.pulling) {
          // Horizontal drags belong to the carousel.
          if (Math.abs(dy) < 10 || Math.abs(dy) <= Math.abs(dx)) return;
          current.pulling = true;
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        current.offset = dy;
        move(dy, false);
      }}
      onPointerUp={end}
      onPointerCancel={() => {
        if (drag.current?.pulling) move(0, true);
        drag.current = null;
      }}
    >
      {children}
    </div>
  );
}
