import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/** Said when another process holds the embedded database: what happened and what to do. */
export class EmbeddedDatabaseInUse extends Error {
  constructor(dataPath: string, holder: { pid: number; command: string }) {
    super(
      `The embedded database in ${dataPath} is in use by another OpenTip process (pid ${holder.pid}: ${holder.command}). ` +
        'It serves one process at a time, so nothing was changed. Stop that process (Ctrl-C where it runs), ' +
        'run this command, then start it again; or run on PostgreSQL (DATABASE_URL), where commands work while the server runs.',
    );
    this.name = 'EmbeddedDatabaseInUse';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite runs PostgreSQL inside one process and keeps pages in its memory: a second process on the
 * same files would read a stale copy and its writes would be overwritten or corrupt them (an
 * `admin create` beside `npm start` once said "a link was mailed" and lost it). So whoever opens
 * the files first writes a lock beside them, and anyone else is refused until that process ends.
 * Answers the release.
 */
export function claimEmbeddedDatabase(dataPath: string): () => void {
  const file = join(dataPath, 'opentip.lock');
  const me = { pid: process.pid, command: process.argv.slice(1).join(' ') };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid))
        throw new EmbeddedDatabaseInUse(dataPath, holder);
      // Left by a process that ended without releasing it (killed): take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataPath}`);
}

function readHolder(file: string): { pid: number; command: string } | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; command?: unknown };
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, command: String(parsed.command ?? '') }
      : undefined;
  } catch {
    return undefined;
  }
}
