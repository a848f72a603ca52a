import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { isValidImageKey, mediaPath, type ImageStorage, type StoredImage } from './image-storage.ts';

export interface S3ImageStorageConfig {
  /** Origin of the S3-compatible service, e.g. https://s3.eu-central-1.amazonaws.com or http://localhost:9000. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /**
   * Where clients load images from when the bucket is public (a CDN): `<publicBaseUrl>/<key>`.
   * Without it the API serves them itself at /media/{key}, reading them from the bucket.
   */
  publicBaseUrl?: string | undefined;
  /** Attempts on 5xx/429 (aws4fetch retries with backoff); default 2. */
  retries?: number;
}

/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Scaleway, …), addressed
 * path-style (`<endpoint>/<bucket>/<key>`, which every one of them supports), requests signed
 * with AWS Signature Version 4 by aws4fetch. Uploads sign their payload's SHA-256 as well.
 */
export class S3ImageStorage implements ImageStorage {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(private readonly config: S3ImageStorageConfig) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
      retries: config.retries ?? 2,
    });
    this.base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  }

  private objectUrl(key: string): string {
    if (!isValidImageKey(key)) throw new Error(`Not an image key: ${key}`);
    return `${this.base}/${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.client.fetch(this.objectUrl(key), {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: {
        'content-type': contentType,
        'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
      },
    });
    await expectOk(response, 'PUT', key);
  }

  async get(key: string): Promise<StoredImage | null> {
    if (!isValidImageKey(key)) return null;
    const response = await this.client.fetch(this.objectUrl(key), { method: 'GET' });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    await expectOk(response, 'GET', key, false);
    return {
      bytes: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.client.fetch(this.objectUrl(key), { method: 'DELETE' });
    // S3 answers 204 whether or not the object existed; some compatible services say 404.
    if (response.status === 404) {
      await response.body?.cancel();
      return;
    }
    await expectOk(response, 'DELETE', key);
  }

  url(key: string): string {
    const publicBase = this.config.publicBaseUrl?.replace(/\/+$/, '');
    return publicBase ? `${publicBase}/${key}` : mediaPath(key);
  }
}

async function expectOk(response: Response, method: string, key: string, drain = true): Promise<void> {
  if (response.ok) {
    if (drain) await response.body?.cancel();
    return;
  }
  // S3 explains failures in an XML body (<Code>SignatureDoesNotMatch</Code>); keep it for the log.
  const text = (await response.text()).slice(0, 500);
  throw new Error(`S3 ${method} ${key} failed: ${response.status} ${text}`);
}
