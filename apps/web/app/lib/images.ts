import { IMAGE_WIDTHS } from '@shop/shared';
import { uploadUrl } from './api.ts';

/** `src` and `srcSet` for an uploaded image, so each screen downloads only the width it shows. */
export function responsiveImage(file: string | null | undefined, largest = 800) {
  const src = uploadUrl(file);
  if (!file || src.endsWith('.svg')) return { src };
  const widths = IMAGE_WIDTHS.filter((width) => width <= largest);
  return {
    src: `${src}?w=${largest}`,
    srcSet: widths.map((width) => `${src}?w=${width} ${width}w`).join(', '),
  };
}
