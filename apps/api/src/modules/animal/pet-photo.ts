import sharp from 'sharp';
import { image } from '@brokkie/domain/validation-rules';
import { animalMessageKeys } from '@brokkie/contracts/animal';
import { ApiProblem, validationFailed } from '../../lib/api-problem.ts';

/** Largest photo accepted (10 MiB); larger uploads get 413. */
export const maxPhotoBytes = 10 * 1024 * 1024;
/** Longest side of a stored photo, in pixels. */
export const photoMaxSide = 1024;
// Above this the decoder would need hundreds of MB; no phone photo of 10 MB comes close.
const maxInputPixels = 100_000_000;

/** The formats of §5's image rule, by what the bytes are (jpg and jpeg are one format). */
export type SniffedImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'svg';

/** Media types an upload may announce, with the format each stands for. */
export const photoMediaTypes: Record<string, SniffedImageType> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/x-ms-bmp': 'bmp',
  'image/svg+xml': 'svg',
};

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * What an upload really is, by its first bytes (magic numbers), not by its name or the type the
 * client announced: a text file renamed `.png` is no image. SVG is text: after an optional BOM,
 * XML declaration, comments and doctype, the root element must be `<svg`.
 */
export function sniffImageType(bytes: Buffer): SniffedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('BM')) && bytes.length > 26 && bytes.readUInt32LE(2) <= bytes.length + 2) return 'bmp';
  return isSvg(bytes) ? 'svg' : null;
}

function isSvg(bytes: Buffer): boolean {
  let text = bytes.subarray(0, 4096).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Prolog: whitespace, <?xml …?>, <!-- … -->, <!DOCTYPE …> (with an internal subset), in any order.
  const prolog = /^(\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>)/i;
  for (let match = prolog.exec(text); match; match = prolog.exec(text)) text = text.slice(match[0].length);
  return /^<svg[\s>/]/.test(text);
}

/**
 * The file name a client may send along (`Content-Disposition: attachment; filename="rex.png"`);
 * undefined when there is none.
 */
export function uploadFileName(contentDisposition: string | undefined): string | undefined {
  if (!contentDisposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      return encoded.trim();
    }
  }
  return /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/
    .exec(contentDisposition)
    ?.slice(1)
    .find((part) => part !== undefined);
}

/**
 * §5's image rule on the name the client announced (when it sent one): one of the rule's
 * extensions. The bytes are checked on their own afterwards, whatever the name says.
 */
export function checkAnnouncedName(fileName: string | undefined): void {
  // The media type was checked against the upload's own list (which knows image/jpg and co.).
  if (fileName !== undefined && image({ name: fileName })) {
    throw validationFailed({ image: [{ key: animalMessageKeys.imageExtension }] });
  }
}

const imageInvalid = () => validationFailed({ image: [{ key: animalMessageKeys.imageInvalid }] });

/**
 * Makes the stored photo from an upload: checked by content, decoded, turned upright (EXIF
 * orientation), scaled to at most {@link photoMaxSide} px on its longest side, and written as WebP
 * without any metadata (no location, no camera data). SVG is rasterised by librsvg, which runs no
 * scripts and loads no external files; only pixels are kept. BMP is refused: sharp's libvips build
 * has no BMP reader.
 */
export async function processPetPhoto(bytes: Buffer): Promise<{ bytes: Buffer; contentType: string }> {
  if (bytes.length === 0) throw validationFailed({ image: [{ key: animalMessageKeys.imageRequired }] });
  const type = sniffImageType(bytes);
  if (type === null) throw imageInvalid();
  if (type === 'bmp') throw validationFailed({ image: [{ key: animalMessageKeys.imageBmpUnsupported }] });

  const input = { limitInputPixels: maxInputPixels, failOn: 'error' as const };
  let density: number | undefined;
  try {
    const metadata = await sharp(bytes, input).metadata();
    // The decoder must agree with the sniffing: a PNG header glued onto something else fails here.
    if (metadata.format !== type) throw imageInvalid();
    if (type === 'svg') {
      // An SVG renders at its own size (often 24 px icons); draw it big enough for the photo size.
      const side = Math.max(metadata.width ?? 0, metadata.height ?? 0) || photoMaxSide;
      density = Math.min(Math.max((72 * photoMaxSide) / side, 1), 2400);
    }
    const output = await sharp(bytes, { ...input, ...(density ? { density } : {}) })
      .rotate()
      .resize({ width: photoMaxSide, height: photoMaxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes: output, contentType: 'image/webp' };
  } catch (error) {
    if (error instanceof ApiProblem) throw error;
    // Corrupt or truncated data, or too many pixels: not an image we can use.
    throw imageInvalid();
  }
}
