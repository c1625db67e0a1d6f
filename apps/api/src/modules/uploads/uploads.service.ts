import { randomUUID } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@shop/shared';
import { UserInputError } from '../../domain/errors.ts';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** Wider than any screen the shop serves at full width; larger originals only cost disk and resize time. */
const ORIGINAL_MAX_WIDTH = 2400;

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const VIDEO_TYPES = new Map([
  ['video/mp4', 'mp4'],
  ['video/webm', 'webm'],
]);

/** Where the `/uploads/*?w=` route keeps its resized copies. */
export function imageCacheDir(dataDir: string): string {
  return path.join(dataDir, 'cache', 'images');
}

/** The resized copy of an upload that `/uploads/{file}?w={width}` serves. */
export function resizedPath(cacheDir: string, file: string, width: number): string {
  return path.join(cacheDir, `w${width}`, `${file}.webp`);
}

/** A WebP of `source` at most `width` wide, written so that a concurrent reader never sees half a file. */
export async function resizeToWebp(source: string | Buffer, target: string, width: number): Promise<void> {
  // NOTE: loaded on the first resize, not at start: most starts never resize anything.
  const { default: sharp } = await import('sharp');
  const data = await sharp(source)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  await writeAtomically(target, data);
}

async function writeAtomically(target: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, target);
}

const refuse = (message: string) => new UserInputError(message, { file: message });

/**
 * Stores back-office uploads. The type is read from the bytes, never the name or the declared type, so a script
 * dressed as a .jpg is refused; images are re-encoded (which also drops their metadata, GPS included).
 */
export class UploadsService {
  constructor(
    private readonly uploadsDir: string,
    private readonly cacheDir: string,
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
      await writeAtomically(path.join(this.uploadsDir, file), data);
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
    if (!sniffed || !IMAGE_TYPES.has(sniffed.mime)) throw refuse('Upload a JPEG, PNG or WebP photo');
    return this.storeImage(data, folder);
  }

  /** Whether `file` (a path under the uploads) was stored. */
  async has(file: string): Promise<boolean> {
    const root = path.resolve(this.uploadsDir);
    const target = path.resolve(root, file);
    if (!target.startsWith(`${root}${path.sep}`)) return false;
    try {
      return (await stat(target)).isFile();
    } catch {
      return false;
    }
  }

  private async storeImage(data: Buffer, folder = ''): Promise<string> {
    if (data.length > IMAGE_MAX_BYTES) throw refuse('An image must be at most 10 MB');
    const { default: sharp } = await import('sharp');
    let original: Buffer;
    try {
      // sharp keeps no metadata unless asked (withMetadata), so EXIF and GPS are dropped here.
      original = await sharp(data)
        .rotate()
        .resize({ width: ORIGINAL_MAX_WIDTH, withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      throw refuse('This image could not be read; it may be damaged');
    }
    const file = path.posix.join(folder, `${randomUUID()}.webp`);
    const stored = path.join(this.uploadsDir, file);
    await writeAtomically(stored, original);
    // Made now so the first shopper to see the image does not wait for its sizes.
    await Promise.all(
      IMAGE_WIDTHS.map((width) => resizeToWebp(original, resizedPath(this.cacheDir, file, width), width)),
    );
    return file;
  }
}
