import type { Config } from '../../config.ts';
import { LocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

/** Uploaded originals, and the resized copies `/uploads/{file}?w=` serves, made once and shared. */
export interface UploadStores {
  originals: Storage;
  resized: Storage;
}

/** The resized copies' folder on local disk, and their prefix in a bucket. */
export const RESIZED_PREFIX = 'cache/images/';

/** The bucket when S3_BUCKET is set, else the folders under DATA_DIR. */
export async function createUploadStores(config: Config): Promise<UploadStores> {
  if (config.S3_BUCKET) {
    // NOTE: the AWS SDK loads only when the shop stores its uploads in a bucket.
    const { S3Storage } = await import('./s3-storage.ts');
    const bucket = new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION ?? '',
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      endpoint: config.S3_ENDPOINT,
      publicBaseUrl: config.UPLOADS_PUBLIC_URL,
    });
    return { originals: bucket, resized: bucket.under(RESIZED_PREFIX) };
  }
  return {
    originals: new LocalStorage(config.uploadsDir),
    resized: new LocalStorage(`${config.dataDir}/${RESIZED_PREFIX}`),
  };
}
