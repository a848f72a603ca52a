import path from 'node:path';
import { repositoryRoot } from '@brokkie/db/client';
import type { ImageStorage } from './image-storage.ts';
import { LocalImageStorage } from './local-image-storage.ts';
import { S3ImageStorage } from './s3-image-storage.ts';

/**
 * The storage the environment configures: S3-compatible when S3_BUCKET is set (with
 * S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION and optionally
 * S3_PUBLIC_BASE_URL), else the local folder MEDIA_DIR (default <repo>/data/media).
 */
export function imageStorageFromEnv(env: NodeJS.ProcessEnv = process.env): ImageStorage {
  if (env.S3_BUCKET) {
    const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
    if (missing.length > 0) throw new Error(`S3_BUCKET is set but ${missing.join(', ')} not`);
    return new S3ImageStorage({
      endpoint: env.S3_ENDPOINT ?? '',
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      region: env.S3_REGION || 'us-east-1',
      publicBaseUrl: env.S3_PUBLIC_BASE_URL || undefined,
    });
  }
  const folder = env.MEDIA_DIR ? path.resolve(env.MEDIA_DIR) : path.join(repositoryRoot, 'data', 'media');
  return new LocalImageStorage(folder);
}
