import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidImageKey } from '../../../src/modules/animal/image-storage.ts';
import { imageStorageFromEnv } from '../../../src/modules/animal/image-storage-from-env.ts';
import { LocalImageStorage } from '../../../src/modules/animal/local-image-storage.ts';
import { S3ImageStorage } from '../../../src/modules/animal/s3-image-storage.ts';

const credentials = { accessKeyId: 'AKIDBROKKIETEST', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYSECRET', region: 'eu-west-3' };

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

interface SeenRequest {
  method: string;
  path: string;
  authorization: string;
  contentSha256: string | undefined;
  contentType: string | undefined;
  signatureValid: boolean;
}

/**
 * Checks a request's AWS Signature Version 4 the way S3 does, from the secret it shares with
 * the client: the Authorization header's shape, the signed headers, the payload hash, and the
 * signature recomputed from the canonical request.
 */
function verifySigV4(request: IncomingMessage, body: Buffer, secret: string): boolean {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return false;
  const [, , date, region, signedHeaders = '', signature] = match;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date ?? '-')) return false;
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return false;
  const headerNames = signedHeaders.split(';');
  if (!headerNames.includes('host') || !headerNames.includes('x-amz-date') || !headerNames.includes('x-amz-content-sha256')) {
    return false;
  }
  const [pathname = '/', query = ''] = (request.url ?? '/').split('?');
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .sort()
    .join('&');
  const canonicalHeaders = headerNames
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [request.method, pathname, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date ?? ''), region ?? ''), 's3'), 'aws4_request');
  return hmac(signingKey, stringToSign).toString('hex') === signature;
}

/** A small S3 stand-in: objects in memory, path-style /<bucket>/<key>, 403 on a bad signature. */
function fakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const signatureValid = verifySigV4(request, body, credentials.secretAccessKey);
      const url = request.url ?? '/';
      seen.push({
        method: request.method ?? '',
        path: url,
        authorization: request.headers.authorization ?? '',
        contentSha256: request.headers['x-amz-content-sha256'] as string | undefined,
        contentType: request.headers['content-type'],
        signatureValid,
      });
      if (!signatureValid) {
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const prefix = `/${bucket}/`;
      if (!url.startsWith(prefix)) {
        response.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      const key = url.slice(prefix.length);
      if (request.method === 'PUT') {
        objects.set(key, { body, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
        response.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
        else response.writeHead(200, { 'content-type': object.contentType }).end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  return { server, objects, seen };
}

describe('S3ImageStorage against an S3-compatible server', () => {
  const bucket = 'brokkie-media';
  const s3 = fakeS3(bucket);
  let endpoint: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (s3.server as Server).close(() => resolve()));
  });

  const storage = () => new S3ImageStorage({ endpoint: `${endpoint}/`, bucket, ...credentials });

  it('puts, gets and deletes objects path-style, every request signed with SigV4', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 pretend image bytes');
    const key = 'animals/5b0c2c8e-7a55-4c3e-9a51-0b7f5f2e9d11.webp';
    await storage().put(key, bytes, 'image/webp');
    expect(s3.objects.get(key)).toEqual({ body: bytes, contentType: 'image/webp' });

    const got = await storage().get(key);
    expect(got).toEqual({ bytes, contentType: 'image/webp' });

    await storage().delete(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(await storage().get(key)).toBeNull();
    // Deleting again is not an error.
    await storage().delete(key);

    expect(s3.seen.map((request) => [request.method, request.path])).toEqual([
      ['PUT', `/${bucket}/${key}`],
      ['GET', `/${bucket}/${key}`],
      ['DELETE', `/${bucket}/${key}`],
      ['GET', `/${bucket}/${key}`],
      ['DELETE', `/${bucket}/${key}`],
    ]);
    for (const request of s3.seen) {
      expect(request.authorization).toMatch(
        new RegExp(
          `^AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/\\d{8}/${credentials.region}/s3/aws4_request, ` +
            'SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$',
        ),
      );
      expect(request.signatureValid).toBe(true);
    }
    // The upload's payload is signed too, not sent as UNSIGNED-PAYLOAD.
    expect(s3.seen[0]?.contentSha256).toBe(sha256Hex(bytes));
    expect(s3.seen[0]?.contentType).toBe('image/webp');
  });

  it('fails loudly when the service refuses (a wrong secret)', async () => {
    const wrong = new S3ImageStorage({ endpoint, bucket, ...credentials, secretAccessKey: 'not-the-secret', retries: 0 });
    await expect(wrong.put('animals/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /S3 PUT animals\/x\.webp failed: 403 .*SignatureDoesNotMatch/,
    );
  });

  it('refuses keys that are not image keys before sending anything', async () => {
    const count = s3.seen.length;
    await expect(storage().put('../etc/passwd', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Not an image key/);
    expect(await storage().get('animals/../../secret.webp')).toBeNull();
    expect(s3.seen).toHaveLength(count);
  });

  it('links to the API’s /media/ path, or to a public base url when one is configured', () => {
    expect(storage().url('animals/a.webp')).toBe('/media/animals/a.webp');
    const cdn = new S3ImageStorage({ endpoint, bucket, ...credentials, publicBaseUrl: 'https://cdn.brokkie.be/media/' });
    expect(cdn.url('animals/a.webp')).toBe('https://cdn.brokkie.be/media/animals/a.webp');
  });
});

describe('LocalImageStorage', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'brokkie-local-storage-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes, reads and deletes files under its folder', async () => {
    const storage = new LocalImageStorage(folder);
    await storage.put('animals/a1.webp', Buffer.from('one'), 'image/webp');
    expect(await storage.get('animals/a1.webp')).toEqual({ bytes: Buffer.from('one'), contentType: 'image/webp' });
    await storage.delete('animals/a1.webp');
    expect(await storage.get('animals/a1.webp')).toBeNull();
    await storage.delete('animals/a1.webp');
    expect(storage.url('animals/a1.webp')).toBe('/media/animals/a1.webp');
  });

  it('cannot be made to reach outside its folder', async () => {
    const storage = new LocalImageStorage(folder);
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Not an image key/);
    await expect(storage.delete('/etc/passwd')).rejects.toThrow(/Not an image key/);
    expect(await storage.get('animals/../../../etc/passwd')).toBeNull();
  });
});

describe('image keys and configuration', () => {
  it.each([
    ['animals/5b0c2c8e-7a55-4c3e-9a51-0b7f5f2e9d11.webp', true],
    ['a.png', true],
    ['../a.webp', false],
    ['animals/../a.webp', false],
    ['/animals/a.webp', false],
    ['animals//a.webp', false],
    ['animals/a.webp/', false],
    ['animals\\a.webp', false],
    ['animals/%2e%2e.webp', false],
    ['Animals/A.webp', false],
    ['animals/a', false],
  ])('%s is a valid key: %s', (key, valid) => {
    expect(isValidImageKey(key)).toBe(valid);
  });

  it('uses the local folder by default and S3 when S3_BUCKET is set', () => {
    const local = imageStorageFromEnv({ MEDIA_DIR: '/srv/media' });
    expect(local).toBeInstanceOf(LocalImageStorage);
    expect((local as LocalImageStorage).folder).toBe('/srv/media');
    expect(
      imageStorageFromEnv({
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'https://s3.example',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_REGION: 'eu-west-1',
      }),
    ).toBeInstanceOf(S3ImageStorage);
    expect(() => imageStorageFromEnv({ S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
  });
});
