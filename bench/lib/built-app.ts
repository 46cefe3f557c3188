import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { users } from '../../apps/api/src/db/schema/users.ts';
import { stopApiProcess } from './api-process.ts';
import { seedBenchReceivers } from './bench-data.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const webDist = join(root, 'apps/web/dist');

/** The browser benches walk the built web app: say how to build it rather than fail obscurely. */
export function requireWebBuild(): void {
  const needed = [
    'apps/web/dist/index.html',
    'apps/web/dist/guest/guest.html',
    'apps/web/dist-ssr/guest-server.js',
  ];
  const missing = needed.filter((file) => !existsSync(join(root, file)));
  if (missing.length > 0)
    throw new Error(
      `${missing.join(', ')} missing: run \`flock /tmp/opentip-build.lock npm run build\` first`,
    );
}

/** One receiver with a linked sandbox account, written to a fresh PGlite directory. */
export async function seedGuestReceiver(dataDir: string): Promise<{ payeeCode: string; username: string }> {
  const database = await openDatabase({ dataDir });
  try {
    const [receiver] = await seedBenchReceivers(database.db, 1);
    const [row] = await database.db
      .select({ payeeCode: users.payeeCode, username: users.username })
      .from(users)
      .where(eq(users.id, receiver!.id));
    if (!row?.payeeCode) throw new Error('seeded receiver has no payee code');
    return { payeeCode: row.payeeCode, username: row.username };
  } finally {
    await database.close();
  }
}

/**
 * The built product as `npm start` runs it (the API serving apps/web/dist and the server-rendered
 * guest page) on the embedded PGlite in dataDir, whatever the shell points at.
 */
export function startBuiltApp(options: { dataDir: string; port: number }): ChildProcess {
  const base = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // Production needs a mail server; nothing a guest does here sends mail.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: options.dataDir,
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    PAYMENT_PROVIDER: 'sandbox',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'STRIPE_SECRET_KEY']) delete env[name];
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitForBuiltApp(base: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    const ready = await fetch(`${base}/readyz`).catch(() => null);
    if (ready?.status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

export { stopApiProcess as stopBuiltApp };
