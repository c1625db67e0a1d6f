import type { Translations } from '@shop/shared';
import { PublicWebError } from '../../adapters/public-web/public-web-client.ts';
import { type FieldErrors, UserInputError } from '../../domain/errors.ts';
import { articleImageSources, sanitiseArticleHtml } from './sanitise-html.ts';

/** Fetches an outside file: PublicWebClient, which reaches public https addresses only. */
export interface ImageDownloader {
  download(address: string): Promise<{ data: Buffer }>;
}

/** Keeps an image among the uploads: UploadsService, which reads its type from the bytes and re-encodes it. */
export interface ImageStore {
  storeImageIn(folder: string, data: Buffer): Promise<string>;
}

/** The parts of a post that can name an image. */
export interface PostImages {
  content?: string | undefined;
  coverImage?: string | undefined;
  translations?: Translations | undefined;
}

/** Where the copies live among the uploads: `/uploads/blog/{uuid}.webp`. */
const FOLDER = 'blog';
/** Outside images one save may copy: a post with more is a page being mirrored, not an article. */
export const MAX_COPIES_PER_SAVE = 20;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const INVALID = 'Please check the highlighted fields';

const isHttps = (src: string) => /^https:\/\//i.test(src);
const isHttp = (src: string) => /^http:\/\//i.test(src);

/**
 * docs/admin.md#images-from-other-sites: an https image in a post (in its article or as its cover, in English or
 * Hindi) is fetched once, as the post is saved, and kept with the uploads; the post then names the copy, so pages
 * load images from the shop alone and the Content-Security-Policy stays `'self'`. An image that cannot be copied
 * is a field error naming it, and nothing is saved.
 */
export class ArticleImages {
  constructor(
    private readonly web: ImageDownloader,
    private readonly uploads: ImageStore,
  ) {}

  /** The post's fields with every outside image replaced by its stored copy; fields not given stay absent. */
  async copyInto<T extends PostImages>(post: T): Promise<T> {
    const fields: [string, string, 'article' | 'image'][] = [];
    if (post.content !== undefined) fields.push(['content', post.content, 'article']);
    if (post.coverImage !== undefined) fields.push(['coverImage', post.coverImage, 'image']);
    const hindi = post.translations?.hi;
    if (hindi?.content) fields.push(['translations.hi.content', hindi.content, 'article']);
    if (hindi?.coverImage) fields.push(['translations.hi.coverImage', hindi.coverImage, 'image']);

    const errors: FieldErrors = {};
    const wanted = new Map<string, string[]>();
    for (const [field, value, kind] of fields) {
      for (const src of kind === 'article' ? articleImageSources(value) : [value]) {
        if (isHttp(src)) {
          errors[field] ??= `The image ${src} must be an https address`;
        } else if (isHttps(src)) {
          wanted.set(src, [...(wanted.get(src) ?? []), field]);
        }
        // Uploads (/uploads/..., a file name) are the shop's already; anything else the sanitiser drops.
      }
    }
    if (wanted.size > MAX_COPIES_PER_SAVE) {
      const [field = 'content'] = [...wanted.values()][MAX_COPIES_PER_SAVE] ?? [];
      errors[field] ??= `A post can copy at most ${MAX_COPIES_PER_SAVE} images from other sites at a time`;
    }
    if (Object.keys(errors).length > 0) throw new UserInputError(INVALID, errors);

    // One at a time: a post has a few, and each goes through the one image gate anyway.
    const stored = new Map<string, string>();
    for (const [address, inFields] of wanted) {
      try {
        stored.set(address, await this.#copy(address));
      } catch (error) {
        if (!(error instanceof PublicWebError || error instanceof NotCopied)) throw error;
        const reason = error.message;
        for (const field of inFields) errors[field] ??= `The image ${address} could not be copied: ${reason}`;
      }
    }
    if (Object.keys(errors).length > 0) throw new UserInputError(INVALID, errors);

    const article = (html: string) =>
      sanitiseArticleHtml(html, (src) => {
        const file = stored.get(src);
        return file ? `/uploads/${file}` : src;
      });
    const image = (value: string) => stored.get(value) ?? value;
    const copied: T = { ...post };
    if (post.content !== undefined) copied.content = article(post.content);
    if (post.coverImage !== undefined) copied.coverImage = image(post.coverImage);
    if (hindi && post.translations) {
      copied.translations = {
        ...post.translations,
        hi: {
          ...hindi,
          ...(hindi.content ? { content: article(hindi.content) } : {}),
          ...(hindi.coverImage ? { coverImage: image(hindi.coverImage) } : {}),
        },
      };
    }
    return copied;
  }

  /** The stored file's name (`blog/{uuid}.webp`) for the image at `address`. */
  async #copy(address: string): Promise<string> {
    const { data } = await this.web.download(address);
    // The type comes from the bytes, whatever the site or the address's ending says.
    const { fileTypeFromBuffer } = await import('file-type');
    const sniffed = await fileTypeFromBuffer(data);
    if (!sniffed || !IMAGE_TYPES.has(sniffed.mime))
      throw new NotCopied('it is not a JPEG, PNG or WebP image');
    try {
      return await this.uploads.storeImageIn(FOLDER, data);
    } catch (error) {
      if (!(error instanceof UserInputError)) throw error;
      // The uploads' own refusal ("This image is 256 megapixels; …") as the second half of a sentence.
      throw new NotCopied(error.message.charAt(0).toLowerCase() + error.message.slice(1));
    }
  }
}

/** Why an image that was downloaded is not kept. */
class NotCopied extends Error {}
