import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

/** Keeps processed images and returns the path they are served under. */
export interface ImageStore {
  /** Absolute folder served at /uploads/, or undefined when images live elsewhere. */
  readonly localDir?: string;
  save(bytes: Buffer, extension: 'webp' | 'png' | 'jpg'): Promise<string>;
  /** Deletes an image saved here; anything else (a foreign URL, a missing file) is left alone. */
  remove(url: string): Promise<void>;
}

// Exactly the names save() makes, so a stored path can never point outside the folder.
const SAVED_NAME = /^\/uploads\/([0-9a-f]{32}\.(?:webp|png|jpg))$/;

export function createDiskImageStore(dir: string): ImageStore {
  const localDir = resolve(dir);
  mkdirSync(localDir, { recursive: true });
  return {
    localDir,
    async save(bytes, extension) {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(join(localDir, name), bytes, { flag: 'wx' });
      return `/uploads/${name}`;
    },
    async remove(url) {
      const name = SAVED_NAME.exec(url)?.[1];
      if (name) await rm(join(localDir, name), { force: true });
    },
  };
}
