/**
 * What a guest's phone downloads in JavaScript before paying: the built web app served by the real
 * server, walked in Chromium at 375 px from a receiver's QR link to the card form, every script
 * response recorded with its size on the wire and gzipped. The aim (issue): under 100 kB gzipped.
 *
 *   flock /tmp/opentip-build.lock npm run build      (apps/web/dist must be current)
 *   npx tsx bench/guest-bundle.ts
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { chromium, type Page, type Response } from '@playwright/test';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/db/schema/users.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium.ts';
import { seedBenchReceivers } from './lib/bench-data.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const webDist = join(root, 'apps/web/dist');
/** The aim, in SI kilobytes (the stricter reading of "100 KB"). */
const AIM_BYTES = 100_000;
const STEPS = ['/tip-receiver-details', '/CalculateTip', '/add-card'] as const;
type Step = (typeof STEPS)[number];

interface ScriptFile {
  path: string;
  step: Step;
  contentEncoding: string | null;
  /** Body bytes as sent (after the server's .br/.gz choice), headers not counted. */
  encodedBytes: number;
  decodedBytes: number;
  /** The file gzipped at level 9 here: comparable whatever the server sent. */
  gzipBytes: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** One receiver with a linked sandbox account, written to a fresh PGlite directory. */
async function seed(dataDir: string) {
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

async function waitForServer(base: string) {
  for (let i = 0; i < 150; i++) {
    const ready = await fetch(`${base}/readyz`).catch(() => null);
    if (ready?.status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

/** Records each JavaScript response under the step that was on screen when it was asked for. */
function recordScripts(page: Page, current: () => Step) {
  const files = new Map<string, ScriptFile>();
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript') && !url.pathname.endsWith('.js')) return;
    const step = current();
    pending.push(
      (async () => {
        const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
        if (files.has(url.pathname)) return;
        files.set(url.pathname, {
          path: url.pathname,
          step,
          contentEncoding: response.headers()['content-encoding'] ?? null,
          encodedBytes: sizes.responseBodySize,
          decodedBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        });
      })(),
    );
  });
  return async () => {
    await Promise.all(pending);
    return [...files.values()];
  };
}

async function walkGuestPath(base: string, receiver: { payeeCode: string; username: string }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      locale: 'en-US',
      extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    });
    const page = await context.newPage();
    let step: Step = '/tip-receiver-details';
    const collected = recordScripts(page, () => step);

    await page.goto(`${base}/tip-receiver-details/${receiver.payeeCode}`);
    await page.getByRole('heading', { level: 1, name: receiver.username }).waitFor();
    await page.waitForLoadState('networkidle');

    step = '/CalculateTip';
    await page.getByRole('button', { name: `Tip ${receiver.username}` }).click();
    await page.waitForURL(/\/CalculateTip$/);
    await page.getByLabel('Bill amount').fill('40');
    await page.getByText('15%', { exact: true }).click();
    await page.waitForLoadState('networkidle');

    step = '/add-card';
    await page.getByRole('button', { name: /Continue to card details/ }).click();
    await page.waitForURL(/\/add-card$/);
    // The payment step: the card form is on screen, nothing paid yet.
    await page.getByLabel('Card number').waitFor();
    await page.waitForLoadState('networkidle');
    return { files: await collected(), chromium: browser.version() };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function buildReport(files: ScriptFile[], chromiumVersion: string) {
  const sum = (list: ScriptFile[], key: 'encodedBytes' | 'decodedBytes' | 'gzipBytes') =>
    list.reduce((total, file) => total + file[key], 0);
  const steps = STEPS.map((step) => {
    const list = files.filter((file) => file.step === step);
    return {
      step,
      files: list.length,
      encodedBytes: sum(list, 'encodedBytes'),
      gzipBytes: sum(list, 'gzipBytes'),
    };
  });
  const gzipBytes = sum(files, 'gzipBytes');
  return {
    date: new Date().toISOString(),
    commit: execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim(),
    browser: `Chromium ${chromiumVersion}, 375 x 740, Accept-Encoding: gzip, empty cache`,
    path: 'tip-receiver-details/<payeeCode> -> /CalculateTip -> /add-card (card form shown, nothing paid)',
    aimBytes: AIM_BYTES,
    total: {
      files: files.length,
      encodedBytes: sum(files, 'encodedBytes'),
      decodedBytes: sum(files, 'decodedBytes'),
      gzipBytes,
      withinAim: gzipBytes <= AIM_BYTES,
    },
    steps,
    files: [...files].sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

function markdown(report: ReturnType<typeof buildReport>): string {
  const { total } = report;
  const verdict = total.withinAim
    ? `within the aim of ${kb(report.aimBytes)} kB`
    : `**above** the aim of ${kb(report.aimBytes)} kB by ${kb(total.gzipBytes - report.aimBytes)} kB`;
  const stepRows = report.steps
    .map((s) => `| ${s.step} | ${s.files} | ${kb(s.encodedBytes)} | ${kb(s.gzipBytes)} |`)
    .join('\n');
  const fileRows = report.files
    .map(
      (f) =>
        `| ${f.path.replace('/assets/', '')} | ${f.step} | ${f.contentEncoding ?? 'none'} | ${kb(f.encodedBytes)} | ${kb(f.decodedBytes)} | ${kb(f.gzipBytes)} |`,
    )
    .join('\n');
  return `# Guest bundle (${report.date.slice(0, 10)}, commit ${report.commit})

JavaScript a guest downloads before the payment step, walking ${report.path}
in ${report.browser}. Command: \`npx tsx bench/guest-bundle.ts\` after \`npm run build\`.

**Total: ${kb(total.gzipBytes)} kB gzipped** (${total.files} files; ${kb(total.encodedBytes)} kB on the wire,
${kb(total.decodedBytes)} kB uncompressed): ${verdict}.

Sizes in kB of 1000 bytes. "On the wire" is the response body as the server sent it (its prebuilt .gz
where one exists, small files uncompressed); "gzip" is each file gzipped at level 9 here.

| Step | Files | On the wire | Gzip |
|---|---:|---:|---:|
${stepRows}

| File | First needed on | Encoding | On the wire | Uncompressed | Gzip |
|---|---|---|---:|---:|---:|
${fileRows}
`;
}

async function main() {
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error('apps/web/dist is missing: run `flock /tmp/opentip-build.lock npm run build` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'opentip-bench-guest-'));
  const receiver = await seed(dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // Production needs a mail server; nothing here sends mail (guests give no address).
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'silent',
    PAYMENT_PROVIDER: 'sandbox',
  };
  // The embedded PGlite in dataDir, whatever the shell points at.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'STRIPE_SECRET_KEY']) delete env[name];
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(base);
    const { files, chromium: version } = await walkGuestPath(base, receiver);
    const report = buildReport(files, version);
    writeFileSync(join(here, 'results/guest-bundle.json'), JSON.stringify(report, null, 2) + '\n');
    writeFileSync(join(here, 'results/guest-bundle.md'), markdown(report));
    console.log(markdown(report));
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
