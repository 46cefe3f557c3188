// Builds the web app and the API once, then runs the real server on a fresh temporary DATA_DIR
// (embedded PGlite, development mailbox). Playwright starts this as its webServer and stops it
// with SIGTERM; the data directory is removed on the way out.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.E2E_PORT ?? '3100';

if (process.env.E2E_SKIP_BUILD !== '1')
  execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

const dataDir = mkdtempSync(join(tmpdir(), 'opentip-e2e-'));
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // Several sign-ups and log-ins a minute from one address: well above the defaults' share.
  RATE_LIMIT_PER_MINUTE: '6000',
};
delete env.SMTP_URL;
delete env.DATABASE_URL;
delete env.REDIS_URL;

const server = spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, env, stdio: 'inherit' });
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
