import { msg } from '@shop/shared';
import type { Sharp } from 'sharp';
import { ServiceUnavailableError, UserInputError } from '../../domain/errors.ts';

/**
 * The largest image the shop decodes, in megapixels. A 40-megapixel photo is larger than a phone's camera takes;
 * beyond it a small, well-compressed file (a 16,000 × 16,000 PNG of under a megabyte) costs hundreds of
 * megabytes to decode.
 */
export const IMAGE_MAX_MEGAPIXELS = 40;
/** Images waiting for the one in progress; one more is answered 503 rather than held in memory. */
export const IMAGE_QUEUE_LENGTH = 16;
const RETRY_AFTER_SECONDS = 2;
const DAMAGED = msg('upload.unreadable');

type SharpModule = typeof import('sharp')['default'];

/** An image refused for what it is (too many pixels, unreadable); the message is for whoever sent it. */
export class ImageRefusedError extends UserInputError {}

export interface ImageHeader {
  format: string;
  width: number;
  height: number;
}

export interface ImageGateOptions {
  maxMegapixels?: number;
  queueLength?: number;
}

let loading: Promise<SharpModule> | undefined;

/** sharp, loaded on the first image rather than at start: most starts never decode one. */
function loadSharp(): Promise<SharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Its cache of decoded operations helps a server that resizes one file over and over; the shop keeps each
    // copy it makes, so a small cache only keeps memory it would never give back.
    sharp.cache({ memory: 16, files: 0, items: 20 });
    return sharp;
  });
  return loading;
}

/**
 * The one way into sharp for images from outside (back-office uploads, return photos, blog images, Instagram
 * posters, the originals behind resized copies). It reads an image's size from its header, which decodes
 * nothing, and refuses one over the pixel limit; it decodes one image at a time per process, with a short
 * queue behind it, so a burst of large images cannot add up their memory.
 */
export class ImageGate {
  readonly maxMegapixels: number;
  readonly #maxPixels: number;
  readonly #queueLength: number;
  #busy = false;
  readonly #waiting: (() => void)[] = [];

  constructor(options: ImageGateOptions = {}) {
    this.maxMegapixels = options.maxMegapixels ?? IMAGE_MAX_MEGAPIXELS;
    this.#maxPixels = this.maxMegapixels * 1_000_000;
    this.#queueLength = options.queueLength ?? IMAGE_QUEUE_LENGTH;
  }

  /** The image's format and size from its header, refused when unreadable or over the limit; decodes nothing. */
  async check(data: Buffer): Promise<ImageHeader> {
    const sharp = await loadSharp();
    let header: ImageHeader;
    try {
      // NOTE: metadata() reads the header only; the limit is checked here rather than by sharp, whose refusal
      // ("exceeds pixel limit") would not say by how much.
      const { format, width, height, pageHeight } = await sharp(data, { limitInputPixels: false }).metadata();
      header = { format, width, height: pageHeight ?? height };
    } catch {
      throw new ImageRefusedError(DAMAGED);
    }
    const pixels = header.width * header.height;
    if (!(pixels > 0)) throw new ImageRefusedError(DAMAGED);
    if (pixels > this.#maxPixels) {
      const megapixels = Math.ceil(pixels / 100_000) / 10;
      throw new ImageRefusedError(msg('upload.tooManyPixels', { megapixels, max: this.maxMegapixels }));
    }
    return header;
  }

  /**
   * Checks `data`, then waits its turn and runs `work`, which opens images (`data`, or what it made of it) with
   * `open`; sharp holds each to the pixel limit as well. A failure to decode is an ImageRefusedError.
   */
  async process<T>(data: Buffer, work: (open: (input: Buffer) => Sharp) => Promise<T>): Promise<T> {
    await this.check(data);
    const sharp = await loadSharp();
    await this.#enter();
    try {
      return await work((input) => sharp(input, { limitInputPixels: this.#maxPixels }));
    } catch (error) {
      if (error instanceof UserInputError || error instanceof ServiceUnavailableError) throw error;
      throw new ImageRefusedError(DAMAGED);
    } finally {
      this.#leave();
    }
  }

  /** How many images wait behind the one in progress. */
  get waiting(): number {
    return this.#waiting.length;
  }

  #enter(): Promise<void> {
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve();
    }
    if (this.#waiting.length >= this.#queueLength) {
      return Promise.reject(new ServiceUnavailableError(msg('upload.busy'), RETRY_AFTER_SECONDS));
    }
    // The slot passes straight to the next in line, so #busy stays true.
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #leave(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }
}

/** The process's one gate: every caller shares it, so "one at a time" holds across uploads, posts and resizes. */
export const imageGate = new ImageGate();
