import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnimalTestKit, dogBody, type Signed } from './animal-test-kit.ts';

const kit = new AnimalTestKit('10.0.41');
let alice: Signed;
let bob: Signed;

beforeAll(async () => {
  await kit.start();
  [alice, bob] = [await kit.signUp(), await kit.signUp()];
});
afterAll(() => kit.stop());

async function newPet(owner: Signed = alice): Promise<number> {
  const response = await kit.call('POST', '/api/animal/', owner.token, dogBody());
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

function upload(id: number, bytes: Buffer, contentType: string, token = alice.token, headers: Record<string, string> = {}) {
  return kit.call('PUT', `/api/animal/${id}/image/`, token, bytes, { 'content-type': contentType, ...headers });
}

/** A photo as a phone takes it: large, with EXIF saying "rotate 90° to view". */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCorp', Model: 'Snap 12' } } })
    .toBuffer();
}

async function storedImage(url: string) {
  const response = await kit.call('GET', `/api${url}`);
  expect(response.statusCode).toBe(200);
  return { response, bytes: response.rawPayload, metadata: await sharp(response.rawPayload).metadata() };
}

describe('PUT /animal/{id}/image/', () => {
  it('stores a PNG as WebP and serves it at the image url with long-lived cache headers', async () => {
    const id = await newPet();
    const png = await sharp({ create: { width: 400, height: 300, channels: 4, background: '#3a7' } }).png().toBuffer();
    const response = await upload(id, png, 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    const pet = response.json();
    expect(pet.image).toMatch(/^\/media\/animals\/[0-9a-f-]{36}\.webp$/);
    const { response: served, metadata } = await storedImage(pet.image);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(metadata).toMatchObject({ format: 'webp', width: 400, height: 300 });
    // The file sits in MEDIA_DIR under its key.
    expect(existsSync(path.join(kit.mediaDir, pet.image.replace('/media/', '')))).toBe(true);
    // The pet shows the url from then on.
    expect((await kit.call('GET', `/api/animal/${id}/`, alice.token)).json().image).toBe(pet.image);
    // A repeat with the ETag is a 304.
    const again = await kit.call('GET', `/api${pet.image}`, undefined, undefined, { 'if-none-match': served.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('turns a phone photo upright, scales it to 1024 px and drops its metadata', async () => {
    const id = await newPet();
    const response = await upload(id, await phonePhoto(), 'image/jpeg', alice.token, {
      'content-disposition': 'attachment; filename="IMG_0042.JPG"',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { metadata } = await storedImage(response.json().image);
    // 3000×2000 with orientation 6 is a 2000×3000 portrait: 683×1024 after scaling.
    expect(metadata).toMatchObject({ format: 'webp', width: 683, height: 1024 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('rasterises an SVG, scripts and all dropped', async () => {
    const id = await newPet();
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<!-- a paw -->\n<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32" viewBox="0 0 64 32">' +
        '<script>alert(document.cookie)</script><rect width="64" height="32" fill="#c63" onload="alert(1)"/></svg>',
    );
    const response = await upload(id, svg, 'image/svg+xml');
    expect(response.statusCode, response.body).toBe(200);
    const { bytes, metadata, response: served } = await storedImage(response.json().image);
    expect(served.headers['content-type']).toBe('image/webp');
    // Drawn large enough for a photo (the longest side becomes 1024 px), as pixels only.
    expect(metadata).toMatchObject({ format: 'webp', width: 1024, height: 512 });
    expect(bytes.includes(Buffer.from('script'))).toBe(false);
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  });

  it('accepts GIF and WebP', async () => {
    const id = await newPet();
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } }).gif().toBuffer();
    expect((await upload(id, gif, 'image/gif')).statusCode).toBe(200);
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0f0' } }).webp().toBuffer();
    expect((await upload(id, webp, 'image/webp')).statusCode).toBe(200);
  });

  it('replaces the previous photo and removes its file', async () => {
    const id = await newPet();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    const first = (await upload(id, png, 'image/png')).json().image;
    const second = (await upload(id, png, 'image/png')).json().image;
    expect(second).not.toBe(first);
    expect((await kit.call('GET', `/api${first}`)).statusCode).toBe(404);
    expect((await kit.call('GET', `/api${second}`)).statusCode).toBe(200);
  });

  it('runs an upload once per Idempotency-Key: the retry gets the same answer', async () => {
    const id = await newPet();
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#123' } }).png().toBuffer();
    const headers = { 'idempotency-key': `photo-${id}` };
    const first = await upload(id, png, 'image/png', alice.token, headers);
    const retry = await upload(id, png, 'image/png', alice.token, headers);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().image).toBe(first.json().image);
    expect((await kit.call('GET', `/api${first.json().image}`)).statusCode).toBe(200);
  });

  it('refuses a text file renamed .png (400), whatever it claims to be', async () => {
    const id = await newPet();
    const text = Buffer.from('This is not a picture of a dog, it is a text file.\n');
    const response = await upload(id, text, 'image/png', alice.token, { 'content-disposition': 'attachment; filename="rex.png"' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Some fields are not valid.',
      code: 'validation_error',
      fields: { image: ['This file is not a valid image. Please upload a JPG, PNG, GIF, WebP or SVG image.'] },
    });
    expect((await kit.call('GET', `/api/animal/${id}/`, alice.token)).json().image).toBeNull();
  });

  it('refuses a PNG signature in front of something else (400)', async () => {
    const id = await newPet();
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    expect((await upload(id, fake, 'image/png')).statusCode).toBe(400);
  });

  it('refuses BMP with a message that says so (sharp has no BMP reader)', async () => {
    const id = await newPet();
    // A 1×1 24-bit BMP.
    const bmp = Buffer.from('424d3a0000000000000036000000280000000100000001000000010018000000000004000000130b0000130b00000000000000000000ff000000', 'hex');
    const response = await upload(id, bmp, 'image/bmp');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.image).toEqual([
      'BMP images cannot be processed. Please save the photo as JPG or PNG and upload it again.',
    ]);
  });

  it('refuses a file name without an image extension (400)', async () => {
    const id = await newPet();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    const response = await upload(id, png, 'image/png', alice.token, { 'content-disposition': 'attachment; filename="rex.exe"' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.image).toEqual(['The file name must end in .jpg, .jpeg, .png, .gif, .webp, .svg or .bmp.']);
  });

  it('refuses an empty upload (400)', async () => {
    const id = await newPet();
    const response = await upload(id, Buffer.alloc(0), 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.image).toEqual(['Please choose a photo.']);
  });

  it('refuses more than 10 MB (413) with a message that names the limit', async () => {
    const id = await newPet();
    const response = await upload(id, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), 'image/jpeg', alice.token, {
      'accept-language': 'de',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'payload_too_large',
      detail: 'Das Foto ist zu groß. Die maximale Größe beträgt 10 MB.',
    });
  });

  it('refuses other media types (415)', async () => {
    const id = await newPet();
    const json = await kit.call('PUT', `/api/animal/${id}/image/`, alice.token, { image: 'data' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      code: 'unsupported_media_type',
      detail: 'Unsupported file type "application/json". Please upload a JPG, PNG, GIF, WebP or SVG image.',
    });
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).tiff().toBuffer();
    expect((await upload(id, tiff, 'image/tiff')).statusCode).toBe(415);
    expect((await upload(id, Buffer.from('--x--'), 'multipart/form-data; boundary=x')).statusCode).toBe(415);
  });

  it('does not touch another customer’s pet (404)', async () => {
    const id = await newPet(alice);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(id, png, 'image/png', bob.token)).statusCode).toBe(404);
    expect((await kit.call('DELETE', `/api/animal/${id}/image/`, bob.token)).statusCode).toBe(404);
    const files = readdirSync(path.join(kit.mediaDir, 'animals'));
    const before = files.length;
    expect((await upload(id, png, 'image/png', bob.token)).statusCode).toBe(404);
    expect(readdirSync(path.join(kit.mediaDir, 'animals'))).toHaveLength(before);
  });

  it('needs a signed-in user (401)', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await kit.call('PUT', '/api/animal/1/image/', undefined, png, { 'content-type': 'image/png' })).statusCode).toBe(401);
    expect((await kit.call('DELETE', '/api/animal/1/image/')).statusCode).toBe(401);
  });
});

describe('DELETE /animal/{id}/image/', () => {
  it('removes the photo and its file (204)', async () => {
    const id = await newPet();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    const url = (await upload(id, png, 'image/png')).json().image;
    const response = await kit.call('DELETE', `/api/animal/${id}/image/`, alice.token);
    expect(response.statusCode).toBe(204);
    expect((await kit.call('GET', `/api/animal/${id}/`, alice.token)).json().image).toBeNull();
    expect((await kit.call('GET', `/api${url}`)).statusCode).toBe(404);
    // Removing what is not there is fine.
    expect((await kit.call('DELETE', `/api/animal/${id}/image/`, alice.token)).statusCode).toBe(204);
  });
});

describe('GET /media/{key}', () => {
  it.each([
    '/api/media/../../package.json',
    '/api/media/%2e%2e/%2e%2e/package.json',
    '/api/media/animals/..%2f..%2fpackage.json',
    '/api/media/animals/does-not-exist.webp',
    '/api/media/ANIMALS/X.WEBP',
    '/api/media/',
  ])('answers 404 for %s, never a file outside the media folder', async (url) => {
    const response = await kit.call('GET', url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
