import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

/** Keeps processed images and returns the path they are served under. */
export interface ImageStore {
  /** Absolute folder served at /uploads/, or undefined when images live elsewhere. */
  readonly localDir?: string;
  save(bytes: Buffer, extension: 'webp' | 'png' | 'jpg'): Promise<string>;
}

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
  };
}
