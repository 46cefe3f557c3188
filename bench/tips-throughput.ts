/**
 * Tip creation and payee lookup under 50 concurrent connections, on PostgreSQL, against the API
 * running in its own process; then the very same SQL statements replayed directly through pg
 * from as many workers over a pool of the API's size: the database's limit for this work.
 *
 *   npx tsx bench/tips-throughput.ts            (BENCH_DATABASE_URL, BENCH_SECONDS optional)
 *
 * BENCH_INSTANCES=2 runs two API processes (as production runs several), each with its own pool,
 * the load spread evenly between them.
 *
 * BENCH_LAYOUT=database-core gives the local PostgreSQL core 0 alone and everything else the other
 * cores, as production gives the database a host of its own (bench/lib/cpu-layout.ts); the default,
 * shared, lets all of them compete for both cores.
 */
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { PreparingClient } from '../apps/api/src/db/prepared-statements.ts';
import { createGoogleVerifier } from '../apps/api/src/integrations/google/google-token-verifier.ts';
import { createDiskImageStore } from '../apps/api/src/integrations/storage/image-store.ts';
import {
  createBenchDatabase,
  dropWhenClosed,
  freePort,
  startApiProcess,
  stopApiProcess,
  waitUntilReady,
} from './lib/api-process.ts';
import { applyCpuLayout, CPU_LAYOUTS, type CpuLayout } from './lib/cpu-layout.ts';
import { measureCpu } from './lib/cpu-split.ts';
import { httpClient, runLoad } from './lib/load.ts';
import { buildReport, markdown } from './lib/report.ts';
import { capturingDb, replay } from './lib/sql-replay.ts';
import { replayTip, type CapturedTip } from './lib/tip-replay.ts';
import { seedBenchReceivers, TOKEN, type BenchReceiver } from './lib/bench-data.ts';

const here = dirname(fileURLToPath(import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const POOL_SIZE = 20; // what the API uses (db/client.ts default)
const RECEIVERS = 200;
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const LAYOUT = (process.env.BENCH_LAYOUT ?? 'shared') as CpuLayout;
if (!(LAYOUT in CPU_LAYOUTS))
  throw new Error(`BENCH_LAYOUT is one of ${Object.keys(CPU_LAYOUTS).join(', ')}`);

const pickReceiver = (receivers: BenchReceiver[]) => receivers[Math.floor(Math.random() * receivers.length)]!;
const tipBody = (r: BenchReceiver) => ({
  payee: r.id,
  amount: 1000,
  currency: 'USD',
  paymentType: 'card',
  paymentMethod: TOKEN,
});

async function main() {
  const loadBefore = os.loadavg()[0] ?? 0;
  const { admin, name, databaseUrl } = await createBenchDatabase(adminUrl);
  const undoLayout = applyCpuLayout(LAYOUT, databaseUrl);
  const database = await openDatabase({ databaseUrl, poolSize: POOL_SIZE });
  const receivers = await seedBenchReceivers(database.db, RECEIVERS);

  // BENCH_CPU_PROF=<dir> writes a CPU profile of the API process there (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  // The production parts: PostgreSQL and Redis (live bus and rate limits), as several instances run.
  const servers = [];
  const clients = [];
  for (let i = 0; i < INSTANCES; i++) {
    const port = await freePort();
    servers.push(startApiProcess({ databaseUrl, port, nodeArgs: profile, env: { REDIS_URL: redisUrl } }));
    clients.push(httpClient(`http://127.0.0.1:${port}`, Math.ceil(CONNECTIONS / INSTANCES)));
  }
  const http = spreadClient(clients);
  // Prepared once per connection, as the API's own pool does (apps/api/src/db/prepared-statements.ts).
  const sqlPool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE, Client: PreparingClient });
  try {
    for (const client of clients) await waitUntilReady(client);
    const tip = async (r: BenchReceiver) =>
      (
        await http.send('POST', '/api/v1/transactions/createtransactions', tipBody(r), {
          'idempotency-key': randomUUID(),
        })
      ).status === 200;
    // Warm-up: one tip per receiver (their ledger accounts exist from then on), then a short run.
    for (const r of receivers) {
      const answer = await http.send('POST', '/api/v1/transactions/createtransactions', tipBody(r), {
        'idempotency-key': randomUUID(),
      });
      if (answer.status !== 200) throw new Error(`warm-up tip failed: ${answer.status} ${answer.body}`);
    }
    await runLoad({ seconds: 3, concurrency: CONNECTIONS, once: () => tip(pickReceiver(receivers)) });

    const captured = await captureStatements(databaseUrl, receivers[0]!);
    if (process.env.BENCH_PRINT_SQL) {
      // The statements of one tip, to see what a change costs before measuring it.
      for (const statement of captured.tip.statements) console.log(statement.text.trim().slice(0, 160));
      return;
    }
    const meter = { admin, database: name, apiPids: servers.map((server) => server.pid) };
    const bare = await startBareServer({ databaseUrl, tip: captured.tip, receivers });
    // The three side by side, round after round: the machine's drift falls on all of them alike.
    const tipRounds = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const api = await measureCpu(meter, () =>
          runLoad({ seconds: SECONDS, concurrency: CONNECTIONS, once: () => tip(pickReceiver(receivers)) }),
        );
        const sql = await measureCpu(meter, () =>
          runLoad({
            seconds: SECONDS,
            concurrency: CONNECTIONS,
            once: () => replayTip(sqlPool, captured.tip, receivers, pickReceiver(receivers)).then(() => true),
          }),
        );
        const bareHttp = await measureCpu({ ...meter, apiPids: [bare.pid] }, () =>
          runLoad({
            seconds: SECONDS,
            concurrency: CONNECTIONS,
            once: () => bare.tip(pickReceiver(receivers)),
          }),
        );
        tipRounds.push({ api, sql, bareHttp });
      }
    } finally {
      await bare.stop();
    }
    const lookup = async (r: BenchReceiver) =>
      (await http.send('GET', `/api/v1/payee/payee-details/${r.uniqueId}`)).status === 200;
    const apiLookup = await runLoad({
      seconds: SECONDS,
      concurrency: CONNECTIONS,
      once: () => lookup(pickReceiver(receivers)),
    });
    const sqlLookup = await runLoad({
      seconds: SECONDS,
      concurrency: CONNECTIONS,
      once: async () => {
        const r = pickReceiver(receivers);
        const first = receivers[0]!;
        const pairs = new Map([
          [first.uniqueId, r.uniqueId],
          [first.id, r.id],
        ]);
        await replay(sqlPool, captured.lookup, { pairs });
        return true;
      },
    });
    const check = await verify(sqlPool);
    const report = buildReport({
      tipRounds,
      apiLookup,
      sqlLookup,
      settings: {
        seconds: SECONDS,
        rounds: ROUNDS,
        connections: CONNECTIONS,
        poolSize: POOL_SIZE,
        receivers: RECEIVERS,
        instances: INSTANCES,
        layout: LAYOUT,
      },
      statementsPerTip: captured.tip.statements.length,
      statementsPerLookup: captured.lookup.length,
      check,
      pgVersion: await serverVersion(admin),
      loadAverage: [loadBefore, os.loadavg()[0] ?? 0],
    });
    const file = [
      'tips-throughput',
      INSTANCES === 1 ? '' : `-${INSTANCES}-instances`,
      LAYOUT === 'shared' ? '' : `-${LAYOUT}`,
    ].join('');
    writeFileSync(join(here, 'results', `${file}.json`), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(here, 'results', `${file}.md`), markdown(report));
    console.log(markdown(report));
  } finally {
    http.close();
    for (const server of servers) await stopApiProcess(server);
    await sqlPool.end();
    await database.close();
    await dropWhenClosed(admin, name);
    await admin.end();
    undoLayout();
  }
}

/**
 * The same statements behind a bare node:http server in its own process (bench/lib/bare-tip-server.ts):
 * what an HTTP server costs on this machine before any of the API's own work.
 */
async function startBareServer(options: {
  databaseUrl: string;
  tip: CapturedTip;
  receivers: BenchReceiver[];
}) {
  const input = join(os.tmpdir(), `opentip-bare-tips-${process.pid}.json`);
  writeFileSync(input, JSON.stringify({ tip: options.tip, receivers: options.receivers }));
  const port = await freePort();
  const server = startApiProcess({
    databaseUrl: options.databaseUrl,
    port,
    entry: 'bench/lib/bare-tip-server.ts',
    env: { BARE_TIPS_INPUT: input },
  });
  const http = httpClient(`http://127.0.0.1:${port}`, CONNECTIONS);
  const stop = async () => {
    http.close();
    await stopApiProcess(server);
    rmSync(input, { force: true });
  };
  try {
    await waitUntilReady(http);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    pid: server.pid,
    tip: async (r: BenchReceiver) => (await http.send('POST', '/tip', tipBody(r))).status === 200,
    stop,
  };
}

/** Requests sent to each instance in turn. */
function spreadClient(clients: ReturnType<typeof httpClient>[]): ReturnType<typeof httpClient> {
  let next = 0;
  return {
    send: (...args) => clients[next++ % clients.length]!.send(...args),
    close: () => clients.forEach((client) => client.close()),
  };
}

/** The statements one tip creation and one payee lookup run, recorded from the real code path. */
async function captureStatements(databaseUrl: string, receiver: BenchReceiver) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const recorder = capturingDb(pool);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000' });
  const app = await buildApp({
    config,
    db: recorder.db,
    mailer: { send: async () => undefined },
    google: createGoogleVerifier({ jwksUrl: config.GOOGLE_JWKS_URL }),
    images: createDiskImageStore(join(os.tmpdir(), 'opentip-bench-uploads')),
  });
  const key = randomUUID();
  let tipId = '';
  const tip = await recorder.capture(async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/transactions/createtransactions',
      headers: { 'idempotency-key': key },
      payload: tipBody(receiver),
    });
    tipId = res.json().data.transaction.id;
  });
  const lookup = await recorder.capture(() =>
    app.inject({ url: `/api/v1/payee/payee-details/${receiver.uniqueId}` }),
  );
  const ids = await pool.query(
    `select t.feedback_token_hash, t.provider_payment_id, l.id as ledger_id from tips t
     join ledger_transactions l on l.tip_id = t.id where t.id = $1`,
    [tipId],
  );
  await app.close();
  await pool.end();
  const row = ids.rows[0] as { feedback_token_hash: string; provider_payment_id: string; ledger_id: string };
  return { tip: { statements: tip, key, tipId, ...row }, lookup };
}

/** The replayed SQL did the whole job: every tip paid, every ledger transaction balanced. */
async function verify(pool: pg.Pool) {
  const q = async (text: string) => Number((await pool.query(text)).rows[0]?.n ?? 0);
  return {
    tips: await q(`select count(*)::int as n from tips`),
    pending: await q(`select count(*)::int as n from tips where status <> 'succeeded'`),
    ledgerTransactions: await q(`select count(*)::int as n from ledger_transactions`),
    unbalanced: await q(
      `select count(*)::int as n from (select 1 from ledger_entries group by transaction_id, currency having sum(amount) <> 0) x`,
    ),
  };
}

async function serverVersion(client: pg.Client): Promise<string> {
  return String((await client.query('show server_version')).rows[0]?.server_version ?? '?');
}

await main();
