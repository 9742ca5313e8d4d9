import type { Config } from '../config';
import type { StorageDriver } from './driver';
import { createLocalStorage } from './local';
import { createS3Storage, type S3StorageOptions } from './s3';

type StorageConfig = Pick<
  Config,
  'STORAGE_DRIVER' | 'uploadsDir' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_PUBLIC_URL' | 'S3_FORCE_PATH_STYLE'
>;

/** The configured storage driver: local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
export function createStorage(config: StorageConfig, s3?: Pick<S3StorageOptions, 'credentials'>): StorageDriver {
  if (config.STORAGE_DRIVER === 'local') return createLocalStorage(config.uploadsDir);
  // loadConfig refuses STORAGE_DRIVER=s3 without a bucket; this guards hand-built configs.
  if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required when STORAGE_DRIVER=s3');
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    publicUrl: config.S3_PUBLIC_URL,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: s3?.credentials,
  });
}
