// Builds the web app and the API once, then runs the real server on a fresh temporary DATA_DIR
// (embedded PGlite, development mailbox). Playwright starts this as its webServer and stops it
// with SIGTERM; the data directory is removed on the way out.
import { execSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.E2E_PORT ?? '3100';

if (process.env.E2E_SKIP_BUILD !== '1')
  execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

// playwright.config.ts names the folder, so its teardown can search it before it is removed.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'opentip-e2e-'));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  // Every request is logged (to server.log), so the teardown can check the log holds no card data.
  LOG_LEVEL: 'info',
  // Several sign-ups and log-ins a minute from one address: well above the defaults' share.
  RATE_LIMIT_PER_MINUTE: '6000',
  // Tips can be withdrawn as soon as they are paid, so a test can tip and then withdraw.
  PAYOUT_HOLD_HOURS: '0',
};
delete env.SMTP_URL;
delete env.DATABASE_URL;
delete env.REDIS_URL;

// The administrator the console's tests sign in as: made by the operators' own command (the
// public API cannot make one); its set-password link lands in the development mailbox.
execSync('npm run --silent admin -- create admin@opentip.test', {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});

const log = createWriteStream(join(dataDir, 'server.log'));
const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(log);
server.stderr.pipe(log);
server.stderr.pipe(process.stderr);
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
