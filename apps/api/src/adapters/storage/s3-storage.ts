import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { STORED_CACHE_CONTROL, type Storage, type StoredObject, safeKey } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A non-AWS store (MinIO, R2, Spaces...): addressed by path, `{endpoint}/{bucket}/{key}`. */
  endpoint?: string | undefined;
  /** Base address browsers fetch objects from (the bucket's public address or a CDN in front of it). */
  publicBaseUrl?: string | undefined;
}

/**
 * A bucket of S3-compatible object storage that every instance shares. `prefix` keeps the resized copies apart
 * from the originals in the same bucket.
 */
export class S3Storage implements Storage {
  readonly #client: S3Client;

  constructor(
    private readonly options: S3StorageOptions,
    private readonly prefix = '',
    client?: S3Client,
  ) {
    this.#client =
      client ??
      new S3Client({
        region: options.region,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        ...(options.endpoint
          ? {
              endpoint: options.endpoint,
              forcePathStyle: true,
              // NOTE: many S3-compatible stores reject or ignore the CRC checksums the SDK adds by default.
              requestChecksumCalculation: 'WHEN_REQUIRED',
              responseChecksumValidation: 'WHEN_REQUIRED',
            }
          : {}),
      });
  }

  /** The same bucket and connection, with keys under `prefix`. */
  under(prefix: string): S3Storage {
    return new S3Storage(this.options, `${this.prefix}${prefix}`, this.#client);
  }

  #key(key: string): string {
    const safe = safeKey(key);
    if (!safe) throw new Error(`Not a storage key: ${key}`);
    return `${this.prefix}${safe}`;
  }

  async put(key: string, data: Buffer | Readable, contentType: string): Promise<void> {
    const params = {
      Bucket: this.options.bucket,
      Key: this.#key(key),
      Body: data,
      ContentType: contentType,
      CacheControl: STORED_CACHE_CONTROL,
    };
    if (Buffer.isBuffer(data)) {
      await this.#client.send(new PutObjectCommand(params));
      return;
    }
    // A stream's length is not known ahead: uploaded in parts of 5 MB (a small one as one put), and a failed
    // stream's parts are discarded, so the bucket never holds half an object.
    await new Upload({ client: this.#client, params }).done();
  }

  async open(key: string, range?: string): Promise<StoredObject | undefined> {
    if (!safeKey(key)) return undefined;
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: this.#key(key),
          ...(range ? { Range: range } : {}),
        }),
      );
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType,
        length: answer.ContentLength ?? 0,
        ...(answer.ContentRange ? { contentRange: answer.ContentRange } : {}),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      // A range past the end: the whole object, as a server that ignores Range would answer.
      if (range && statusOf(error) === 416) return this.open(key);
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    if (!safeKey(key)) return false;
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.#key(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success too.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.#key(key) }));
  }

  publicUrl(key: string): string | undefined {
    const base = this.options.publicBaseUrl;
    if (!base) return undefined;
    const path = this.#key(key).split('/').map(encodeURIComponent).join('/');
    return `${base.replace(/\/+$/, '')}/${path}`;
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}
