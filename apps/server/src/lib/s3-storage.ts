import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { imageSizeKeys } from './image-sizes';
import { mediaAddresses, type Storage } from './storage';

/** A bucket on S3 or an S3-compatible server (MinIO, s3rver in the tests): config.ts reads it from S3_*. */
export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; AWS's own without it. */
  endpoint?: string;
  /** Without them the SDK's own chain answers (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path rather than the host name: MinIO and s3rver want it. */
  forcePathStyle: boolean;
};

/**
 * Keys are never reused (an upload gets a random name, a WebP copy is a function of its JPEG, a demo image of
 * its slug), so whoever caches an object may keep it for good.
 */
export const STORED_OBJECT_CACHE = 'public, max-age=31536000, immutable';

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/** The bucket's driver, and what npm run media:to-s3 asks of the bucket besides. */
export type S3Storage = Storage & {
  /** Every object's size by key, in one listing. */
  sizes(): Promise<Map<string, number>>;
  /** One object's size, or null when the key holds nothing (an upload checked before its file goes). */
  sizeOf(key: string): Promise<number | null>;
};

export function createS3Storage(settings: S3Settings, baseUrl?: string): S3Storage {
  // The SDK warns once per process that its releases after January 2027 need Node 22; the site runs on
  // Node 20 by choice (package.json engines), so the warning says nothing an operator can act on. The
  // variable is the SDK's documented switch (aws/aws-sdk-js-v3 issue 7983); one set in the environment wins.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
  });
  const Bucket = settings.bucket;

  const open: Storage['open'] & {} = async (key, etag) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key, IfNoneMatch: etag }));
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        length: object.ContentLength,
        etag: object.ETag,
        cacheControl: object.CacheControl,
      };
    } catch (error) {
      if (statusOf(error) === 304) return 'not-modified';
      if (statusOf(error) === 404) return null;
      throw error;
    }
  };

  async function* listed(): AsyncIterable<[key: string, size: number]> {
    for await (const page of paginateListObjectsV2({ client }, { Bucket }))
      for (const object of page.Contents ?? []) if (object.Key) yield [object.Key, object.Size ?? 0];
  }

  return {
    ...mediaAddresses(baseUrl),
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: STORED_OBJECT_CACHE,
        }),
      );
    },
    async remove(key) {
      // One request for the key and its copies; a key that is not there is no error (S3 answers Deleted).
      const { Errors } = await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: [key, ...imageSizeKeys(key)].map((Key) => ({ Key })), Quiet: true },
        }),
      );
      if (Errors?.length) throw new Error(`S3 kept ${Errors.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
    },
    async read(key) {
      const object = await open(key);
      return object && object !== 'not-modified' ? Buffer.concat(await object.body.toArray()) : null;
    },
    async *keys() {
      for await (const [key] of listed()) yield key;
    },
    async sizes() {
      const sizes = new Map<string, number>();
      for await (const [key, size] of listed()) sizes.set(key, size);
      return sizes;
    },
    async sizeOf(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    open,
  };
}
