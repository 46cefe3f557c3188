/**
 * Crash rounds: the API process killed with SIGKILL in the middle of guest tips (each owing a
 * receipt), restarted on the same database and mail server, BENCH_ROUNDS times; some rounds also
 * have a receiver withdraw money and a team owner share the pool out while the process dies.
 * After the last round a final process runs until reconciliation and the job queues have done
 * their work; then every paid tip must have exactly one receipt, one notification, one charge and
 * one balanced ledger transaction, and every payout and pool transfer must be paid exactly once.
 *
 *   npx tsx bench/crash-rounds.ts     (settings in bench/README.md)
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Db } from '../apps/api/src/db/client.ts';
import { teams } from '../apps/api/src/db/schema/businesses.ts';
import { paymentAccounts } from '../apps/api/src/db/schema/payments.ts';
import { teamMemberships } from '../apps/api/src/db/schema/teams.ts';
import { users } from '../apps/api/src/db/schema/users.ts';
import { issueAccessToken } from '../apps/api/src/lib/sessions.ts';
import {
  createBenchDatabase,
  dropWhenClosed,
  freePort,
  startApiProcess,
  stopApiProcess,
  waitUntilReady,
} from './lib/api-process.ts';
import { benchPayee, seedBenchReceivers } from './lib/bench-data.ts';
import { round1 } from './lib/latency-stats.ts';
import { httpClient } from './lib/load.ts';
import { describeMachine, gitCommit, postgresVersion } from './lib/machine.ts';
import { receiptTipId, startSmtpCapture, type CapturedMail } from './lib/smtp-capture.ts';
import {
  failedJobs,
  jobBacklog,
  mark,
  openLoop,
  sendGuestTip,
  sleep,
  unbalancedLedgerTransactions,
  type TipAttempt,
} from './lib/tip-outbox.ts';

const here = dirname(fileURLToPath(import.meta.url));
const env = process.env;
const adminUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
const ROUNDS = Number(env.BENCH_ROUNDS ?? 10);
const RATE = Number(env.BENCH_RATE ?? 30);
const RECEIVERS = Number(env.BENCH_RECEIVERS ?? 20);
const MIN_SECONDS = Number(env.BENCH_MIN_SECONDS ?? 2);
const MAX_SECONDS = Number(env.BENCH_MAX_SECONDS ?? 6);
/** Payouts in odd rounds, pool share-outs in even rounds; 0 leaves them out. */
const PAYOUTS = env.BENCH_PAYOUTS !== '0';
const SHARE_OUTS = env.BENCH_SHARE_OUTS !== '0';
/**
 * How long the final process may take to finish what the crashes left: tips are reconciled once
 * their request's lease (60 s) is over, by the minute's `tips-reconcile`; a payout is sent again by
 * `payouts-retry` once 3 minutes old; jobs of a killed worker are retried after their expiry.
 */
const SETTLE_SECONDS = Number(env.BENCH_SETTLE_SECONDS ?? 300);
const RESULTS_DIR = env.BENCH_RESULTS_DIR ?? join(here, 'results');
const PUBLIC_URL = 'http://bench.opentip.test';
const TEAM_MEMBERS = 3;
const PAYOUT_AMOUNT = 500;
/** The queues that carry what a tip owes (the others run by the clock). */
const OWED_QUEUES = ['mail-send', 'notifications-deliver'];
/** Times in the report are seconds from here. */
const BENCH_START = performance.now();
const secondsOf = (at: number) => round1((at - BENCH_START) / 1000);

interface Round {
  round: number;
  readyMs: number;
  drivenSeconds: number;
  /** When SIGKILL was sent, in seconds from the bench's start. */
  killedAtS: number;
  tips: number;
  answered200: number;
  connectionErrors: number;
  otherStatuses: number;
  payout: Extra | null;
  shareOut: Extra | null;
}

interface Extra {
  atSeconds: number;
  status: number | null;
  error: string | null;
  id: string | null;
}

async function main() {
  const loadBefore = os.loadavg()[0] ?? 0;
  const { admin, name, databaseUrl } = await createBenchDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl, poolSize: 3 });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3, application_name: 'bench-crash' });
  const mails: CapturedMail[] = [];
  const capture = await startSmtpCapture((mail) => mails.push(mail));
  let server: ReturnType<typeof startApiProcess> | null = null;
  let http: ReturnType<typeof httpClient> | null = null;

  let cleaned: Promise<void> | null = null;
  const cleanup = () =>
    (cleaned ??= (async () => {
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
    const withdrawer = receivers[0]!;
    const withdrawerToken = await issueAccessToken(database.db, {
      userId: withdrawer.id,
      now: new Date(),
      ttlDays: 1,
    });
    const team = SHARE_OUTS ? await seedTeam(database.db) : null;
    // Tips in turn: the receivers, and (with share-outs) the team account for one in five.
    const targets = [...receivers.map((r) => r.id), ...(team ? Array(5).fill(team.ownerId) : [])];

    const port = await freePort();
    const start = () =>
      startApiProcess({
        databaseUrl,
        port,
        env: {
          REDIS_URL: redisUrl,
          SMTP_URL: capture.smtpUrl,
          PUBLIC_URL,
          // Tips can be withdrawn at once (as on the e2e server), so a round's payout has money.
          PAYOUT_HOLD_HOURS: '0',
          WEB_DIST_DIR: join(os.tmpdir(), 'opentip-bench-no-web-app'),
        },
      });
    const startReady = async () => {
      const t0 = performance.now();
      server = start();
      http = httpClient(`http://127.0.0.1:${port}`, 64);
      await waitUntilReady(http, 60);
      return Math.round(performance.now() - t0);
    };

    const attempts: TipAttempt[] = [];
    const rounds: Round[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const readyMs = await startReady();
      const client = http!;
      const api = server!;
      const seconds = round1(MIN_SECONDS + Math.random() * (MAX_SECONDS - MIN_SECONDS));
      const inRound: TipAttempt[] = [];
      const pending: Promise<unknown>[] = [];
      const payout: Extra | null = PAYOUTS && round % 2 === 1 ? extraAt(seconds) : null;
      const shareOut: Extra | null = team && round % 2 === 0 ? extraAt(seconds) : null;
      const timers: NodeJS.Timeout[] = [];
      if (payout)
        timers.push(
          setTimeout(() => {
            pending.push(
              request(
                client,
                '/api/v1/payouts',
                { provider: 'sandbox', currency: 'USD', amount: PAYOUT_AMOUNT },
                withdrawerToken,
                payout,
                (data) => (data as { payout?: { id?: string } }).payout?.id,
              ),
            );
          }, payout.atSeconds * 1000),
        );
      if (shareOut && team)
        timers.push(
          setTimeout(() => {
            pending.push(
              request(
                client,
                '/api/v1/teams/pool/runs',
                { teamId: team.teamId },
                team.ownerToken,
                shareOut,
                (data) => (data as { run?: { id?: string } }).run?.id,
              ),
            );
          }, shareOut.atSeconds * 1000),
        );
      await openLoop({
        perSecond: RATE,
        seconds,
        start: () => {
          const n = attempts.length;
          const attempt = sendGuestTip(client, {
            n,
            receiverId: targets[n % targets.length]!,
            email: `guest-${n}@bench.test`,
          });
          attempts.push(attempt);
          inRound.push(attempt);
          pending.push(attempt.done);
        },
      });
      // Mid-load: the requests of the last moments are still in flight.
      timers.forEach(clearTimeout);
      const exited = new Promise((r) => api.once('exit', r));
      const killedAt = performance.now();
      api.kill('SIGKILL');
      await exited;
      await Promise.all(pending);
      client.close();
      const r: Round = {
        round,
        readyMs,
        drivenSeconds: seconds,
        killedAtS: secondsOf(killedAt),
        tips: inRound.length,
        answered200: inRound.filter((a) => a.status === 200).length,
        connectionErrors: inRound.filter((a) => a.status === 0).length,
        otherStatuses: inRound.filter((a) => a.status !== 200 && a.status !== 0).length,
        payout,
        shareOut,
      };
      rounds.push(r);
      console.log(
        `round ${round}: ready in ${readyMs} ms, ${seconds} s, ${r.tips} tips, ${r.answered200} answered 200, ` +
          `${r.connectionErrors} connection errors, ${r.otherStatuses} other` +
          (payout ? `; payout ${payout.status ?? 'not sent'}` : '') +
          (shareOut ? `; share-out ${shareOut.status ?? 'not sent'}` : ''),
      );
    }

    // The final process: runs until what the crashes left is done (or SETTLE_SECONDS).
    const finalReadyMs = await startReady();
    console.log(`final process ready in ${finalReadyMs} ms; waiting for reconciliation and the job queues`);
    const settleStart = performance.now();
    let state = await settleState(pool, mails);
    const atFinalStart = state;
    while (!state.settled && performance.now() - settleStart < SETTLE_SECONDS * 1000) {
      await sleep(5000);
      state = await settleState(pool, mails);
      console.log(`  ${Math.round((performance.now() - settleStart) / 1000)} s: ${JSON.stringify(state)}`);
    }
    const settledAfterS = round1((performance.now() - settleStart) / 1000);
    // A little longer, so that a late duplicate is still seen.
    await sleep(3000);

    const checks = await verify(pool, attempts, mails, rounds);
    const report = {
      date: new Date().toISOString(),
      commit: gitCommit(),
      command: 'npx tsx bench/crash-rounds.ts',
      machine: describeMachine({ postgres: await postgresVersion(admin), loadBefore }),
      settings: {
        rounds: ROUNDS,
        tipsPerSecond: RATE,
        secondsPerRound: [MIN_SECONDS, MAX_SECONDS],
        receivers: RECEIVERS,
        payouts: PAYOUTS ? `odd rounds, ${PAYOUT_AMOUNT} minor units` : 'off',
        shareOuts: SHARE_OUTS
          ? `even rounds, a team of ${TEAM_MEMBERS} members getting one tip in five`
          : 'off',
        settleSeconds: SETTLE_SECONDS,
      },
      rounds,
      finalReadyMs,
      settled: state.settled,
      settledAfterS,
      stillOpen: state,
      atFinalStart,
      ...checks,
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(join(RESULTS_DIR, 'crash-rounds.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(RESULTS_DIR, 'crash-rounds.md'), markdown(report));
    console.log(markdown(report));
    console.log(`written to ${join(RESULTS_DIR, 'crash-rounds.{md,json}')}`);
  } finally {
    await cleanup();
  }
}

/** A payout or share-out at a random moment of the round (after 1.5 s, so the round's tips gave money). */
function extraAt(seconds: number): Extra {
  const from = Math.min(1.5, seconds);
  return { atSeconds: round1(from + Math.random() * (seconds - from)), status: null, error: null, id: null };
}

/** A signed-in POST with a new Idempotency-Key, its outcome written into `into`. */
async function request(
  http: ReturnType<typeof httpClient>,
  path: string,
  body: unknown,
  token: string,
  into: Extra,
  idOf: (data: unknown) => string | undefined,
) {
  try {
    const answer = await http.send('POST', path, body, {
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
    });
    into.status = answer.status;
    const parsed = JSON.parse(answer.body) as { data?: unknown; code?: string };
    if (answer.status === 200) into.id = idOf(parsed.data) ?? null;
    else into.error = parsed.code ?? answer.body.slice(0, 120);
  } catch (error) {
    into.status = 0;
    into.error = (error as { code?: string }).code ?? (error as Error).message;
  }
}

/** A team account (its own sandbox account), its team, and accepted members with linked accounts. */
async function seedTeam(db: Db) {
  const person = (i: number, accountType: 'team' | 'individual') =>
    benchPayee({ name: 'crashteam', firstId: 60_000_000 }, i, accountType);
  const [owner] = await db.insert(users).values(person(0, 'team')).returning({ id: users.id });
  const [team] = await db
    .insert(teams)
    .values({ ownerId: owner!.id, name: 'Bench crash team', code: 'BENCHCRASH1' })
    .returning({ id: teams.id });
  const members = await db
    .insert(users)
    .values(
      Array.from({ length: TEAM_MEMBERS }, (_, i) => ({ ...person(i + 1, 'individual'), teamId: team!.id })),
    )
    .returning({ id: users.id });
  await db.insert(paymentAccounts).values(
    [owner!, ...members].map((u) => ({
      userId: u.id,
      provider: 'sandbox' as const,
      accountId: `acct_sandbox_${u.id.replaceAll('-', '').slice(0, 16)}`,
      chargesEnabled: true,
      detailsSubmitted: true,
    })),
  );
  // The owner's own membership (role owner) is made with the team, by a trigger.
  await db.insert(teamMemberships).values(
    members.map((m) => ({
      teamId: team!.id,
      userId: m.id,
      role: 'member' as const,
      status: 'accepted' as const,
    })),
  );
  const ownerToken = await issueAccessToken(db, { userId: owner!.id, now: new Date(), ttlDays: 1 });
  return { teamId: team!.id, ownerId: owner!.id, ownerToken };
}

async function one(pool: pg.Pool, text: string): Promise<number> {
  return (await pool.query<{ n: number }>(text)).rows[0]?.n ?? 0;
}

/** What the crashes may still have left open. */
async function settleState(pool: pg.Pool, mails: CapturedMail[]) {
  const backlog = await jobBacklog(pool);
  const owedJobs = OWED_QUEUES.reduce((sum, q) => sum + (backlog[q] ?? 0), 0);
  const chargedPending = await one(
    pool,
    `select count(*)::int as n from tips t where t.status in ('pending', 'requiresAction')
       and exists (select 1 from sandbox_charges c where c.intent_id = t.id::text)`,
  );
  const pendingPayouts = await one(pool, `select count(*)::int as n from payouts where status = 'pending'`);
  const pendingTransfers = await one(
    pool,
    `select count(*)::int as n from team_pool_transfers where status = 'pending'`,
  );
  const owedReceipts = await one(
    pool,
    `select count(*)::int as n from tips where status = 'succeeded' and giver_email is not null`,
  );
  const receipted = new Set(mails.map(receiptTipId).filter(Boolean)).size;
  return {
    chargedPending,
    owedJobs,
    pendingPayouts,
    pendingTransfers,
    receiptsMissing: Math.max(0, owedReceipts - receipted),
    settled:
      chargedPending === 0 &&
      owedJobs === 0 &&
      pendingPayouts === 0 &&
      pendingTransfers === 0 &&
      owedReceipts <= receipted,
  };
}

interface TipRowLite {
  id: string;
  status: string;
  giver_email: string | null;
  charges: number;
  charges_succeeded: number;
  notifications: number;
  ledger: number;
}

async function verify(pool: pg.Pool, attempts: TipAttempt[], mails: CapturedMail[], rounds: Round[]) {
  const { rows: tipRows } = await pool.query<TipRowLite>(
    `select t.id, t.status, t.giver_email,
       (select count(*)::int from sandbox_charges c where c.intent_id = t.id::text) as charges,
       (select count(*)::int from sandbox_charges c where c.intent_id = t.id::text and c.status = 'succeeded')
         as charges_succeeded,
       (select count(*)::int from notifications n where n.type = 'tipReceived'
          and n.data->>'transactionId' = t.id::text) as notifications,
       (select count(*)::int from ledger_transactions l where l.tip_id = t.id) as ledger
     from tips t`,
  );
  const byEmail = new Map<string, TipRowLite[]>();
  for (const row of tipRows)
    if (row.giver_email) byEmail.set(row.giver_email, [...(byEmail.get(row.giver_email) ?? []), row]);
  const mailsByTip = new Map<string, CapturedMail[]>();
  let unmatchedMails = 0;
  for (const mail of mails) {
    const id = receiptTipId(mail);
    if (!id) unmatchedMails += 1;
    else mailsByTip.set(id, [...(mailsByTip.get(id) ?? []), mail]);
  }

  // The requests: what each answer became.
  const answered = { ok: 0, connectionError: 0, other: 0 };
  const uncertain = { paid: 0, failed: 0, pendingNeverCharged: 0, pendingCharged: 0, neverRecorded: 0 };
  let answered200NotPaid = 0;
  let recordedTwice = 0;
  for (const attempt of attempts) {
    const rows = byEmail.get(attempt.email) ?? [];
    if (rows.length > 1) recordedTwice += 1;
    const row = rows[0];
    if (attempt.status === 200) {
      answered.ok += 1;
      if (row?.status !== 'succeeded' || row.id !== attempt.tipId) answered200NotPaid += 1;
    } else if (attempt.status === 0) {
      answered.connectionError += 1;
      if (!row) uncertain.neverRecorded += 1;
      else if (row.status === 'succeeded') uncertain.paid += 1;
      else if (row.status === 'failed') uncertain.failed += 1;
      else if (row.charges > 0) uncertain.pendingCharged += 1;
      else uncertain.pendingNeverCharged += 1;
    } else answered.other += 1;
  }

  // What each tip owes, by its state in the database.
  const paid = tipRows.filter((t) => t.status === 'succeeded');
  const unpaid = tipRows.filter((t) => t.status !== 'succeeded');
  const receipts = {
    owed: 0,
    missing: 0,
    duplicatedRaw: 0,
    duplicatedDistinctMessageId: 0,
    forUnpaidTips: 0,
    /** Each tip with more than one mail: when each copy came (seconds from the start) and its Message-ID. */
    duplicates: [] as { tipId: string; copies: { atS: number; messageId: string | null }[] }[],
  };
  for (const tip of paid) {
    if (!tip.giver_email) continue;
    receipts.owed += 1;
    const got = mailsByTip.get(tip.id) ?? [];
    if (got.length === 0) receipts.missing += 1;
    if (got.length > 1) {
      receipts.duplicatedRaw += 1;
      receipts.duplicates.push({
        tipId: tip.id,
        copies: got.map((m) => ({ atS: secondsOf(m.at), messageId: m.messageId })),
      });
    }
    if (new Set(got.map((m) => m.messageId)).size > 1) receipts.duplicatedDistinctMessageId += 1;
  }
  for (const tip of unpaid) if (mailsByTip.has(tip.id)) receipts.forUnpaidTips += 1;
  const known = new Set(tipRows.map((t) => t.id));
  unmatchedMails += [...mailsByTip.keys()].filter((id) => !known.has(id)).length;

  const notifications = {
    owed: paid.length,
    missing: paid.filter((t) => t.notifications === 0).length,
    duplicated: paid.filter((t) => t.notifications > 1).length,
    forUnpaidTips: unpaid.filter((t) => t.notifications > 0).length,
  };
  const charges = {
    total: await one(pool, `select count(*)::int as n from sandbox_charges`),
    tipsChargedTwice: tipRows.filter((t) => t.charges > 1).length,
    paidWithoutCharge: paid.filter((t) => t.charges_succeeded !== 1).length,
    chargedNotPaid: unpaid.filter((t) => t.charges_succeeded > 0).length,
    orphans: await one(
      pool,
      `select count(*)::int as n from sandbox_charges c
         where not exists (select 1 from tips t where t.id::text = c.intent_id)`,
    ),
  };
  const ledger = {
    unbalanced: await unbalancedLedgerTransactions(pool),
    paidWithoutOne: paid.filter((t) => t.ledger !== 1).length,
    unpaidWithOne: unpaid.filter((t) => t.ledger > 0).length,
  };
  const tipStates: Record<string, number> = {};
  for (const t of tipRows) tipStates[t.status] = (tipStates[t.status] ?? 0) + 1;

  const payouts = (
    await pool.query<{ id: string; status: string; records: number; ledger: number }>(
      `select p.id, p.status,
         (select count(*)::int from sandbox_provider_records r where r.provider = 'sandbox'
            and r.kind = 'payout' and r.reference = p.id::text) as records,
         (select count(*)::int from ledger_transactions l where l.reference = 'payout:' || p.id) as ledger
       from payouts p`,
    )
  ).rows;
  const payoutCheck = {
    requests: rounds.filter((r) => r.payout).map((r) => r.payout!),
    rows: payouts.length,
    byStatus: countBy(payouts.map((p) => p.status)),
    notPaidOnce: payouts.filter((p) => p.status !== 'paid' || p.records !== 1 || p.ledger !== 1).length,
  };
  const transfers = (
    await pool.query<{ id: string; status: string; amount: number; sent: number; sent_amount: number }>(
      `select t.id, t.status, t.amount::int as amount,
         (select count(*)::int from sandbox_transfers s where s.idempotency_key = 'pool-transfer-' || t.id) as sent,
         (select coalesce(sum(s.amount), 0)::int from sandbox_transfers s
            where s.idempotency_key = 'pool-transfer-' || t.id) as sent_amount
       from team_pool_transfers t`,
    )
  ).rows;
  const shareOutCheck = {
    requests: rounds.filter((r) => r.shareOut).map((r) => r.shareOut!),
    runs: await one(pool, `select count(*)::int as n from team_pool_runs`),
    transfers: transfers.length,
    byStatus: countBy(transfers.map((t) => t.status)),
    notPaidOnce: transfers.filter((t) => t.status !== 'paid' || t.sent !== 1 || t.sent_amount !== t.amount)
      .length,
  };
  const jobs = { failed: await failedJobs(pool), waiting: await jobBacklog(pool) };

  const targets = [
    {
      target: 'no tip answered 200 left unpaid',
      value: String(answered200NotPaid),
      ok: answered200NotPaid === 0,
    },
    {
      target: 'no tip paid twice (one sandbox charge per tip)',
      value: `${charges.tipsChargedTwice} charged twice, ${recordedTwice} recorded twice`,
      ok: charges.tipsChargedTwice === 0 && recordedTwice === 0,
    },
    {
      target: 'every charge recorded paid (none left pending or failed)',
      value: `${charges.chargedNotPaid} charged not paid, ${charges.paidWithoutCharge} paid without one charge, ${charges.orphans} orphans`,
      ok: charges.chargedNotPaid === 0 && charges.paidWithoutCharge === 0 && charges.orphans === 0,
    },
    {
      target: 'every paid tip with an email: one receipt (0 lost)',
      value: `${receipts.missing} lost of ${receipts.owed}`,
      ok: receipts.missing === 0,
    },
    {
      target: 'no receipt duplicated (distinct Message-ID)',
      value: String(receipts.duplicatedDistinctMessageId),
      ok: receipts.duplicatedDistinctMessageId === 0,
    },
    {
      target: 'no receipt duplicated (raw mails)',
      value: String(receipts.duplicatedRaw),
      ok: receipts.duplicatedRaw === 0,
    },
    {
      target: 'every paid tip: one tipReceived notification',
      value: `${notifications.missing} lost, ${notifications.duplicated} duplicated of ${notifications.owed}`,
      ok: notifications.missing === 0 && notifications.duplicated === 0 && notifications.forUnpaidTips === 0,
    },
    {
      target: 'ledger balanced, one tip transaction per paid tip',
      value: `${ledger.unbalanced} unbalanced, ${ledger.paidWithoutOne} paid tips without exactly one`,
      ok: ledger.unbalanced === 0 && ledger.paidWithoutOne === 0 && ledger.unpaidWithOne === 0,
    },
    ...(PAYOUTS
      ? [
          {
            target: 'every payout paid exactly once',
            value: `${payoutCheck.rows} payouts, ${payoutCheck.notPaidOnce} not paid once`,
            ok: payoutCheck.notPaidOnce === 0,
          },
        ]
      : []),
    ...(SHARE_OUTS
      ? [
          {
            target: 'every pool transfer paid exactly once',
            value: `${shareOutCheck.runs} runs, ${shareOutCheck.transfers} transfers, ${shareOutCheck.notPaidOnce} not paid once`,
            ok: shareOutCheck.notPaidOnce === 0,
          },
        ]
      : []),
    {
      target: 'no job given up',
      value: JSON.stringify(jobs.failed),
      ok: Object.keys(jobs.failed).length === 0,
    },
  ];
  return {
    targets,
    allTargetsMet: targets.every((t) => t.ok),
    answered,
    uncertain,
    tipStates,
    receipts: { ...receipts, mails: mails.length, unmatchedMails },
    notifications,
    charges,
    ledger,
    payouts: payoutCheck,
    shareOuts: shareOutCheck,
    jobs,
  };
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

interface Report {
  date: string;
  commit: string;
  command: string;
  machine: ReturnType<typeof describeMachine>;
  settings: Record<string, unknown> & { rounds: number; tipsPerSecond: number; settleSeconds: number };
  rounds: Round[];
  finalReadyMs: number;
  settled: boolean;
  settledAfterS: number;
  stillOpen: Awaited<ReturnType<typeof settleState>>;
  atFinalStart: Awaited<ReturnType<typeof settleState>>;
}

function markdown(report: Report & Awaited<ReturnType<typeof verify>>): string {
  const m = report.machine;
  const s = report.settings;
  const extra = (e: Extra | null) =>
    e
      ? `${e.atSeconds} s: ${e.status === 0 ? 'connection error' : (e.status ?? 'not sent')}${e.error ? ` ${e.error}` : ''}`
      : '';
  const u = report.uncertain;
  return `# Crash rounds (${report.date.slice(0, 10)})

\`${report.command}\` (BENCH_ROUNDS=${s.rounds}), commit ${report.commit}.

Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}; Node ${m.node}; PostgreSQL ${m.postgres}
(1-minute load average ${m.loadAverage.join(' before, ')} after).

Settings: ${JSON.stringify(s)}. Each round starts the API (\`NODE_ENV=production\`, sandbox payments,
Redis, SMTP to the bench's capture server, \`PAYOUT_HOLD_HOURS=0\`), sends guest tips with an email
open loop at ${s.tipsPerSecond}/s for a random time, then kills the process with SIGKILL while tips are
in flight. After the last round a final process ran until nothing was left to settle
(${report.settled ? `settled after ${report.settledAfterS} s` : `NOT settled after ${report.settledAfterS} s: ${JSON.stringify(report.stillOpen)}`}).
Left open by the last crash when the final process was ready: ${report.atFinalStart.chargedPending} charged tips pending,
${report.atFinalStart.owedJobs} owed jobs (mail, notifications), ${report.atFinalStart.receiptsMissing} receipts not yet sent,
${report.atFinalStart.pendingPayouts} payouts and ${report.atFinalStart.pendingTransfers} pool transfers pending.

## Targets

| target | measured | met |
| --- | --- | :-: |
${report.targets.map((t) => `| ${t.target} | ${t.value} | ${mark(t.ok)} |`).join('\n')}

A raw duplicate with the same Message-ID is the one window the design leaves (a process killed
after the mail server accepted the receipt and before \`sent_mails\` recorded it): the mailbox
shows it once.${
    report.receipts.duplicates.length
      ? `\n\nReceipts that came more than once (seconds from the bench's start; the kills were at ${report.rounds.map((r) => r.killedAtS).join(', ')} s):\n\n${report.receipts.duplicates
          .map(
            (d) =>
              `- ${d.tipId}: ${d.copies.map((c) => `${c.atS} s \`${c.messageId ?? 'no Message-ID'}\``).join(', ')}`,
          )
          .join('\n')}`
      : ''
  }

## Rounds

| round | ready after restart ms | seconds | killed at s | tips | answered 200 | connection error | other | payout | share-out |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |
${report.rounds.map((r) => `| ${r.round} | ${r.readyMs} | ${r.drivenSeconds} | ${r.killedAtS} | ${r.tips} | ${r.answered200} | ${r.connectionErrors} | ${r.otherStatuses} | ${extra(r.payout)} | ${extra(r.shareOut)} |`).join('\n')}

The final process was ready ${report.finalReadyMs} ms after its start.

## Tips

${report.answered.ok} answered 200, ${report.answered.connectionError} with a connection error (uncertain), ${report.answered.other} other answers.
The uncertain ones, as reconciliation left them: ${u.paid} paid, ${u.failed} failed, ${u.pendingNeverCharged} pending and
never charged (the provider never heard of them: closed as abandoned after an hour), ${u.pendingCharged} pending with a
charge, ${u.neverRecorded} never recorded (the process died before the tip's insert).
Tip states: ${JSON.stringify(report.tipStates)}.

Receipts: ${report.receipts.owed} owed, ${report.receipts.mails} mails, ${report.receipts.missing} lost,
${report.receipts.duplicatedRaw} duplicated raw, ${report.receipts.duplicatedDistinctMessageId} with a second Message-ID,
${report.receipts.forUnpaidTips} for unpaid tips, ${report.receipts.unmatchedMails} matching no tip.
Notifications: ${report.notifications.owed} owed, ${report.notifications.missing} lost, ${report.notifications.duplicated} duplicated,
${report.notifications.forUnpaidTips} for unpaid tips.
Sandbox charges: ${report.charges.total}; ${report.charges.tipsChargedTwice} tips charged twice, ${report.charges.chargedNotPaid} charged but not paid,
${report.charges.paidWithoutCharge} paid without exactly one charge, ${report.charges.orphans} charges of no tip.
Ledger: ${report.ledger.unbalanced} unbalanced transactions, ${report.ledger.paidWithoutOne} paid tips without exactly one, ${report.ledger.unpaidWithOne} unpaid tips with one.

## Payouts and share-outs

Payouts: ${report.payouts.rows} rows ${JSON.stringify(report.payouts.byStatus)}, ${report.payouts.notPaidOnce} not paid exactly once
(one sandbox payout and one ledger transaction each).
Share-outs: ${report.shareOuts.runs} runs, ${report.shareOuts.transfers} transfers ${JSON.stringify(report.shareOuts.byStatus)},
${report.shareOuts.notPaidOnce} not paid exactly once (one sandbox transfer of the share's amount each).

Jobs afterwards: waiting ${JSON.stringify(report.jobs.waiting)}, failed ${JSON.stringify(report.jobs.failed)}.
`;
}

await main();
