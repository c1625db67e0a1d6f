import { responsiveImage } from '#app/lib/images.ts';

/** 'lazy' below the fold; 'eager' or 'high' (fetched first) for an image the visitor sees on arrival. */
export type ImageLoading = 'lazy' | 'eager' | 'high';

type ContentImageProps = {
  file: string | null | undefined;
  /** The widest variant offered in srcSet. */
  largest: number;
  sizes: string;
  width: number;
  height: number;
  className: string;
  /** Empty by default: most content images repeat what the text beside them says. */
  alt?: string;
  loading?: ImageLoading;
};

/** An uploaded image in the page's content: responsive, decoded off the main thread, lazy unless told. */
export function ContentImage({
  file,
  largest,
  sizes,
  width,
  height,
  className,
  alt = '',
  loading = 'lazy',
}: ContentImageProps) {
  return (
    <img
      {...responsiveImage(file, largest)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'high' ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
