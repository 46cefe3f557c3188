import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFilesUnder(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The web tests that replace a module with vi.mock, relative to apps/web. The web project shares
 * loaded modules between files (isolate: false) for speed; a file that mocks a module would leave
 * its mock to the next file, so these run isolated in a project of their own. Found by reading the
 * files, so a new test that mocks is isolated without anyone listing it.
 */
export function webTestsThatMockModules(): string[] {
  return ['src', 'test']
    .flatMap((dir) => testFilesUnder(join(webRoot, dir)))
    .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('))
    .map((file) => relative(webRoot, file));
}
