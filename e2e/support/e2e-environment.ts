import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the end-to-end server runs and on what. With TEST_DATABASE_URL (as in CI) it runs the way a
 * deployment does: NODE_ENV=production on a PostgreSQL database of its own, Redis when
 * TEST_REDIS_URL is set (then two instances share the live bus), and mail over SMTP to a capture
 * server that keeps what it received. Without them, one server on the embedded defaults (PGlite,
 * development mailbox). The names are fixed by the port, so the config, its workers, the server
 * script and the teardown all agree on them.
 */
export interface E2eEnvironment {
  mode: 'production' | 'embedded';
  port: number;
  baseURL: string;
  /** The second instance, or the first again when there is only one. */
  secondURL: string;
  dataDir: string;
  /** The run's own database on TEST_DATABASE_URL's server (production mode). */
  databaseUrl?: string;
  redisUrl?: string;
  /** The capture server's inbox, read over HTTP (production mode). */
  mailURL?: string;
}

export function e2eEnvironment(env: NodeJS.ProcessEnv = process.env): E2eEnvironment {
  const port = Number(env.E2E_PORT ?? 3100);
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = join(tmpdir(), `opentip-e2e-${port}`);
  const serverUrl = env.TEST_DATABASE_URL;
  if (!serverUrl) return { mode: 'embedded', port, baseURL, secondURL: baseURL, dataDir };

  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/opentip_e2e_${port}`;
  const redisUrl = env.TEST_REDIS_URL || undefined;
  return {
    mode: 'production',
    port,
    baseURL,
    // Live events cross instances only through Redis: without it, one instance.
    secondURL: redisUrl ? `http://127.0.0.1:${port + 1}` : baseURL,
    dataDir,
    databaseUrl: databaseUrl.toString(),
    redisUrl,
    mailURL: `http://127.0.0.1:${port + 2}`,
  };
}
