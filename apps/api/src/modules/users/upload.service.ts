import type { ImageStore } from '../../integrations/storage/image-store.ts';
import { reencodeAsWebp } from './image-processing.ts';

/** Checks, cleans and stores an uploaded picture; answers the path it is served under. */
export async function uploadImage(options: { bytes: Buffer; images: ImageStore }): Promise<{ url: string }> {
  const webp = await reencodeAsWebp(options.bytes);
  return { url: await options.images.save(webp, 'webp') };
}
