import type { Readable } from 'node:stream';

/** A stored object opened for reading: the whole of it, or the byte range asked for. */
export interface StoredObject {
  body: Readable;
  contentType: string | undefined;
  /** Bytes in `body`. */
  length: number;
  /** `bytes start-end/total` when a range was read. */
  contentRange?: string;
}

/**
 * Where uploads and their resized copies live: a local folder, or a bucket of S3-compatible object storage that
 * every instance of the shop shares. Keys are relative paths with forward slashes (`products/jar.webp`).
 */
export interface Storage {
  /**
   * Stores the object. A stream (a large download) is written as it arrives, never held whole in memory; when it
   * fails part-way, nothing is stored under `key` and put rejects with the stream's error.
   */
  put(key: string, data: Buffer | Readable, contentType: string): Promise<void>;
  /** The object, or undefined when there is none; `range` is an HTTP Range header (`bytes=0-99`). */
  open(key: string, range?: string): Promise<StoredObject | undefined>;
  has(key: string): Promise<boolean>;
  /** Removes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** The address browsers fetch `key` from, when they fetch it elsewhere than the shop's own /uploads route. */
  publicUrl(key: string): string | undefined;
}

/** Immutable: every stored name is new (a UUID, or a width under a UUID), so a copy never goes stale. */
export const STORED_CACHE_CONTROL = 'public, max-age=604800, immutable';

/**
 * A key under the store's root, or undefined for anything that could reach outside it (`..`, absolute paths,
 * backslashes, empty segments).
 */
export function safeKey(key: string): string | undefined {
  if (key.length === 0 || key.length > 512 || key.includes('\\') || key.includes('\0')) return undefined;
  const segments = key.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return undefined;
  return key;
}
