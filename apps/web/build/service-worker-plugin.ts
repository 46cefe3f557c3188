import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const WORKER = 'push-sw.js';
const RELEASE_LINE = "const RELEASE = 'dev';";
const SHELL_LINE = 'const SHELL_FILES = [];';
// Public files the installed app shows offline besides the hashed bundle.
const PUBLIC_SHELL = ['/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png'];

/**
 * Writes the release's name and its app shell (every built script and stylesheet) into the copied
 * service worker, so each build is a new worker that caches exactly its own files.
 */
export function serviceWorkerShell(): Plugin {
  let outDir = 'dist';
  return {
    name: 'opentip-service-worker-shell',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const assets = Object.keys(bundle)
        .filter((name) => /^assets\/.+\.(js|css)$/.test(name))
        .sort()
        .map((name) => `/${name}`);
      const page = await readFile(join(outDir, 'index.html'));
      const release = createHash('sha256').update(page).update(assets.join('\n')).digest('hex').slice(0, 16);
      const path = join(outDir, WORKER);
      const source = await readFile(path, 'utf8');
      if (!source.includes(RELEASE_LINE) || !source.includes(SHELL_LINE)) {
        throw new Error(`${WORKER} lost the lines the build fills in (${RELEASE_LINE} ${SHELL_LINE})`);
      }
      const files = JSON.stringify([...PUBLIC_SHELL, ...assets]);
      await writeFile(
        path,
        source
          .replace(RELEASE_LINE, `const RELEASE = '${release}';`)
          .replace(SHELL_LINE, `const SHELL_FILES = ${files};`),
      );
    },
  };
}
