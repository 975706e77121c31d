import type { MediaStore } from '../../../application/platform/media-store.js';
import type { Config } from '../config/config.js';
import { S3MediaStore } from './s3-media-store.js';

/** The media adapter the configuration chooses: an S3-compatible bucket with MEDIA_S3_BUCKET, the disk otherwise. */
export function mediaStoreOf(config: Config, disk: () => MediaStore): MediaStore {
  if (!config.MEDIA_S3_BUCKET) return disk();
  return new S3MediaStore({
    bucket: config.MEDIA_S3_BUCKET,
    region: config.MEDIA_S3_REGION,
    endpoint: config.MEDIA_S3_ENDPOINT,
    forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE,
    credentials: config.AWS_ACCESS_KEY_ID && config.AWS_SECRET_ACCESS_KEY ? { accessKeyId: config.AWS_ACCESS_KEY_ID, secretAccessKey: config.AWS_SECRET_ACCESS_KEY } : undefined,
    ...(config.MEDIA_S3_PREFIX ? { keyPrefix: config.MEDIA_S3_PREFIX } : {}),
  });
}
