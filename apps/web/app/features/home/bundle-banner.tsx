import { ContentImage } from '#app/components/content-image.tsx';
import { ChevronRightIcon } from '#app/components/icons.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';

/** docs/product.md#home: the Build Your Bundle banner, 'Get upto 25% off', linking to /build-your-bundle. */
export function BundleBanner({ images }: { images: string[] }) {
  const { t } = useT('home');
  return (
    <Link
      to="/build-your-bundle"
      className="group relative grid overflow-hidden rounded-3xl bg-gradient-to-br from-clay-100 via-clay-50 to-brand-100 md:grid-cols-2"
    >
      <span className="relative z-10 flex flex-col justify-center gap-4 p-8 sm:p-12 lg:p-16">
        <span className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">
          {t('bundle.eyebrow')}
        </span>
        <span className="font-serif text-4xl leading-tight text-brand-900 sm:text-5xl">
          {t('bundle.title')}
        </span>
        <span className="font-serif text-2xl text-clay-700 italic sm:text-3xl">{t('bundle.offer')}</span>
        <span className="max-w-md text-base leading-relaxed text-stone-700">{t('bundle.text')}</span>
        <span className={buttonClass({ className: 'mt-2 w-fit group-hover:bg-brand-800' })}>
          {t('bundle.cta')} <ChevronRightIcon className="h-4 w-4" />
        </span>
      </span>
      <span aria-hidden="true" className="relative flex min-h-64 items-center justify-center p-8 md:min-h-96">
        <span className="absolute h-64 w-64 rounded-full bg-white/60 sm:h-80 sm:w-80" />
        {images.slice(0, 3).map((file, index) => {
          const place = [
            '-translate-x-[70%] -rotate-6 z-10',
            'z-20 -translate-y-3 scale-110',
            'translate-x-[70%] rotate-6 z-10',
          ][index];
          return (
            <ContentImage
              key={file}
              file={file}
              largest={480}
              sizes="(min-width: 640px) 176px, 128px"
              width={480}
              height={480}
              className={`absolute aspect-square w-32 rounded-2xl object-cover shadow-xl shadow-brand-900/15 ring-4 ring-white transition duration-500 group-hover:scale-105 sm:w-44 ${place}`}
            />
          );
        })}
      </span>
    </Link>
  );
}
