import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PutObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { createS3Storage, type S3StorageOptions } from '../storage/s3';

/** Where a backup is copied off the machine; null when BACKUP_S3_BUCKET is unset. */
export interface Offsite {
  /** 's3://bucket/backups/name', for logs and the audit entry. */
  upload(file: string, name: string): Promise<string>;
}

export const OFFSITE_PREFIX = 'backups/';

const RETRY_DELAYS_MS = [1000, 4000];

/** A refusal (no such bucket, access denied) stays a refusal; a dropped connection or a 5xx may pass on a second try. */
const isTransient = (err: unknown) => !(err instanceof S3ServiceException && (err.$metadata.httpStatusCode ?? 500) < 500);

type OffsiteConfig = Pick<Config, 'BACKUP_S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE'>;

/**
 * The same S3 client set-up as the storage driver (endpoint, path style, checksum settings that
 * S3-compatible services accept), aimed at the backup bucket. The file is streamed with its length:
 * a backup is never held in memory.
 */
export function createOffsite(config: OffsiteConfig, s3?: Pick<S3StorageOptions, 'credentials'>): Offsite | null {
  const bucket = config.BACKUP_S3_BUCKET;
  if (!bucket) return null;
  const { client } = createS3Storage({
    bucket,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: s3?.credentials,
  });
  return {
    async upload(file, name) {
      const { size } = await stat(file);
      const key = `${OFFSITE_PREFIX}${name}`;
      // The SDK cannot rewind a stream to retry it, so each attempt here opens the file afresh.
      for (let attempt = 0; ; attempt++) {
        try {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: createReadStream(file),
              ContentLength: size,
              ContentType: 'application/gzip',
            }),
          );
          return `s3://${bucket}/${key}`;
        } catch (err) {
          const delay = RETRY_DELAYS_MS[attempt];
          if (delay === undefined || !isTransient(err)) throw err;
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    },
  };
}
