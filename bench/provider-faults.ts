/**
 * The card provider misbehaving, phase by phase (down with 5xx, not answering, slow, a mix with
 * answers lost after charging), each on the API as production runs it (PostgreSQL, Redis, the
 * sandbox on its own pool) with guests tipping and other guests looking receivers up meanwhile.
 * Then the provider is back: half the guests told "try again" do, with the same Idempotency-Key,
 * and the reconciliation job settles what was charged but never answered. Every tip must end paid
 * once or not charged at all, and lookups must stay fast while the provider is away.
 *
 *   npx tsx bench/provider-faults.ts      (BENCH_DATABASE_URL, BENCH_REDIS_URL, BENCH_PHASE_SECONDS)
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import {
  createBenchDatabase,
  dropWhenClosed,
  freePort,
  startApiProcess,
  stopApiProcess,
  waitUntilReady,
} from './lib/api-process.ts';
import { seedBenchReceivers, TOKEN, type BenchReceiver } from './lib/bench-data.ts';
import { httpClient, runLoad, type LoadResult } from './lib/load.ts';
import { describeMachine, gitCommit } from './lib/machine.ts';

const here = dirname(fileURLToPath(import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const resultsDir = process.env.BENCH_RESULTS_DIR ?? join(here, 'results');
const PHASE_SECONDS = Number(process.env.BENCH_PHASE_SECONDS ?? 30);
const TIPS_PER_SECOND = 20;
const LOOKERS = 10;
const TIMEOUT_MS = 3000;
/** Lookups while the provider is away: the target. */
const LOOKUP_P99_TARGET_MS = 100;

const PHASES = [
  { name: 'down, every call 5xx', faults: 'down=error' },
  { name: 'down, no answer (3 s timeout)', faults: 'down=timeout' },
  { name: 'slow, 1.5 s per call', faults: 'latency=1500' },
  {
    name: 'mixed: 20 % 5xx, 10 % no answer, 20 % answer lost after charging',
    faults: 'error=0.2,timeout=0.1,lost=0.2',
  },
] as const;

interface Attempt {
  key: string;
  body: Record<string, unknown>;
  status: number;
  code: string | null;
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
const tipBody = (r: BenchReceiver) => ({
  payee: r.id,
  amount: 1000,
  currency: 'USD',
  paymentType: 'card',
  paymentMethod: TOKEN,
});

async function withApi<T>(
  databaseUrl: string,
  env: Record<string, string>,
  work: (http: ReturnType<typeof httpClient>) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const server = startApiProcess({
    databaseUrl,
    port,
    env: { REDIS_URL: redisUrl, SANDBOX_TIMEOUT_MS: String(TIMEOUT_MS), ...env },
  });
  const http = httpClient(`http://127.0.0.1:${port}`, TIPS_PER_SECOND * 4 + LOOKERS);
  try {
    await waitUntilReady(http);
    return await work(http);
  } finally {
    http.close();
    await stopApiProcess(server);
  }
}

async function tipOnce(http: ReturnType<typeof httpClient>, attempt: Omit<Attempt, 'status' | 'code'>) {
  const answer = await http
    .send('POST', '/api/v1/transactions/createtransactions', attempt.body, { 'idempotency-key': attempt.key })
    .catch(() => ({ status: 0, body: '' }));
  let code: string | null = null;
  try {
    code = (JSON.parse(answer.body) as { code?: string }).code ?? null;
  } catch {
    code = null;
  }
  return { ...attempt, status: answer.status, code };
}

/**
 * Guests arriving at a steady rate whatever the answers (a guest told "try again" is a new arrival
 * later, not a tight loop): one tip started every 1000 / TIPS_PER_SECOND ms.
 */
async function arrivingGuests(seconds: number, tip: () => Promise<Attempt>) {
  const started = performance.now();
  const latencies: number[] = [];
  const attempts: Promise<Attempt>[] = [];
  for (let n = 0; performance.now() - started < seconds * 1000; n++) {
    const due = started + (n * 1000) / TIPS_PER_SECOND;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const t0 = performance.now();
    attempts.push(tip().finally(() => latencies.push(performance.now() - t0)));
  }
  const done = await Promise.all(attempts);
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round((latencies[Math.floor(p * (latencies.length - 1))] ?? 0) * 10) / 10;
  return { attempts: done, p50Ms: at(0.5), p99Ms: at(0.99) };
}

async function runPhase(databaseUrl: string, receivers: BenchReceiver[], faults: string) {
  return withApi(databaseUrl, { SANDBOX_FAULTS: faults }, async (http) => {
    const tipping = arrivingGuests(PHASE_SECONDS, () =>
      tipOnce(http, { key: randomUUID(), body: tipBody(pick(receivers)) }),
    );
    const lookups = runLoad({
      seconds: PHASE_SECONDS,
      concurrency: LOOKERS,
      once: async () =>
        (await http.send('GET', `/api/v1/payee/payee-details/${pick(receivers).uniqueId}`)).status === 200,
    });
    const [tips, lookup] = await Promise.all([tipping, lookups]);
    return { tips, lookup, attempts: tips.attempts };
  });
}

const count = async (pool: pg.Pool, text: string) => Number((await pool.query(text)).rows[0]?.n ?? 0);

async function settledState(pool: pg.Pool) {
  return {
    tips: await count(pool, `select count(*)::int as n from tips`),
    paid: await count(pool, `select count(*)::int as n from tips where status = 'succeeded'`),
    failed: await count(pool, `select count(*)::int as n from tips where status = 'failed'`),
    pendingNotCharged: await count(
      pool,
      `select count(*)::int as n from tips t where status = 'pending'
       and not exists (select 1 from sandbox_charges c where c.intent_id = t.id::text and c.status = 'succeeded')`,
    ),
    pendingCharged: await count(
      pool,
      `select count(*)::int as n from tips t where status = 'pending'
       and exists (select 1 from sandbox_charges c where c.intent_id = t.id::text and c.status = 'succeeded')`,
    ),
    chargedTwice: await count(
      pool,
      `select count(*)::int as n from (select intent_id from sandbox_charges where status = 'succeeded'
       group by intent_id having count(*) > 1) x`,
    ),
    paidWithoutCharge: await count(
      pool,
      `select count(*)::int as n from tips t where status = 'succeeded'
       and not exists (select 1 from sandbox_charges c where c.intent_id = t.id::text and c.status = 'succeeded')`,
    ),
    chargedNotPaid: await count(
      pool,
      `select count(*)::int as n from tips t where status = 'failed'
       and exists (select 1 from sandbox_charges c where c.intent_id = t.id::text and c.status = 'succeeded')`,
    ),
    ledgerPerPaidTip: await count(
      pool,
      `select count(*)::int as n from (select tip_id from ledger_transactions where tip_id is not null
       group by tip_id having count(*) <> 1) x`,
    ),
    unbalanced: await count(
      pool,
      `select count(*)::int as n from (select 1 from ledger_entries group by transaction_id, currency
       having sum(amount) <> 0) x`,
    ),
  };
}

async function main() {
  const loadBefore = (await import('node:os')).loadavg()[0] ?? 0;
  const { admin, name, databaseUrl } = await createBenchDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  const receivers = await seedBenchReceivers(database.db, 50);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    // A first start migrates the database; its lookups are the baseline without faults.
    const baseline = await withApi(databaseUrl, {}, async (http) =>
      runLoad({
        seconds: 10,
        concurrency: LOOKERS,
        once: async () =>
          (await http.send('GET', `/api/v1/payee/payee-details/${pick(receivers).uniqueId}`)).status === 200,
      }),
    );
    const phases: {
      name: string;
      faults: string;
      tips: { p50Ms: number; p99Ms: number };
      lookup: LoadResult;
      answers: Record<string, number>;
    }[] = [];
    const toRetry: Attempt[] = [];
    for (const phase of PHASES) {
      const { tips, lookup, attempts } = await runPhase(databaseUrl, receivers, phase.faults);
      const answers: Record<string, number> = {};
      for (const a of attempts) {
        const label = a.status === 0 ? 'no answer' : `${a.status}${a.code ? ` ${a.code}` : ''}`;
        answers[label] = (answers[label] ?? 0) + 1;
      }
      phases.push({
        name: phase.name,
        faults: phase.faults,
        tips: { p50Ms: tips.p50Ms, p99Ms: tips.p99Ms },
        lookup,
        answers,
      });
      toRetry.push(...attempts.filter((a) => a.status !== 200));
      console.log(phase.name, { tipP99: tips.p99Ms, lookupP99: lookup.p99Ms, answers });
    }

    // The provider is back. Half the guests told to try again do (the web app resends the same
    // request with the same key); the other half walk away, left to the reconciliation job.
    const retried = toRetry.filter((_, i) => i % 2 === 0);
    const retryAnswers: Record<string, number> = {};
    const waited = await withApi(databaseUrl, { JOBS_POLL_INTERVAL_SECONDS: '1' }, async (http) => {
      for (const attempt of retried) {
        const again = await tipOnce(http, attempt);
        const label = `${again.status}${again.code ? ` ${again.code}` : ''}`;
        retryAnswers[label] = (retryAnswers[label] ?? 0) + 1;
      }
      // Reconciliation takes a tip once its request's lease (60 s) is over, every minute.
      const started = Date.now();
      while (Date.now() - started < 180_000) {
        if ((await settledState(pool)).pendingCharged === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
      return Math.round((Date.now() - started) / 1000);
    });
    const after = await settledState(pool);
    const report = {
      date: new Date().toISOString().slice(0, 10),
      commit: gitCommit(),
      machine: describeMachine({
        postgres: String((await admin.query('show server_version')).rows[0]?.server_version ?? '?'),
        loadBefore,
      }),
      settings: {
        phaseSeconds: PHASE_SECONDS,
        tipsPerSecond: TIPS_PER_SECOND,
        lookers: LOOKERS,
        sandboxTimeoutMs: TIMEOUT_MS,
        receivers: 50,
      },
      baselineLookup: baseline,
      phases,
      retried: retried.length,
      retryAnswers,
      leftToReconciliation: toRetry.length - retried.length,
      secondsUntilReconciled: waited,
      after,
    };
    writeFileSync(join(resultsDir, 'provider-faults.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(resultsDir, 'provider-faults.md'), markdown(report));
    console.log(markdown(report));
  } finally {
    await pool.end();
    await database.close();
    await dropWhenClosed(admin, name);
    await admin.end();
  }
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

function markdown(r: {
  date: string;
  commit: string;
  machine: ReturnType<typeof describeMachine>;
  settings: Record<string, number>;
  baselineLookup: LoadResult;
  phases: {
    name: string;
    faults: string;
    tips: { p50Ms: number; p99Ms: number };
    lookup: LoadResult;
    answers: Record<string, number>;
  }[];
  retried: number;
  retryAnswers: Record<string, number>;
  leftToReconciliation: number;
  secondsUntilReconciled: number;
  after: Awaited<ReturnType<typeof settledState>>;
}) {
  const m = r.machine;
  const a = r.after;
  const rows = r.phases.map(
    (p) =>
      `| ${p.name} (\`${p.faults}\`) | ${Object.values(p.answers).reduce((a, b) => a + b, 0)} | ${Object.entries(
        p.answers,
      )
        .map(([k, v]) => `${k}: ${v}`)
        .join(
          ', ',
        )} | ${p.tips.p99Ms} | ${p.lookup.perSecond} | ${p.lookup.p50Ms} | ${p.lookup.p99Ms} ${mark(p.lookup.p99Ms <= LOOKUP_P99_TARGET_MS)} |`,
  );
  const moneyOk =
    a.chargedTwice === 0 &&
    a.paidWithoutCharge === 0 &&
    a.chargedNotPaid === 0 &&
    a.unbalanced === 0 &&
    a.ledgerPerPaidTip === 0;
  return `# Provider faults (${r.date}, commit ${r.commit})

Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}; Node ${m.node}; PostgreSQL ${m.postgres}
(database, API process and load generator on the same machine; 1-minute load average ${m.loadAverage[0]} before, ${m.loadAverage[1]} after).
Each phase: a fresh API process (\`NODE_ENV=production\`, PostgreSQL, Redis, the sandbox provider on its own
pool, \`SANDBOX_TIMEOUT_MS=${r.settings.sandboxTimeoutMs}\`) with \`SANDBOX_FAULTS\` as shown, guests arriving to tip at ${r.settings.tipsPerSecond} a second
and ${r.settings.lookers} guests looking receivers up for ${r.settings.phaseSeconds} s.

Lookups without faults first: ${r.baselineLookup.perSecond}/s, p50 ${r.baselineLookup.p50Ms} ms, p99 ${r.baselineLookup.p99Ms} ms.

| phase | tips tried | answers | tip p99 ms | lookups/s | lookup p50 ms | lookup p99 ms (target ≤ ${LOOKUP_P99_TARGET_MS}) |
| --- | ---: | --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}

Then the provider was back: ${r.retried} of the guests told to try again did, with the same key
(${Object.entries(r.retryAnswers)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ')}); ${r.leftToReconciliation} walked away. Tips charged but never answered were settled by the
reconciliation job ${a.pendingCharged === 0 ? `within ${r.secondsUntilReconciled} s` : `— ${a.pendingCharged} still pending after ${r.secondsUntilReconciled} s`}.

| afterwards | count | |
| --- | ---: | --- |
| tips | ${a.tips} | |
| paid | ${a.paid} | |
| failed | ${a.failed} | |
| pending, never charged (given up after an hour; the guest was told nothing was charged) | ${a.pendingNotCharged} | |
| pending although charged | ${a.pendingCharged} | ${mark(a.pendingCharged === 0)} |
| charged twice | ${a.chargedTwice} | ${mark(a.chargedTwice === 0)} |
| paid without a charge | ${a.paidWithoutCharge} | ${mark(a.paidWithoutCharge === 0)} |
| charged but recorded failed | ${a.chargedNotPaid} | ${mark(a.chargedNotPaid === 0)} |
| tips with other than one ledger transaction | ${a.ledgerPerPaidTip} | ${mark(a.ledgerPerPaidTip === 0)} |
| unbalanced ledger transactions | ${a.unbalanced} | ${mark(a.unbalanced === 0)} |

Every tip paid once or not charged: ${mark(moneyOk && a.pendingCharged === 0)}.

Command: \`npx tsx bench/provider-faults.ts\` (PostgreSQL at \`BENCH_DATABASE_URL\`, default
\`postgres://postgres@127.0.0.1:5432/postgres\`; Redis at \`BENCH_REDIS_URL\`; \`BENCH_PHASE_SECONDS\`, default 30).
`;
}

await main();
