import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { IMAGE_WIDTHS, msg } from '@shop/shared';
import type { Sharp } from 'sharp';
import type { StoredObject } from '../../adapters/storage/storage.ts';
import type { UploadStores } from '../../adapters/storage/upload-stores.ts';
import { type Text, UserInputError } from '../../domain/errors.ts';
import { type ImageGate, ImageRefusedError, imageGate } from './image-gate.ts';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** Wider than any screen the shop serves at full width; larger originals only cost disk and resize time. */
const ORIGINAL_MAX_WIDTH = 2400;

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const VIDEO_TYPES = new Map([
  ['video/mp4', 'mp4'],
  ['video/webm', 'webm'],
]);

/** The key of an upload's resized copy among the resized copies. */
export function resizedKey(file: string, width: number): string {
  return `w${width}/${file}.webp`;
}

/** The resized copy of an upload on local disk. */
export function resizedPath(cacheDir: string, file: string, width: number): string {
  return path.join(cacheDir, resizedKey(file, width));
}

/** A WebP of the image `open` gives at most `width` wide. */
function resizeToWebp(image: Sharp, width: number): Promise<Buffer> {
  return image.resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
}

const refuse = (message: Text) => new UserInputError(message, { file: message });

/**
 * Stores back-office uploads. The type is read from the bytes, never the name or the declared type, so a script
 * dressed as a .jpg is refused; images are re-encoded (which also drops their metadata, GPS included).
 */
export class UploadsService {
  /** Resizes in progress in this process, so that a burst of first requests for one size makes it once. */
  readonly #resizing = new Map<string, Promise<boolean>>();

  constructor(
    private readonly stores: UploadStores,
    private readonly gate: ImageGate = imageGate,
  ) {}

  /** Returns the stored file's name, for an image or video field. */
  async store(data: Buffer): Promise<string> {
    const { fileTypeFromBuffer } = await import('file-type');
    const sniffed = await fileTypeFromBuffer(data);
    if (sniffed && IMAGE_TYPES.has(sniffed.mime)) return this.storeImage(data);
    const videoExtension = sniffed && VIDEO_TYPES.get(sniffed.mime);
    if (videoExtension) {
      if (data.length > VIDEO_MAX_BYTES) throw refuse('A video must be at most 50 MB');
      const file = `${randomUUID()}.${videoExtension}`;
      await this.stores.originals.put(file, data, sniffed.mime);
      return file;
    }
    throw refuse('Upload a JPEG, PNG or WebP image, or an MP4 or WebM video');
  }

  /**
   * Stores an image, and only an image, under `folder` of the uploads (a shopper's return photos); returns its
   * path there, `{folder}/{uuid}.webp`.
   */
  async storeImageIn(folder: string, data: Buffer): Promise<string> {
    const { fileTypeFromBuffer } = await import('file-type');
    const sniffed = await fileTypeFromBuffer(data);
    if (!sniffed || !IMAGE_TYPES.has(sniffed.mime)) throw refuse(msg('upload.photoType'));
    return this.storeImage(data, folder);
  }

  /** Whether `file` (a path under the uploads) was stored. */
  has(file: string): Promise<boolean> {
    return this.stores.originals.has(file);
  }

  /** An upload as stored, for the /uploads route; `range` is the request's Range header. */
  open(file: string, range?: string): Promise<StoredObject | undefined> {
    return this.stores.originals.open(file, range);
  }

  /** The resized copy of an image upload, made on first demand; undefined when there is no such upload. */
  async openResized(file: string, width: number): Promise<StoredObject | undefined> {
    const key = resizedKey(file, width);
    const copy = await this.stores.resized.open(key);
    if (copy) return copy;
    return (await this.#resize(file, width)) ? this.stores.resized.open(key) : undefined;
  }

  /** Where browsers fetch an upload (or its resized copy) when not from the shop itself. */
  publicUrl(file: string, width?: number): string | undefined {
    return width === undefined
      ? this.stores.originals.publicUrl(file)
      : this.stores.resized.publicUrl(resizedKey(file, width));
  }

  /** Makes the resized copy unless it is there; false when the upload is not. */
  async ensureResized(file: string, width: number): Promise<boolean> {
    return (await this.stores.resized.has(resizedKey(file, width))) || this.#resize(file, width);
  }

  #resize(file: string, width: number): Promise<boolean> {
    const key = resizedKey(file, width);
    let job = this.#resizing.get(key);
    if (!job) {
      job = (async () => {
        const original = await this.stores.originals.open(file);
        if (!original) return false;
        const data = await buffer(original.body);
        // An original stored before the pixel limit, or copied from Instagram, is refused here before decoding.
        const copy = await this.gate.process(data, (open) => resizeToWebp(open(data), width));
        await this.stores.resized.put(key, copy, 'image/webp');
        return true;
      })().finally(() => this.#resizing.delete(key));
      this.#resizing.set(key, job);
    }
    return job;
  }

  private async storeImage(data: Buffer, folder = ''): Promise<string> {
    if (data.length > IMAGE_MAX_BYTES) throw refuse(msg('upload.imageTooLarge'));
    let made: { original: Buffer; copies: Buffer[] };
    try {
      // One turn of the gate for the whole image: the copies are made from the re-encoded original, which is
      // small, so a burst of uploads never has more than one large image decoded at once.
      made = await this.gate.process(data, async (open) => {
        // sharp keeps no metadata unless asked (withMetadata), so EXIF and GPS are dropped here.
        const original = await open(data)
          .rotate()
          .resize({ width: ORIGINAL_MAX_WIDTH, withoutEnlargement: true })
          .webp({ quality: 85 })
          .toBuffer();
        const copies: Buffer[] = [];
        for (const width of IMAGE_WIDTHS) copies.push(await resizeToWebp(open(original), width));
        return { original, copies };
      });
    } catch (error) {
      if (error instanceof ImageRefusedError) throw refuse(error.written.message);
      throw error;
    }
    const file = path.posix.join(folder, `${randomUUID()}.webp`);
    await this.stores.originals.put(file, made.original, 'image/webp');
    // Made now so the first shopper to see the image does not wait for its sizes.
    await Promise.all(
      IMAGE_WIDTHS.map((width, index) =>
        this.stores.resized.put(resizedKey(file, width), made.copies[index] as Buffer, 'image/webp'),
      ),
    );
    return file;
  }
}
