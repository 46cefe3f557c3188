import sharp from 'sharp';
import { badRequest } from '../../lib/app-error.ts';

/** Profile pictures and logos are shown small; 1024 px covers a retina avatar with room to crop. */
export const MAX_IMAGE_SIDE = 1024;
/**
 * A 5 MB file can still decode to gigabytes (a "decompression bomb"): refuse more than 50 megapixels,
 * which is above any phone camera's normal output.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

type ImageFormat = 'jpeg' | 'png' | 'webp';

const notImage = () => badRequest('fileNotImage', 'FILE_NOT_IMAGE');

/** The format announced by the first bytes; only these three reach the decoder at all. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

async function readHeader(bytes: Buffer, expected: ImageFormat) {
  try {
    const meta = await sharp(bytes).metadata();
    if (meta.format === expected && meta.width > 0 && meta.height > 0) return meta;
  } catch {
    // An unreadable header is the same answer as a wrong type.
  }
  throw notImage();
}

/**
 * Turns an uploaded picture into a safe WebP: upright (EXIF orientation applied), at most
 * MAX_IMAGE_SIDE on each side, never enlarged, and without any metadata (EXIF, GPS, XMP, ICC):
 * sharp writes none unless asked to.
 */
export async function reencodeAsWebp(bytes: Buffer): Promise<Buffer> {
  const format = sniffImageFormat(bytes);
  if (!format) throw notImage();
  const meta = await readHeader(bytes, format);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw badRequest('imageDimensionsTooLarge', 'IMAGE_DIMENSIONS_TOO_LARGE');
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A header that parses over a corrupt body: the upload is not a usable image.
    throw notImage();
  }
}
