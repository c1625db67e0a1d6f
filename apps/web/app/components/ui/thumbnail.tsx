import { IMAGE_WIDTHS } from '@shop/shared';
import type { ImgHTMLAttributes } from 'react';
import { responsiveImage } from '#app/lib/images.ts';
import { mergeClasses } from './class-names.ts';

type ThumbnailProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  /** An uploaded image file, as the API names it. */
  file: string | null | undefined;
  /** Shown width and height in CSS pixels; the class sets the box, this picks the file and its `sizes`. */
  size: number;
};

/** Widest file a thumbnail needs: twice its size, for screens with two device pixels to a CSS pixel. */
export function thumbnailWidth(size: number): number {
  return IMAGE_WIDTHS.find((width) => width >= size * 2) ?? Math.max(...IMAGE_WIDTHS);
}

/** A small square product (or article) picture: a cart line, a search result, an order line. */
export function Thumbnail({ file, size, alt = '', className, ...img }: ThumbnailProps) {
  return (
    <img
      {...responsiveImage(file, thumbnailWidth(size))}
      sizes={`${size}px`}
      alt={alt}
      width={size}
      height={size}
      decoding="async"
      className={mergeClasses('shrink-0 rounded-xl bg-brand-50 object-cover', className)}
      {...img}
    />
  );
}
