import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ImageStore } from '../../integrations/storage/image-store.ts';

// Only names the image store makes: a stored path can never point outside its folder.
const STORED_NAME = /^\/uploads\/([0-9a-f]{32}\.(?:webp|png|jpg))$/;
const PHOTO_SIDE = 320;

/**
 * The receiver's photo as a square PNG (the PDF library reads PNG and JPEG, uploads are WebP), or
 * null when there is none here: no photo, a picture hosted elsewhere, or a file that went missing.
 */
export async function loadPhoto(images: ImageStore, profileImg: string | null): Promise<Buffer | null> {
  const name = profileImg ? STORED_NAME.exec(profileImg)?.[1] : undefined;
  if (!name || !images.localDir) return null;
  try {
    const bytes = await readFile(join(images.localDir, name));
    return await sharp(bytes).resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover' }).png().toBuffer();
  } catch {
    return null;
  }
}
