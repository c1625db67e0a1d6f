import { IMAGE_WIDTHS } from '@shop/shared';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '#app/i18n/i18n.ts';
import { uploadUrl } from '#app/lib/api.ts';
import { responsiveImage } from '#app/lib/images.ts';
import type { LightboxImage } from './product-lightbox.tsx';

const loadLightbox = () => import('./product-lightbox.tsx');
const ProductLightbox = lazy(loadLightbox);

// Seeded and uploaded product photos are square, 800 px at most.
const LARGEST = 800;

function lightboxImage(file: string, alt: string): LightboxImage {
  const url = uploadUrl(file);
  return {
    src: `${url}?w=${LARGEST}`,
    alt,
    width: LARGEST,
    height: LARGEST,
    srcSet: IMAGE_WIDTHS.filter((width) => width <= LARGEST).map((width) => ({
      src: `${url}?w=${width}`,
      width,
      height: width,
    })),
  };
}

/** docs/product.md#product-page: the product's images with thumbnails; the main image opens a zoomable lightbox. */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const { t } = useT('product');
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing can animate.
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const files = images.length > 0 ? images : [''];
  const current = files[Math.min(index, files.length - 1)];
  const altOf = (position: number) =>
    files.length > 1 ? t('gallery.image', { name, index: position + 1, count: files.length }) : name;

  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse lg:items-start lg:gap-4">
      <button
        ref={opener}
        type="button"
        className="group relative block w-full cursor-zoom-in overflow-hidden rounded-3xl border border-brand-100 bg-white"
        aria-label={t('gallery.open', { image: altOf(index) })}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadLightbox()}
        onFocus={() => void loadLightbox()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <img
          {...responsiveImage(current, LARGEST)}
          sizes="(min-width: 1280px) 560px, (min-width: 1024px) 42vw, 100vw"
          alt={altOf(index)}
          width={LARGEST}
          height={LARGEST}
          fetchPriority={index === 0 ? 'high' : undefined}
          className="aspect-square h-auto w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
        <span
          aria-hidden="true"
          className="absolute right-4 bottom-4 flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow-sm"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinecap="round"
          >
            <circle cx="11" cy="11" r="6.5" />
            <path d="m20 20-4.2-4.2M11 8.5v5M8.5 11h5" />
          </svg>
        </span>
      </button>
      {files.length > 1 ? (
        <ul
          aria-label={t('gallery.images')}
          // A product may have many photos: on a phone they wrap into rows rather than widen the page.
          className="flex flex-wrap gap-3 lg:w-20 lg:shrink-0 lg:flex-col lg:flex-nowrap"
        >
          {files.map((file, position) => (
            <li key={file} className="w-20 lg:w-full">
              <button
                type="button"
                aria-label={t('gallery.show', { index: position + 1, count: files.length })}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
                // A button shrinks to its content, and a lazy image has none until it loads: w-full keeps the row's height.
                className={`block w-full overflow-hidden rounded-xl border-2 bg-white transition ${
                  position === index ? 'border-brand-700' : 'border-transparent hover:border-brand-200'
                }`}
              >
                <img
                  {...responsiveImage(file, 160)}
                  sizes="80px"
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square h-auto w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {mounted ? (
        <Suspense fallback={null}>
          <ProductLightbox
            open={open}
            index={index}
            images={files.map((file, position) => lightboxImage(file, altOf(position)))}
            onClose={() => setOpen(false)}
            onView={setIndex}
            onExited={() => opener.current?.focus({ preventScroll: true })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
