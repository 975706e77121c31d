import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { MediaStore } from '../../../application/platform/media-store.js';
import { mediaKeySegments } from './media-key.js';

export interface S3MediaOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph, R2, a local stand-in…); unset: AWS S3 of `region`. */
  endpoint?: string | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (most self-hosted services need it). */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (instance or task role, shared config files). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Prepended to every key in the bucket (e.g. `media/`), so one bucket can hold more than the shop's images. */
  keyPrefix?: string;
  /** Where the web process serves the objects (default `/media`). */
  publicPrefix?: string;
}

/** An object as the web process streams it out. */
export interface MediaObject {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** Seconds a browser or CDN may keep an image: keys are never reused for other bytes (the disk adapter serves them the same way). */
export const MEDIA_MAX_AGE_S = 30 * 24 * 3600;

type S3Sdk = typeof import('@aws-sdk/client-s3');
const require = createRequire(import.meta.url);
let loaded: S3Sdk | undefined;
/** The AWS SDK, loaded when a bucket is configured (a shop on disk never holds its ~20 MB in memory). */
const sdk = (): S3Sdk => (loaded ??= require('@aws-sdk/client-s3') as S3Sdk);

const isMissing = (error: unknown) => error instanceof sdk().S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Media in an S3-compatible bucket, through the official AWS SDK v3, so every web process of a
 * scaled-out shop serves the same images. Keys follow the same rule as on disk (`mediaKeySegments`).
 * A PUT replaces an object whole, so a reader never sees half of one. `put` answers the same public path
 * as the disk adapter (`/media/<key>`); the web process streams the object from the bucket
 * (`s3MediaHandler`), so the bucket itself can stay private.
 */
export class S3MediaStore implements MediaStore {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly keyPrefix: string;
  private readonly publicPrefix: string;

  constructor(options: S3MediaOptions) {
    this.bucket = options.bucket;
    this.keyPrefix = options.keyPrefix ?? '';
    this.publicPrefix = (options.publicPrefix ?? '/media').replace(/\/+$/, '');
    this.client = new (sdk().S3Client)({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where S3 requires them: many S3-compatible services reject the newer default trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    mediaKeySegments(key);
    return `${this.keyPrefix}${key}`;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<string> {
    await this.client.send(
      new (sdk().PutObjectCommand)({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
        CacheControl: `public, max-age=${MEDIA_MAX_AGE_S}, immutable`,
      }),
    );
    return `${this.publicPrefix}/${key}`;
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new (sdk().DeleteObjectCommand)({ Bucket: this.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  /** The object of a key as a stream, or null when there is none. */
  async open(key: string): Promise<MediaObject | null> {
    try {
      const r = await this.client.send(new (sdk().GetObjectCommand)({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return {
        body: r.Body as Readable,
        contentType: r.ContentType ?? 'application/octet-stream',
        contentLength: r.ContentLength,
        etag: r.ETag,
        lastModified: r.LastModified,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** The stored bytes of a key, or null when there are none. */
  async read(key: string): Promise<Uint8Array | null> {
    const object = await this.open(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return new Uint8Array(Buffer.concat(chunks));
  }

  /** Resolves when the bucket answers with these credentials; rejects with a sentence saying what is wrong. */
  async check(): Promise<void> {
    try {
      await this.client.send(new (sdk().HeadBucketCommand)({ Bucket: this.bucket }));
    } catch (error) {
      const status = error instanceof sdk().S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      const why = status === 404 ? 'it does not exist' : status === 403 ? 'access is denied with these credentials' : String((error as Error).message ?? error);
      throw new Error(`The media bucket ${this.bucket} cannot be used (MEDIA_S3_BUCKET): ${why}`, { cause: error });
    }
  }

  close(): void {
    this.client.destroy();
  }
}
