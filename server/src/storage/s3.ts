import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { StorageDriver } from './driver';
import { isValidKey, newKey } from './keys';
import { variantsOf } from './variants';

export interface S3StorageOptions {
  bucket: string;
  /** Defaults to us-east-1; S3-compatible services mostly ignore it but the signer needs one. */
  region?: string;
  /** An S3-compatible service (MinIO, R2, Spaces ...); unset = AWS itself. */
  endpoint?: string;
  /** Where browsers fetch objects (a CDN or the bucket's public host); see publicBaseUrl. */
  publicUrl?: string;
  /** bucket in the path (endpoint/bucket/key) instead of the host; most self-hosted services need it. */
  forcePathStyle?: boolean;
  /** Unset = the AWS SDK's standard chain (AWS_ACCESS_KEY_ID ..., shared files, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Keys are random and never reused, so a browser or CDN may keep an object for good. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const trimSlash = (s: string) => s.replace(/\/+$/, '');

/** The base that a stored key is appended to, to make the URL saved in the database. */
export function publicBaseUrl(o: Pick<S3StorageOptions, 'bucket' | 'region' | 'endpoint' | 'publicUrl'>): string {
  if (o.publicUrl) return trimSlash(o.publicUrl);
  if (o.endpoint) return `${trimSlash(o.endpoint)}/${o.bucket}`;
  return `https://${o.bucket}.s3.${o.region ?? 'us-east-1'}.amazonaws.com`;
}

/** S3 answers a DELETE of a missing key with 204, but some compatible services say 404. */
function isMissing(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);
}

export function createS3Storage(options: S3StorageOptions): StorageDriver & { client: S3Client } {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    // Since SDK 3.729 every request carries a CRC32 checksum by default, which several
    // S3-compatible services reject or mishandle; send checksums only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const base = publicBaseUrl(options);
  const putAt: StorageDriver['putAt'] = async (key, data, contentType) => {
    if (!isValidKey(key)) throw new Error(`not a storage key: ${key}`);
    await client.send(
      new PutObjectCommand({
        Bucket: options.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
        CacheControl: IMMUTABLE_CACHE,
      }),
    );
    return { key, url: `${base}/${key}` };
  };
  const remove = async (key: string) => {
    try {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  };
  return {
    client,
    put: (data, ext, contentType) => putAt(newKey(ext), data, contentType),
    putAt,
    async delete(key) {
      if (!isValidKey(key)) return;
      // One DELETE per object, not DeleteObjects: several S3-compatible services lack the batch call.
      // The image last, so a failed delete never leaves variants that nothing names.
      await Promise.all(variantsOf(key).map((v) => remove(v.key)));
      await remove(key);
    },
    async read(key) {
      if (!isValidKey(key)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
  };
}
