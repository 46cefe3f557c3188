import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { httpClient } from './load.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The API as production runs it (`apps/api/src/main.ts`, NODE_ENV=production, sandbox payments,
 * logging off, the rate limit out of the way), in its own process on the bench's database.
 */
export function startApiProcess(options: {
  databaseUrl: string;
  port: number;
  nodeArgs?: string[];
  /** Another entry that ends up importing apps/api/src/main.ts (e.g. with a memory probe). */
  entry?: string;
  /** Added to (or overriding) the settings above, e.g. REDIS_URL. */
  env?: Record<string, string>;
  /** An IPC channel to the process (for an entry that answers over it). */
  ipc?: boolean;
}): ChildProcess {
  const entry = options.entry ?? 'apps/api/src/main.ts';
  return spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production needs a mail server; nothing a bench does sends mail.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
      PAYMENT_PROVIDER: 'sandbox',
      ...options.env,
    },
    stdio: options.ipc ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'ignore', 'inherit'],
  });
}

/** Waits (up to 20 s, or `seconds`) until the API answers /readyz. */
export async function waitUntilReady(http: ReturnType<typeof httpClient>, seconds = 20): Promise<void> {
  for (let i = 0; i < seconds * 5; i++) {
    const ready = await http.send('GET', '/readyz').catch(() => ({ status: 0 }));
    if (ready.status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the API did not become ready');
}

export async function stopApiProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

/**
 * pg's pool.end() resolves before its sockets have closed; DROP ... WITH (FORCE) would then kill
 * connections that are closing anyway, and the pool reports that as an error. Wait for them.
 */
export async function dropWhenClosed(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // object_in_use
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A fresh database `opentip_bench_<random>` on the bench's server, and the admin connection that drops it. */
export async function createBenchDatabase(adminUrl: string) {
  const name = `opentip_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { admin, name, databaseUrl: url.toString() };
}
