import { hindiLabel, type Translations } from '@shop/shared';
import { UserInputError } from '../../../domain/errors.ts';

const VIDEO_FILE = /\.(mp4|webm)$/i;

export function checkVideo(file: string, field: string, label = field): void {
  if (!VIDEO_FILE.test(file)) {
    throw new UserInputError('Please check the highlighted fields', {
      [field]: `${label} must be an MP4 or WebM video`,
    });
  }
}

/**
 * A video plays only with a still to show before it starts and to those who prefer less motion. A Hindi version
 * of the banner's file stands in for it on Hindi pages, so it is of the same kind.
 */
export function checkCarouselMedia(item: {
  mediaType: 'IMAGE' | 'VIDEO';
  image: string;
  poster: string | null;
  translations?: Translations | null | undefined;
}): void {
  const hindi = item.translations?.hi?.image;
  if (item.mediaType === 'VIDEO') {
    checkVideo(item.image, 'image');
    if (hindi) checkVideo(hindi, 'translations.hi.image', hindiLabel('image'));
    if (!item.poster) {
      throw new UserInputError('Please check the highlighted fields', {
        poster: 'poster is required for a video',
      });
    }
  } else {
    for (const [field, label, file] of [
      ['image', 'image', item.image],
      ['translations.hi.image', hindiLabel('image'), hindi],
    ] as const) {
      if (file && VIDEO_FILE.test(file)) {
        throw new UserInputError('Please check the highlighted fields', {
          [field]: `${label} is a video: choose mediaType VIDEO`,
        });
      }
    }
  }
}
