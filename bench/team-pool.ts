/**
 * A team of 200 members on PostgreSQL: a share-out of a week of 10,000 pool tips (in process, the
 * real runShareOut and payPendingTransfers on the sandbox), then GET /teams/getTransactions over
 * 100,000 team tips against the API running in its own process, beside a trivial signed-in call.
 *
 *   npx tsx bench/team-pool.ts            (BENCH_DATABASE_URL, BENCH_SECONDS optional)
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, type Db } from '../apps/api/src/db/client.ts';
import { rowsOf } from '../apps/api/src/db/rows.ts';
import { teams } from '../apps/api/src/db/schema/businesses.ts';
import { paymentAccounts } from '../apps/api/src/db/schema/payments.ts';
import { teamMemberships } from '../apps/api/src/db/schema/teams.ts';
import { teamPoolPolicies } from '../apps/api/src/db/schema/team-pool.ts';
import { users } from '../apps/api/src/db/schema/users.ts';
import { createGoogleVerifier } from '../apps/api/src/integrations/google/google-token-verifier.ts';
import { createDiskImageStore } from '../apps/api/src/integrations/storage/image-store.ts';
import { issueAccessToken } from '../apps/api/src/lib/sessions.ts';
import { payPendingTransfers } from '../apps/api/src/modules/team-pool/pool-transfers.service.ts';
import { createSandboxProvider } from '../apps/api/src/integrations/payments/sandbox/sandbox-provider.ts';
import { runShareOut } from '../apps/api/src/modules/team-pool/run-share-out.service.ts';
import { benchPayee } from './lib/bench-data.ts';
import {
  createBenchDatabase,
  dropWhenClosed,
  freePort,
  startApiProcess,
  stopApiProcess,
  waitUntilReady,
} from './lib/api-process.ts';
import { httpClient, runLoad, type LoadResult } from './lib/load.ts';
import { describeMachine, postgresVersion } from './lib/machine.ts';

const here = dirname(fileURLToPath(import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 10;
const MEMBERS = 200;
const TIPS_PER_WEEK = 10_000;
const SHARE_OUT_ROUNDS = 5;
const TEAM_TIPS = 100_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const round = (v: number) => Math.round(v * 10) / 10;

interface BenchTeam {
  teamId: string;
  ownerId: string;
  memberIds: string[];
}

/** The owner's team account, its team, and 200 accepted members with linked sandbox accounts. */
async function seedTeam(db: Db): Promise<BenchTeam> {
  const person = (i: number, accountType: 'team' | 'individual') =>
    benchPayee({ name: 'team', firstId: 40_000_000 }, i, accountType);
  const [owner] = await db.insert(users).values(person(0, 'team')).returning({ id: users.id });
  const [team] = await db
    .insert(teams)
    .values({
      ownerId: owner!.id,
      name: 'Bench housekeeping',
      code: 'BENCHTEAM1',
      // Old enough for the weekly rounds that follow.
      createdAt: new Date(Date.now() - (SHARE_OUT_ROUNDS + 1) * 7 * DAY_MS),
    })
    .returning({ id: teams.id });
  const members = await db
    .insert(users)
    .values(Array.from({ length: MEMBERS }, (_, i) => ({ ...person(i + 1, 'individual'), teamId: team!.id })))
    .returning({ id: users.id });
  const everyone = [owner!, ...members];
  await db.insert(paymentAccounts).values(
    everyone.map((u) => ({
      userId: u.id,
      provider: 'sandbox' as const,
      accountId: `acct_sandbox_${u.id.replaceAll('-', '').slice(0, 16)}`,
      chargesEnabled: true,
      detailsSubmitted: true,
    })),
  );
  await db.insert(teamMemberships).values(
    members.map((m) => ({
      teamId: team!.id,
      userId: m.id,
      role: 'member' as const,
      status: 'accepted' as const,
    })),
  );
  // Hours worked, different per member, so the shares are not all equal.
  await db.insert(teamPoolPolicies).values({
    teamId: team!.id,
    kind: 'hours',
    frequency: 'onDemand',
    members: members.map((m, i) => ({ userId: m.id, hoursHundredths: 1000 + ((i * 733) % 3000) })),
  });
  return { teamId: team!.id, ownerId: owner!.id, memberIds: members.map((m) => m.id) };
}

/**
 * `count` paid guest tips to the team's pool over the week before `until`, each with its ledger
 * transaction (clearing +, pool -), written in one statement per table as the API would have left them.
 */
async function addPoolTips(db: Db, team: BenchTeam, count: number, until: Date) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ledger_accounts (key, kind, currency) values
        (${`teamPool:${team.teamId}`}, 'teamPool', 'USD'), ('providerClearing:sandbox', 'providerClearing', 'USD')
      on conflict do nothing`);
    await tx.execute(sql`
      create temporary table new_tips on commit drop as
      select gen_random_uuid() as id, g as n,
        ${until.toISOString()}::timestamptz - (g * ${(7 * DAY_MS) / count} * interval '1 millisecond') as at,
        500 + (g * 37) % 4500 as amount
      from generate_series(1, ${count}) g`);
    await tx.execute(sql`
      insert into tips (id, idempotency_scope, idempotency_key, request_hash, status, lease_expires_at,
        receiver_user_id, to_team_id, credit_to, currency, tip_amount, fee_amount, net_amount, total_amount,
        fee_bps, cover_fee, payment_type, payment_method, provider, destination_account_id,
        provider_payment_id, created_at, completed_at)
      select id, 'guest', id::text, 'bench', 'succeeded', at, ${team.ownerId}, ${team.teamId}, 'teamPool', 'USD',
        amount, 0, amount, amount, 0, false, 'card', 'tok_sandbox_bench', 'sandbox', 'acct_sandbox_bench',
        'py_sandbox_' || replace(id::text, '-', ''), at, at
      from new_tips`);
    await tx.execute(sql`
      insert into ledger_transactions (id, kind, reference, tip_id, created_at)
      select id, 'tip', 'tip:' || id, id, at from new_tips`);
    await tx.execute(sql`
      insert into ledger_entries (transaction_id, account_id, currency, amount, created_at)
      select t.id, a.id, 'USD', case when a.kind = 'teamPool' then -t.amount else t.amount end, t.at
      from new_tips t cross join ledger_accounts a
      where a.currency = 'USD' and a.key in (${`teamPool:${team.teamId}`}, 'providerClearing:sandbox')`);
  });
}

async function shareOutRounds(db: Db, team: BenchTeam) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PAYMENT_PROVIDER: 'sandbox' });
  const deps = {
    config,
    db,
    mailer: { send: async () => undefined },
    google: createGoogleVerifier({ jwksUrl: config.GOOGLE_JWKS_URL }),
    images: createDiskImageStore(join(os.tmpdir(), 'opentip-bench-uploads')),
  };
  // The run pays its transfers itself after its commit: time them apart through the provider.
  const sandbox = createSandboxProvider(db);
  let transferMs = 0;
  const payments = {
    ...sandbox,
    async transfer(request: Parameters<typeof sandbox.transfer>[0]) {
      const t0 = performance.now();
      try {
        return await sandbox.transfer(request);
      } finally {
        transferMs += performance.now() - t0;
      }
    },
  };
  const rounds: { runMs: number; transfersMs: number; shares: number; pool: number; paidLater: number }[] =
    [];
  let now = Date.now() - SHARE_OUT_ROUNDS * 7 * DAY_MS;
  for (let i = 0; i < SHARE_OUT_ROUNDS; i++) {
    now += 7 * DAY_MS;
    await addPoolTips(db, team, TIPS_PER_WEEK, new Date(now - 1000));
    transferMs = 0;
    const t0 = performance.now();
    const run = await runShareOut(
      { ...deps, payments },
      {
        teamId: team.teamId,
        byUserId: team.ownerId,
        trigger: 'onDemand',
        now: new Date(now),
      },
    );
    const t1 = performance.now();
    // Nothing is left to pay: every transfer was paid by the run.
    const left = await payPendingTransfers({ ...deps, payments }, { runId: run.id });
    const record = run.record as { shares: { amount: number }[]; pools: { amount: number }[] };
    rounds.push({
      runMs: round(t1 - t0 - transferMs),
      transfersMs: round(transferMs),
      paidLater: left.paid + left.pending + left.failed,
      shares: record.shares.filter((s) => s.amount > 0).length,
      pool: record.pools[0]?.amount ?? 0,
    });
  }
  return rounds;
}

async function main() {
  const loadBefore = os.loadavg()[0] ?? 0;
  const { admin, name, databaseUrl } = await createBenchDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl });
  const port = await freePort();
  let server: ReturnType<typeof startApiProcess> | null = null;
  const http = httpClient(`http://127.0.0.1:${port}`, CONNECTIONS);
  try {
    const team = await seedTeam(database.db);
    const rounds = await shareOutRounds(database.db, team);
    const check = await checkShareOuts(database.db, team);
    // Top the team up to 100,000 tips for the listing.
    await addPoolTips(
      database.db,
      team,
      TEAM_TIPS - SHARE_OUT_ROUNDS * TIPS_PER_WEEK,
      new Date(Date.now() - 2000),
    );
    await database.db.execute(sql`analyze`);

    server = startApiProcess({ databaseUrl, port });
    await waitUntilReady(http);
    const token = async (userId: string) =>
      issueAccessToken(database.db, { userId, now: new Date(), ttlDays: 1 });
    const ownerToken = await token(team.ownerId);
    const memberToken = await token(team.memberIds[0]!);
    const get = (path: string, bearer: string) => async () =>
      (await http.send('GET', path, undefined, { authorization: `Bearer ${bearer}` })).status === 200;
    const listing = `/api/v1/teams/getTransactions?teamId=${team.teamId}&page=1`;
    const warm = get(listing, ownerToken);
    await runLoad({ seconds: 3, concurrency: CONNECTIONS, once: warm });
    const results: Record<string, LoadResult> = {
      ownerListing: await runLoad({
        seconds: SECONDS,
        concurrency: CONNECTIONS,
        once: get(listing, ownerToken),
      }),
      memberListing: await runLoad({
        seconds: SECONDS,
        concurrency: CONNECTIONS,
        once: get(listing, memberToken),
      }),
      myTeams: await runLoad({
        seconds: SECONDS,
        concurrency: CONNECTIONS,
        once: get('/api/v1/teams', ownerToken),
      }),
    };
    const report = {
      date: new Date().toISOString(),
      machine: describeMachine({ postgres: await postgresVersion(admin), loadBefore }),
      settings: {
        members: MEMBERS,
        tipsPerWeek: TIPS_PER_WEEK,
        rounds: SHARE_OUT_ROUNDS,
        teamTips: TEAM_TIPS,
        connections: CONNECTIONS,
        seconds: SECONDS,
      },
      shareOut: {
        rounds,
        medianRunMs: median(rounds.map((r) => r.runMs)),
        medianTransfersMs: median(rounds.map((r) => r.transfersMs)),
        check,
      },
      listing: results,
      listingToTrivialRatio: round(results.ownerListing!.perSecond / results.myTeams!.perSecond),
    };
    writeFileSync(join(here, 'results', 'team-pool.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(here, 'results', 'team-pool.md'), markdown(report));
    console.log(markdown(report));
  } finally {
    http.close();
    if (server) await stopApiProcess(server);
    await database.close();
    // BENCH_KEEP_DATABASE=1 keeps it for EXPLAIN ANALYZE afterwards.
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${name}`);
    else await dropWhenClosed(admin, name);
    await admin.end();
  }
}

/** Every unit of every week's pool reached a member: pool empty, shares sum to what came in. */
async function checkShareOuts(db: Db, team: BenchTeam) {
  const [row] = await rowsOf<Record<string, string | number>>(
    db,
    sql`
    select
      (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.key = ${`teamPool:${team.teamId}`})::bigint as pool_balance,
      (select coalesce(sum(amount), 0) from team_pool_shares where team_id = ${team.teamId})::bigint as shared,
      (select coalesce(sum(tip_amount), 0) from tips where to_team_id = ${team.teamId})::bigint as tipped,
      (select count(*) from team_pool_transfers where status = 'paid')::int as transfers_paid,
      (select count(*) from (select 1 from ledger_entries group by transaction_id, currency having sum(amount) <> 0) x)::int as unbalanced`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

type Report = {
  date: string;
  machine: { cpu: string; cores: number; node: string; postgres: string; loadAverage: number[] };
  settings: Record<string, number>;
  shareOut: {
    rounds: { runMs: number; transfersMs: number; shares: number; pool: number; paidLater: number }[];
    medianRunMs: number;
    medianTransfersMs: number;
    check: Record<string, number>;
  };
  listing: Record<string, LoadResult>;
  listingToTrivialRatio: number;
};

function markdown(r: Report): string {
  const row = (label: string, x: LoadResult) =>
    `| ${label} | ${x.perSecond} | ${x.p50Ms} | ${x.p99Ms} | ${x.requests} | ${x.errors} |`;
  const m = r.machine;
  return `# Team pool (${r.date.slice(0, 10)})

Machine: ${m.cpu}, ${m.cores} cores; Node ${m.node}; PostgreSQL ${m.postgres} (database, API and load
generator on the same machine; 1-minute load average ${m.loadAverage.join(' before, ')} after).

## Share-out: ${r.settings.members} members, a week of ${r.settings.tipsPerWeek} pool tips, hours policy

| round | run ms (its transaction) | its ${r.settings.members} sandbox transfers ms | members paid | pool (minor units) | transfers left over |
| ---: | ---: | ---: | ---: | ---: | ---: |
${r.shareOut.rounds.map((x, i) => `| ${i + 1} | ${x.runMs} | ${x.transfersMs} | ${x.shares} | ${x.pool} | ${x.paidLater} |`).join('\n')}

Median: run **${r.shareOut.medianRunMs} ms** (one database transaction: period, balances, shares,
hash-chained record, ${r.settings.members} share rows, one ledger transaction, ${r.settings.members} transfer rows),
then its sandbox transfers, paid one by one after the commit, **${r.shareOut.medianTransfersMs} ms**.
Check afterwards: pool balance ${r.shareOut.check.pool_balance}, shared ${r.shareOut.check.shared} of
${r.shareOut.check.tipped} tipped, ${r.shareOut.check.transfers_paid} transfers paid,
${r.shareOut.check.unbalanced} unbalanced ledger transactions.

## GET /teams/getTransactions over ${r.settings.teamTips} team tips

${r.settings.connections} concurrent connections, ${r.settings.seconds} s each, page 1 (20 tips and the total).

| call | per second | p50 ms | p99 ms | requests | errors |
| --- | ---: | ---: | ---: | ---: | ---: |
${row('getTransactions as the owner', r.listing.ownerListing!)}
${row('getTransactions as a member', r.listing.memberListing!)}
${row('GET /teams (trivial signed-in call)', r.listing.myTeams!)}

Listing / trivial call throughput ratio: **${r.listingToTrivialRatio}**.

Command: \`npx tsx bench/team-pool.ts\` (PostgreSQL at \`BENCH_DATABASE_URL\`, default
\`postgres://postgres@127.0.0.1:5432/postgres\`; \`BENCH_SECONDS\` per run, default 15).
`;
}

await main();
