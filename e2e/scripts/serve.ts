// Builds the web app and the API once, then runs the real built server for the browser tests, on
// what support/e2e-environment.ts chooses: the production parts (PostgreSQL, Redis, SMTP to a
// capture server, two instances) when CI gives them, else the embedded defaults. Playwright starts
// this as its webServer and stops it with SIGTERM; what it made is removed on the way out.
import { exec, execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { e2eEnvironment } from '../support/e2e-environment.ts';
import { dropDatabase, recreateDatabase } from './e2e-database.ts';
import { startMailCapture } from './mail-capture.ts';

let stopping = false;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const e2e = e2eEnvironment();

if (process.env.E2E_SKIP_BUILD !== '1')
  execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

rmSync(e2e.dataDir, { recursive: true, force: true });
mkdirSync(e2e.dataDir, { recursive: true });
const common: NodeJS.ProcessEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  DATA_DIR: e2e.dataDir,
  // Every request is logged (to server.log), so the teardown can check the log holds no card data.
  LOG_LEVEL: 'info',
  // Several sign-ups and log-ins a minute from one address: well above the defaults' share.
  RATE_LIMIT_PER_MINUTE: '6000',
  // Tips can be withdrawn as soon as they are paid, so a test can tip and then withdraw (a
  // screenshot run of the pending note sets E2E_PAYOUT_HOLD_HOURS).
  PAYOUT_HOLD_HOURS: process.env.E2E_PAYOUT_HOLD_HOURS ?? '0',
  // Jobs (receipts, notifications) picked up quickly, as tests wait for what they bring.
  JOBS_POLL_INTERVAL_SECONDS: '0.5',
};
for (const name of ['SMTP_URL', 'DATABASE_URL', 'REDIS_URL', 'PORT', 'PUBLIC_URL']) delete common[name];

const mail = e2e.mailURL ? await startMailCapture(new URL(e2e.mailURL)) : undefined;
if (e2e.mode === 'production') {
  Object.assign(common, {
    NODE_ENV: 'production',
    DATABASE_URL: e2e.databaseUrl,
    SMTP_URL: mail?.smtpUrl,
    ...(e2e.redisUrl ? { REDIS_URL: e2e.redisUrl } : {}),
  });
  await recreateDatabase(e2e.databaseUrl ?? '');
  // Migrations once, as a deployment runs them, before any instance starts.
  execFileSync(process.execPath, ['apps/api/dist/migrate.js'], { cwd: root, env: common, stdio: 'inherit' });
} else {
  common.NODE_ENV = 'development';
}

// The administrators the console's tests sign in as: made by the operators' own command (the public
// API cannot make one); their set-password links are mailed like any other. admin.spec.ts signs the
// first in through the screens; the keyboard journeys sign the second in through the API, so
// neither depends on the other's order. One after the other: the embedded database takes one
// process at a time. Not execSync: the capture server in this process must stay free to take the mail.
for (const email of ['admin@opentip.test', 'keyboard-admin@opentip.test'])
  await promisify(exec)(`npm run --silent admin -- create ${email}`, {
    cwd: root,
    env: { ...common, PUBLIC_URL: e2e.baseURL },
  });

const log = createWriteStream(join(e2e.dataDir, 'server.log'));
const servers: ChildProcess[] = [startInstance(e2e.baseURL)];
// Playwright waits for the second instance's address: it starts once the first answers.
if (e2e.secondURL !== e2e.baseURL) {
  await waitForHealth(e2e.baseURL);
  servers.push(startInstance(e2e.secondURL));
}

async function waitForHealth(url: string): Promise<void> {
  for (;;) {
    const healthy = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy || stopping) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function startInstance(url: string): ChildProcess {
  const port = new URL(url).port;
  const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: { ...common, PORT: port, PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  server.stderr?.pipe(process.stderr);
  // The start line says what the instance runs on (database, live bus, mail): shown in the run's output.
  server.stdout?.on('data', (chunk: Buffer) => {
    const started = chunk.toString().match(/"msg":"(OpenTip on [^"]+)"/);
    if (started) process.stderr.write(`e2e server: ${started[1]}\n`);
  });
  server.on('exit', (code) => void stopAll(code ?? 0));
  return server;
}

async function stopAll(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM');
  await Promise.all(
    servers.map((s) => (s.exitCode === null ? new Promise((done) => s.once('exit', done)) : undefined)),
  );
  await mail?.close();
  if (e2e.databaseUrl) await dropDatabase(e2e.databaseUrl);
  rmSync(e2e.dataDir, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stopAll(0));
