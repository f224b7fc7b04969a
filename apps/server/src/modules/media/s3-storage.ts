import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { MEDIA_NAME, MediaStorageUnavailableError, type MediaStorage } from './storage';

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Key prefix inside the bucket, so one bucket can serve several things. */
  prefix: string;
}

/** A 4xx from S3 about our own request (bad keys, no bucket) is a set-up problem, still a 503. */
function unavailable(error: unknown): never {
  const reason = error instanceof Error ? error.message : String(error);
  throw new MediaStorageUnavailableError(reason);
}

/** Any S3-compatible store: AWS S3, Cloudflare R2, MinIO (path-style addresses when an endpoint is set). */
export function s3Storage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Bounded: an unreachable store answers the upload 503 within seconds, not minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 2,
  });
  const keyOf = (name: string) => (MEDIA_NAME.test(name) ? `${settings.prefix}${name}` : undefined);
  return {
    async put(name, content, contentType) {
      const Key = keyOf(name);
      if (!Key) throw new Error(`not a media name: ${name}`);
      await client
        .send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key,
            Body: content,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        )
        .catch(unavailable);
    },
    async get(name) {
      const Key = keyOf(name);
      if (!Key) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key }));
        return { body: object.Body as Readable, length: object.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
          return undefined;
        return unavailable(error);
      }
    },
    async remove(name) {
      const Key = keyOf(name);
      if (Key)
        await client
          .send(new DeleteObjectCommand({ Bucket: settings.bucket, Key }))
          .catch(unavailable);
    },
    describe: () =>
      `the bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
  };
}
