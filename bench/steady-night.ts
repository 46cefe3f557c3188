/**
 * A steady night: 20 guest tips a second, open loop, for BENCH_MINUTES against one API process
 * with its production parts (PostgreSQL, Redis, a real SMTP server, the job workers). Every tip
 * carries a guest email, so each owes a receipt; a few receivers hold a live socket. Measures the
 * tips' latency minute by minute, each receipt's and live notification's arrival (once, in time),
 * the job queues' backlog, the API's memory and the database's lock waits.
 *
 *   npx tsx bench/steady-night.ts     (settings in bench/README.md)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { issueAccessToken } from '../apps/api/src/lib/sessions.ts';
import {
  createBenchDatabase,
  dropWhenClosed,
  freePort,
  startApiProcess,
  stopApiProcess,
  waitUntilReady,
} from './lib/api-process.ts';
import { seedBenchReceivers } from './lib/bench-data.ts';
import { median, round1, summarize, type LatencySummary } from './lib/latency-stats.ts';
import { closeLiveSockets, openLiveSocket, type OpenLiveSocket } from './lib/live-sockets.ts';
import { httpClient } from './lib/load.ts';
import { describeMachine, gitCommit, postgresVersion } from './lib/machine.ts';
import { memoryOf } from './lib/process-memory.ts';
import { receiptTipId, startSmtpCapture, type CapturedMail } from './lib/smtp-capture.ts';
import {
  failedJobs,
  jobBacklog,
  mark,
  openLoop,
  sendGuestTip,
  sleep,
  startLockWaitSampler,
  unbalancedLedgerTransactions,
  type LockWait,
  type TipAttempt,
} from './lib/tip-outbox.ts';

const here = dirname(fileURLToPath(import.meta.url));
const env = process.env;
const adminUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
const MINUTES = Number(env.BENCH_MINUTES ?? 10);
const RATE = Number(env.BENCH_RATE ?? 20);
const RECEIVERS = Number(env.BENCH_RECEIVERS ?? 20);
const LIVE_RECEIVERS = Number(env.BENCH_LIVE_RECEIVERS ?? 3);
const WARMUP_SECONDS = Number(env.BENCH_WARMUP_SECONDS ?? 10);
const DRAIN_SECONDS = Number(env.BENCH_DRAIN_SECONDS ?? 60);
const RESULTS_DIR = env.BENCH_RESULTS_DIR ?? join(here, 'results');
const PUBLIC_URL = 'http://bench.opentip.test';
const HTTP_CONNECTIONS = 64;
const SAMPLE_EVERY_MS = 5000;

// The issue's aims.
const TARGET = {
  p99Ms: 200,
  receiptMs: 30_000,
  backlog: 200,
  lockWaitMs: 1000,
  /** The last minute's RSS (median of its samples) at most this much above the first minute's. */
  rssGrowth: 0.1,
};

interface TipRecord extends TipAttempt {
  warmup: boolean;
  live: boolean;
}

interface Frame {
  tipId: string;
  at: number;
}

const mb = (bytes: number) => round1(bytes / 2 ** 20);

async function main() {
  if (LIVE_RECEIVERS < 1 || LIVE_RECEIVERS > RECEIVERS)
    throw new Error('BENCH_LIVE_RECEIVERS must be between 1 and BENCH_RECEIVERS');
  const loadBefore = os.loadavg()[0] ?? 0;
  const { admin, name, databaseUrl } = await createBenchDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl, poolSize: 3 });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3, application_name: 'bench-steady' });
  const mails: CapturedMail[] = [];
  const capture = await startSmtpCapture((mail) => mails.push(mail));
  let server: ReturnType<typeof startApiProcess> | null = null;
  let http: ReturnType<typeof httpClient> | null = null;
  const sockets: OpenLiveSocket[] = [];

  let cleaned: Promise<void> | null = null;
  const cleanup = () =>
    (cleaned ??= (async () => {
      await closeLiveSockets(sockets).catch(() => undefined);
      http?.close();
      if (server) await stopApiProcess(server);
      await capture.close();
      await pool.end();
      await database.close();
      await dropWhenClosed(admin, name);
      await admin.end();
    })());
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const receivers = await seedBenchReceivers(database.db, RECEIVERS);
    const liveIds = new Set(receivers.slice(0, LIVE_RECEIVERS).map((r) => r.id));
    const tokens = await Promise.all(
      receivers
        .slice(0, LIVE_RECEIVERS)
        .map((r) => issueAccessToken(database.db, { userId: r.id, now: new Date(), ttlDays: 1 })),
    );

    const port = await freePort();
    server = startApiProcess({
      databaseUrl,
      port,
      // The probe answers process.memoryUsage() over IPC; without --expose-gc it collects nothing,
      // so sampling it every 5 s does not disturb the latencies measured meanwhile.
      entry: 'bench/lib/api-memory-probe.ts',
      ipc: true,
      env: {
        REDIS_URL: redisUrl,
        SMTP_URL: capture.smtpUrl,
        PUBLIC_URL,
        // No web app: the bench needs none, and a web build under way elsewhere cannot stop it.
        WEB_DIST_DIR: join(os.tmpdir(), 'opentip-bench-no-web-app'),
      },
    });
    const api = server;
    http = httpClient(`http://127.0.0.1:${port}`, HTTP_CONNECTIONS);
    await waitUntilReady(http, 60);

    const frames: Frame[] = [];
    for (const token of tokens) {
      const socket = await openLiveSocket(
        { url: `ws://127.0.0.1:${port}/api/v1/live`, token, instance: 0 },
        () => undefined,
        (frame, at) => {
          if (frame.type !== 'notification') return;
          const notification = frame.notification as { type: string; data: { transactionId?: string } };
          if (notification.type === 'tipReceived' && notification.data.transactionId)
            frames.push({ tipId: notification.data.transactionId, at });
        },
      );
      sockets.push(socket);
    }

    const tips: TipRecord[] = [];
    const pending: Promise<unknown>[] = [];
    let nextN = 0;
    const client = http;
    const start = (warmup: boolean) => () => {
      const n = nextN++;
      const receiver = receivers[n % receivers.length]!;
      const attempt = sendGuestTip(client, { n, receiverId: receiver.id, email: `guest-${n}@bench.test` });
      tips.push(Object.assign(attempt, { warmup, live: liveIds.has(receiver.id) }));
      pending.push(attempt.done);
    };

    console.log(`warm-up: ${WARMUP_SECONDS} s at ${RATE} tips/s`);
    await openLoop({ perSecond: RATE, seconds: WARMUP_SECONDS, start: start(true) });

    // Samplers: job backlog and the API's memory every 5 s, lock waits every second.
    const loadStart = performance.now();
    const since = () => round1((performance.now() - loadStart) / 1000);
    const backlog: { t: number; queues: Record<string, number> }[] = [];
    const memory: { t: number; rssMb: number; heapUsedMb: number; loadAverage: number }[] = [];
    const locks = await startLockWaitSampler(databaseUrl);
    let sampling = true;
    const samplers = (async () => {
      for (let k = 1; sampling; k++) {
        const t = since();
        const [queues, usage] = await Promise.all([
          jobBacklog(pool).catch(() => null),
          memoryOf(api).catch(() => null),
        ]);
        if (queues) backlog.push({ t, queues });
        if (usage)
          memory.push({
            t,
            rssMb: mb(usage.rssBytes),
            heapUsedMb: mb(usage.heapUsedBytes),
            // The machine is shared: what else ran shows here.
            loadAverage: round1(os.loadavg()[0] ?? 0),
          });
        const next = loadStart + k * SAMPLE_EVERY_MS;
        while (sampling && performance.now() < next) await sleep(Math.min(250, next - performance.now()));
      }
    })();

    console.log(`load: ${MINUTES} min at ${RATE} tips/s`);
    const minuteTicker = setInterval(() => {
      const done = tips.filter((t) => !t.warmup && t.status !== null);
      console.log(
        `  ${since()} s: ${done.length} tips answered, ${mails.length} mails, ${frames.length} live frames`,
      );
    }, 60_000);
    await openLoop({ perSecond: RATE, seconds: MINUTES * 60, start: start(false) });
    clearInterval(minuteTicker);
    const loadSeconds = since();
    await Promise.all(pending);

    // What is owed after the load: wait (up to DRAIN_SECONDS) for every receipt and live frame.
    const paid = tips.filter((t) => t.status === 200 && t.tipId);
    const paidIds = new Set(paid.map((t) => t.tipId!));
    const liveExpected = paid.filter((t) => t.live).length;
    const drainStart = performance.now();
    const receivedTips = () => new Set(mails.map(receiptTipId).filter((id) => id && paidIds.has(id))).size;
    const liveTips = () => new Set(frames.map((f) => f.tipId)).size;
    while (
      (receivedTips() < paid.length || liveTips() < liveExpected) &&
      performance.now() - drainStart < DRAIN_SECONDS * 1000
    )
      await sleep(250);
    const drainedAfterS = round1((performance.now() - drainStart) / 1000);
    // A little longer, so that a duplicate sent just after the last one is still seen.
    await sleep(2000);
    sampling = false;
    await samplers;
    const lockReport = await locks.stop();

    const check = {
      tips: await count(pool, `select count(*)::int as n from tips`),
      notPaid: await count(pool, `select count(*)::int as n from tips where status <> 'succeeded'`),
      unbalanced: await unbalancedLedgerTransactions(pool),
      sentMails: await count(pool, `select count(*)::int as n from sent_mails where key like 'receipt:%'`),
      tipNotifications: await count(
        pool,
        `select count(*)::int as n from notifications where type = 'tipReceived'`,
      ),
      failedJobs: await failedJobs(pool),
      backlogAfter: await jobBacklog(pool),
    };

    const report = buildReport({
      tips,
      mails,
      frames,
      paidIds,
      backlog,
      memory,
      locks: lockReport,
      check,
      loadSeconds,
      drainedAfterS,
      liveClosedEarly: sockets.filter((s) => s.closedEarly).length,
      machine: describeMachine({ postgres: await postgresVersion(admin), loadBefore }),
    });
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(join(RESULTS_DIR, 'steady-night.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(RESULTS_DIR, 'steady-night.md'), markdown(report));
    console.log(markdown(report));
    console.log(`written to ${join(RESULTS_DIR, 'steady-night.{md,json}')}`);
  } finally {
    await cleanup();
  }
}

async function count(pool: pg.Pool, text: string): Promise<number> {
  return (await pool.query<{ n: number }>(text)).rows[0]?.n ?? 0;
}

function buildReport(r: {
  tips: TipRecord[];
  mails: CapturedMail[];
  frames: Frame[];
  paidIds: Set<string>;
  backlog: { t: number; queues: Record<string, number> }[];
  memory: { t: number; rssMb: number; heapUsedMb: number; loadAverage: number }[];
  locks: { samples: number; waitsSeen: number; longest: LockWait[] };
  check: {
    tips: number;
    notPaid: number;
    unbalanced: number;
    sentMails: number;
    tipNotifications: number;
    failedJobs: Record<string, number>;
    backlogAfter: Record<string, number>;
  };
  loadSeconds: number;
  drainedAfterS: number;
  liveClosedEarly: number;
  machine: ReturnType<typeof describeMachine>;
}) {
  const measured = r.tips.filter((t) => !t.warmup);
  const loadStart = Math.min(...measured.map((t) => t.startedAt));
  const minutes: (LatencySummary & { minute: number; errors: number; withinTarget: boolean })[] = [];
  for (let minute = 0; minute < Math.ceil(r.loadSeconds / 60); minute++) {
    const inMinute = measured.filter(
      (t) => Math.floor((t.startedAt - loadStart) / 60_000) === minute && t.answeredAt !== null,
    );
    const summary = summarize(inMinute.map((t) => t.answeredAt! - t.startedAt));
    minutes.push({
      minute: minute + 1,
      ...summary,
      errors: inMinute.filter((t) => t.status !== 200).length,
      withinTarget: summary.p99Ms <= TARGET.p99Ms,
    });
  }
  // The slowest tips, with the wall-clock time they started (the clock's jobs run on the minute).
  const slowest = measured
    .filter((t) => t.answeredAt !== null)
    .sort((a, b) => b.answeredAt! - b.startedAt - (a.answeredAt! - a.startedAt))
    .slice(0, 10)
    .map((t) => ({
      t: round1((t.startedAt - loadStart) / 1000),
      at: new Date(performance.timeOrigin + t.startedAt).toISOString().slice(11, 23),
      ms: round1(t.answeredAt! - t.startedAt),
    }));
  const overall = summarize(
    measured.filter((t) => t.answeredAt !== null).map((t) => t.answeredAt! - t.startedAt),
  );
  const statuses: Record<string, number> = {};
  for (const t of r.tips) statuses[String(t.status)] = (statuses[String(t.status)] ?? 0) + 1;

  // Receipts: every tip answered 200 (warm-up included) owes exactly one.
  const paid = r.tips.filter((t) => t.status === 200 && t.tipId);
  const mailsByTip = new Map<string, CapturedMail[]>();
  let unmatched = 0;
  for (const mail of r.mails) {
    const id = receiptTipId(mail);
    if (!id || !r.paidIds.has(id)) {
      unmatched += 1;
      continue;
    }
    mailsByTip.set(id, [...(mailsByTip.get(id) ?? []), mail]);
  }
  const receiptDelays: number[] = [];
  let missing = 0;
  let duplicatedRaw = 0;
  let duplicatedDistinct = 0;
  for (const tip of paid) {
    const got = mailsByTip.get(tip.tipId!) ?? [];
    if (got.length === 0) {
      missing += 1;
      continue;
    }
    if (got.length > 1) duplicatedRaw += 1;
    if (new Set(got.map((m) => m.messageId)).size > 1) duplicatedDistinct += 1;
    receiptDelays.push(Math.min(...got.map((m) => m.at)) - tip.answeredAt!);
  }
  const receiptStats = summarize(receiptDelays);
  const lateReceipts = receiptDelays.filter((d) => d > TARGET.receiptMs).length;

  // Live notifications of the receivers holding a socket.
  const framesByTip = new Map<string, number[]>();
  for (const f of r.frames) framesByTip.set(f.tipId, [...(framesByTip.get(f.tipId) ?? []), f.at]);
  const livePaid = paid.filter((t) => t.live);
  const liveDelays: number[] = [];
  let liveMissing = 0;
  let liveDuplicated = 0;
  for (const tip of livePaid) {
    const got = framesByTip.get(tip.tipId!) ?? [];
    if (got.length === 0) liveMissing += 1;
    else liveDelays.push(Math.min(...got) - tip.answeredAt!);
    if (got.length > 1) liveDuplicated += 1;
  }
  const expectedLive = new Set(livePaid.map((t) => t.tipId!));
  const liveUnexpected = r.frames.filter((f) => !expectedLive.has(f.tipId)).length;

  // Job backlog: the most waiting or under way in any 5 s sample, per queue.
  const backlogMax: Record<string, number> = {};
  for (const s of r.backlog)
    for (const [queue, n] of Object.entries(s.queues))
      backlogMax[queue] = Math.max(backlogMax[queue] ?? 0, n);
  const backlogWorst = Math.max(0, ...Object.values(backlogMax));

  // Memory: the first and the last minute of the load.
  const during = r.memory.filter((m) => m.t <= r.loadSeconds);
  const firstMinute = during.filter((m) => m.t < 60);
  const lastMinute = during.filter((m) => m.t >= r.loadSeconds - 60);
  const rssFirst = median(firstMinute.map((m) => m.rssMb));
  const rssLast = median(lastMinute.map((m) => m.rssMb));
  const rssGrowth = rssFirst > 0 ? round1(((rssLast - rssFirst) / rssFirst) * 100) / 100 : 0;

  const longestWait = r.locks.longest[0] ?? null;
  const targets = [
    {
      target: `every minute's tip p99 <= ${TARGET.p99Ms} ms`,
      value: minutes.map((m) => `${m.p99Ms}`).join(', ') + ' ms',
      ok: minutes.length > 0 && minutes.every((m) => m.withinTarget),
    },
    {
      target: 'every tip answered 200',
      value: `${paid.length} of ${r.tips.length}`,
      ok: paid.length === r.tips.length,
    },
    {
      target: "every paid tip's receipt delivered exactly once",
      value: `${missing} missing, ${duplicatedRaw} duplicated (${duplicatedDistinct} with another Message-ID)`,
      ok: missing === 0 && duplicatedRaw === 0,
    },
    {
      target: `every receipt within ${TARGET.receiptMs / 1000} s of the tip's answer`,
      value: `max ${round1(receiptStats.maxMs / 1000)} s, ${lateReceipts} later`,
      ok: missing === 0 && lateReceipts === 0,
    },
    {
      target: "every live receiver's notification on their socket once",
      value: `${liveMissing} missing, ${liveDuplicated} duplicated of ${livePaid.length}`,
      ok: liveMissing === 0 && liveDuplicated === 0 && r.liveClosedEarly === 0,
    },
    {
      target: `job backlog never above ${TARGET.backlog} per queue`,
      value: `max ${backlogWorst}`,
      ok: backlogWorst <= TARGET.backlog,
    },
    {
      target: `API RSS flat (last minute <= first minute + ${TARGET.rssGrowth * 100}%)`,
      value: `${rssFirst} → ${rssLast} MB`,
      ok: rssLast <= rssFirst * (1 + TARGET.rssGrowth),
    },
    {
      target: `no lock wait over ${TARGET.lockWaitMs / 1000} s`,
      value: longestWait
        ? `longest seen ${longestWait.waitMs} ms (${longestWait.relation ?? longestWait.locktype})`
        : 'none seen',
      ok: (longestWait?.waitMs ?? 0) <= TARGET.lockWaitMs,
    },
    {
      target: 'all tips paid, ledger balanced',
      value: `${r.check.notPaid} not paid, ${r.check.unbalanced} unbalanced`,
      ok: r.check.notPaid === 0 && r.check.unbalanced === 0,
    },
  ];
  return {
    date: new Date().toISOString(),
    commit: gitCommit(),
    command: 'npx tsx bench/steady-night.ts',
    machine: r.machine,
    settings: {
      minutes: MINUTES,
      tipsPerSecond: RATE,
      receivers: RECEIVERS,
      liveReceivers: LIVE_RECEIVERS,
      warmupSeconds: WARMUP_SECONDS,
      drainSeconds: DRAIN_SECONDS,
      redis: redisUrl,
      publicUrl: PUBLIC_URL,
    },
    targets,
    allTargetsMet: targets.every((t) => t.ok),
    tips: {
      started: r.tips.length,
      measured: measured.length,
      statuses,
      loadSeconds: r.loadSeconds,
      perSecond: round1(measured.length / r.loadSeconds),
      overall,
      minutes,
      slowest,
    },
    receipts: {
      owed: paid.length,
      mails: r.mails.length,
      missing,
      duplicatedRaw,
      duplicatedDistinctMessageId: duplicatedDistinct,
      unmatchedMails: unmatched,
      delayAfterAnswer: receiptStats,
      laterThanTarget: lateReceipts,
      allArrivedWithinS: r.drainedAfterS,
    },
    live: {
      sockets: LIVE_RECEIVERS,
      owed: livePaid.length,
      frames: r.frames.length,
      missing: liveMissing,
      duplicated: liveDuplicated,
      unexpected: liveUnexpected,
      socketsClosedEarly: r.liveClosedEarly,
      delayAfterAnswer: summarize(liveDelays),
    },
    backlog: { maxPerQueue: backlogMax, samples: r.backlog },
    memory: {
      firstMinuteRssMb: rssFirst,
      lastMinuteRssMb: rssLast,
      growth: rssGrowth,
      firstMinuteHeapUsedMb: median(firstMinute.map((m) => m.heapUsedMb)),
      lastMinuteHeapUsedMb: median(lastMinute.map((m) => m.heapUsedMb)),
      samples: r.memory,
    },
    lockWaits: r.locks,
    check: r.check,
  };
}

type Report = ReturnType<typeof buildReport>;

function markdown(report: Report): string {
  const m = report.machine;
  const s = report.settings;
  const ms = (x: LatencySummary) => `${x.p50Ms} / ${x.p99Ms} / ${x.maxMs}`;
  const queues = Object.entries(report.backlog.maxPerQueue)
    .map(([q, n]) => `| ${q} | ${n} | ${mark(n <= TARGET.backlog)} |`)
    .join('\n');
  const waits = report.lockWaits.longest
    .slice(0, 5)
    .map(
      (w) =>
        `| ${w.waitMs} | ${w.locktype} ${w.mode} | ${w.relation ?? '—'} | \`${oneLine(w.query, 90)}\` | ${w.blockedBy.map((b) => `\`${oneLine(b, 60)}\``).join('<br>') || '—'} |`,
    )
    .join('\n');
  return `# A steady night (${report.date.slice(0, 10)})

\`${report.command}\` (BENCH_MINUTES=${s.minutes}), commit ${report.commit}.

Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}; Node ${m.node}; PostgreSQL ${m.postgres}
(database, Redis, SMTP capture, API process and load generator on the same machine; 1-minute load
average ${m.loadAverage.join(' before, ')} after).

Settings: ${s.tipsPerSecond} guest tips/s open loop (one started every ${1000 / s.tipsPerSecond} ms whatever the
answers) for ${s.minutes} min after a ${s.warmupSeconds} s warm-up, each with a guest email (a receipt owed), to
${s.receivers} receivers in turn, ${s.liveReceivers} of them holding a live socket; one API process
(\`NODE_ENV=production\`, sandbox payments, Redis, SMTP to the bench's capture server,
\`PUBLIC_URL=${s.publicUrl}\`, job polling at its default).

## Targets

| target | measured | met |
| --- | --- | :-: |
${report.targets.map((t) => `| ${t.target} | ${t.value} | ${mark(t.ok)} |`).join('\n')}

## Tips per minute

${report.tips.measured} tips measured (${report.tips.perSecond}/s), answers: ${Object.entries(
    report.tips.statuses,
  )
    .map(([status, n]) => `${status === '0' ? 'connection error' : status} × ${n}`)
    .join(', ')} (warm-up included). Overall p50 / p99 / max: ${ms(report.tips.overall)} ms.

Slowest (seconds into the load, UTC time: ms): ${report.tips.slowest.map((x) => `${x.t} s ${x.at}: ${x.ms}`).join('; ')}.

| minute | tips | p50 ms | p99 ms | max ms | not 200 | p99 <= ${TARGET.p99Ms} ms |
| ---: | ---: | ---: | ---: | ---: | ---: | :-: |
${report.tips.minutes.map((x) => `| ${x.minute} | ${x.count} | ${x.p50Ms} | ${x.p99Ms} | ${x.maxMs} | ${x.errors} | ${mark(x.withinTarget)} |`).join('\n')}

## Receipts (SMTP)

${report.receipts.owed} owed, ${report.receipts.mails} mails captured: ${report.receipts.missing} missing,
${report.receipts.duplicatedRaw} tips with more than one mail (${report.receipts.duplicatedDistinctMessageId} with more than one Message-ID),
${report.receipts.unmatchedMails} mails matching no paid tip. From the tip's answer to the mail's arrival
p50 / p99 / max: ${ms(report.receipts.delayAfterAnswer)} ms; ${report.receipts.laterThanTarget} later than ${TARGET.receiptMs / 1000} s.
All had arrived ${report.receipts.allArrivedWithinS} s after the last tip's answer.

## Live notifications

${report.live.sockets} sockets; ${report.live.owed} notifications owed to them, ${report.live.frames} frames:
${report.live.missing} missing, ${report.live.duplicated} duplicated, ${report.live.unexpected} unexpected,
${report.live.socketsClosedEarly} sockets closed by the server. From the tip's answer to the frame p50 / p99 / max:
${ms(report.live.delayAfterAnswer)} ms (negative: the frame came before the HTTP answer).

## Job backlog (created, retry or active; sampled every 5 s)

| queue | max | <= ${TARGET.backlog} |
| --- | ---: | :-: |
${queues || '| (none seen) | 0 | ✓ |'}

After the run: ${JSON.stringify(report.check.backlogAfter)} waiting, failed jobs ${JSON.stringify(report.check.failedJobs)}.

## API memory (every 5 s, no forced GC)

RSS median of the first minute ${report.memory.firstMinuteRssMb} MB, of the last ${report.memory.lastMinuteRssMb} MB
(growth ${round1(report.memory.growth * 100)}%); heap used ${report.memory.firstMinuteHeapUsedMb} → ${report.memory.lastMinuteHeapUsedMb} MB.
The machine's 1-minute load average over the run (every 5 s): ${Math.min(...report.memory.samples.map((x) => x.loadAverage))} to ${Math.max(...report.memory.samples.map((x) => x.loadAverage))}.

## Lock waits (pg_locks not granted, sampled every second)

${report.lockWaits.samples} samples, ${report.lockWaits.waitsSeen} waits seen (a wait is seen only if it lasted across a sample).

${waits ? `| waited ms | lock | relation | waiting query | blocked by |\n| ---: | --- | --- | --- | --- |\n${waits}` : 'No lock wait seen.'}

## Afterwards

${report.check.tips} tips in the database, ${report.check.notPaid} not paid; ${report.check.unbalanced} unbalanced ledger
transactions; ${report.check.sentMails} receipts recorded sent (\`sent_mails\`), ${report.check.tipNotifications} \`tipReceived\` notifications.
`;
}

const oneLine = (text: string, max: number) =>
  text.replaceAll(/\s+/g, ' ').replaceAll('|', '\\|').slice(0, max);

await main();
