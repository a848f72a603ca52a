/** A stored object: its bytes and the media type it was stored with. */
export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded images live. Keys are relative paths such as `animals/<uuid>.webp`, made by the
 * API (never by a client) and never reused: an image is written once and only ever deleted, so
 * whatever serves it may cache it for good.
 */
export interface ImageStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredImage | null>;
  /** Removing an object that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The url a client loads the image from: API-relative (`/media/<key>`) or absolute. */
  url(key: string): string;
}

// Lower-case words and digits separated by '/', one extension: no '..', no absolute paths, no
// backslashes or percent-escapes, whatever the storage behind it does with them.
const keyPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{2,5}$/;

export function isValidImageKey(key: string): boolean {
  return key.length <= 200 && keyPattern.test(key);
}

/** The API path that serves an image of any storage: GET /media/{key} (docs/pets.md). */
export function mediaPath(key: string): string {
  return `/media/${key}`;
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** The media type of a key by its extension (what the local disk cannot remember itself). */
export function contentTypeOfKey(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
