import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, isValidImageKey, mediaPath, type ImageStorage, type StoredImage } from './image-storage.ts';

/**
 * Images in a folder on the local disk (the default): `<folder>/<key>`, served by the API at
 * GET /media/{key}. The media type follows from the key's extension.
 */
export class LocalImageStorage implements ImageStorage {
  constructor(readonly folder: string) {}

  // The key pattern already rules out '..'; the containment check makes sure of it.
  private fileOf(key: string): string {
    if (!isValidImageKey(key)) throw new Error(`Not an image key: ${key}`);
    const file = path.resolve(this.folder, key);
    if (!file.startsWith(path.resolve(this.folder) + path.sep)) throw new Error(`Key outside the media folder: ${key}`);
    return file;
  }

  // The media type is not stored: the key's extension says it (`contentTypeOfKey`).
  async put(key: string, bytes: Buffer, _contentType?: string): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so that a reader never sees half an image.
    const partial = `${file}.${randomUUID()}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }

  async get(key: string): Promise<StoredImage | null> {
    if (!isValidImageKey(key)) return null;
    try {
      return { bytes: await readFile(this.fileOf(key)), contentType: contentTypeOfKey(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  url(key: string): string {
    return mediaPath(key);
  }
}
