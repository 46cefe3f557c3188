import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes .br and .gz beside every text asset at the highest levels once, at build time, so the
 * server sends a guest's phone the smallest files without compressing on each request.
 */
export function precompress(html = 'index.html'): Plugin {
  let outDir = 'dist';
  return {
    name: 'opentip-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), html].filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        [...new Set(files)].map(async (name) => {
          const path = join(outDir, name);
          const content = await readFile(path);
          if (content.length < 1024) return;
          const [gz, br] = await Promise.all([
            gzipAsync(content, { level: 9 }),
            brotliAsync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
        }),
      );
    },
  };
}
