import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { claimEmbeddedDatabase, EmbeddedDatabaseInUse } from './embedded-lock.ts';

const apiRoot = resolve(import.meta.dirname, '../..');

/** A process that stays alive, standing for `npm start` holding the embedded database. */
function otherProcess(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
}

describe('one process at a time on the embedded database', () => {
  const cleanUp: (() => void)[] = [];
  afterEach(() => cleanUp.splice(0).forEach((f) => f()));

  function dataDirHeldBy(holder: ChildProcess): string {
    const dataDir = mkdtempSync(join(tmpdir(), 'opentip-lock-'));
    mkdirSync(join(dataDir, 'pglite'));
    writeFileSync(
      join(dataDir, 'pglite', 'opentip.lock'),
      JSON.stringify({ pid: holder.pid, command: 'npm start' }),
    );
    cleanUp.push(() => {
      holder.kill();
      rmSync(dataDir, { recursive: true, force: true });
    });
    return dataDir;
  }

  it('refuses to open files another live process holds, saying who and what to do', async () => {
    const dataDir = dataDirHeldBy(otherProcess());
    const opening = openDatabase({ dataDir });
    await expect(opening).rejects.toBeInstanceOf(EmbeddedDatabaseInUse);
    await expect(opening).rejects.toThrow(
      /in use by another OpenTip process \(pid \d+: npm start\).*Stop that process/,
    );
  });

  it('takes over a lock left by a process that was killed, and releases it', async () => {
    const gone = otherProcess();
    await new Promise((done) => {
      gone.once('exit', done);
      gone.kill('SIGKILL');
    });
    const dataPath = join(dataDirHeldBy(gone), 'pglite');
    const release = claimEmbeddedDatabase(dataPath);
    expect(JSON.parse(readFileSync(join(dataPath, 'opentip.lock'), 'utf8')).pid).toBe(process.pid);
    release();
    expect(existsSync(join(dataPath, 'opentip.lock'))).toBe(false);
  });

  it('lets the next process in once the first released it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'opentip-lock-'));
    cleanUp.push(() => rmSync(dir, { recursive: true, force: true }));
    const release = claimEmbeddedDatabase(dir);
    release();
    claimEmbeddedDatabase(dir)();
  });

  it('`npm run admin -- create` beside a running server says so and changes nothing', async () => {
    const dataDir = dataDirHeldBy(otherProcess());
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/scripts/admin.ts', 'create', 'ops@example.test'],
      {
        cwd: apiRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'silent' },
      },
    );
    const failure = await run.then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('is in use by another OpenTip process');
    expect(failure?.stdout).not.toContain('mailed');
  }, 60_000);
});
