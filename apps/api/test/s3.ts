import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** `http://127.0.0.1:{port}`, the store's API address. */
  endpoint: string;
  bucket: string;
  /** Settings that put a shop's uploads in the bucket. */
  env: Record<string, string>;
  /** The bucket's public address, `{endpoint}/{bucket}`, for UPLOADS_PUBLIC_URL. */
  publicUrl: string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on loopback, with one empty bucket, its objects in a temporary folder. The port is the
 * kernel's choice, so test files running at once never collide.
 */
export async function startS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
  const bucket = 'shop-uploads';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    publicUrl: `${endpoint}/${bucket}`,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver checks signatures against these fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
