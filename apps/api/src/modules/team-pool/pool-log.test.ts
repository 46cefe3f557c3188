import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/client.ts';
import { teamPoolRuns } from '../../db/schema/team-pool.ts';
import { loadConfig } from '../../config.ts';
import { createSandboxProvider } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountKeys } from '../ledger/ledger-lines.ts';
import { postLedgerTransaction } from '../ledger/ledger.service.ts';
import { verifyPoolLog } from './pool-log-verify.ts';
import { newPoolTeam, shareOut, tipTeam } from './pool-test-helpers.ts';
import { canonicalJson, runHash } from './run-record.ts';
import { runShareOut } from './run-share-out.service.ts';

const REFUSED = 'share-out records are never changed or deleted';

/** The database's own words, under the query wrapper of the driver. */
async function failureOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    let e: unknown = error;
    while (e instanceof Error && e.cause) e = e.cause;
    return e instanceof Error ? e.message : String(e);
  }
  return 'no failure';
}

/** Changes one share in a run's record, as someone with database access going around the guard would. */
async function tamper(db: Db, runId: string) {
  await db.execute(sql`alter table team_pool_runs disable trigger team_pool_runs_no_change`);
  await db.execute(sql`update team_pool_runs
    set record = jsonb_set(record, '{shares,0,amount}', to_jsonb((record #>> '{shares,0,amount}')::bigint + 1))
    where id = ${runId}`);
  await db.execute(sql`alter table team_pool_runs enable trigger team_pool_runs_no_change`);
}

describe('canonical JSON and the hash of a run', () => {
  it('gives the same text and hash whatever order the keys come in', () => {
    const a = { b: 1, a: { d: [{ y: 1, x: 'é' }], c: null } };
    const b = { a: { c: null, d: [{ x: 'é', y: 1 }] }, b: 1 };
    expect(canonicalJson(a)).toBe('{"a":{"c":null,"d":[{"x":"é","y":1}]},"b":1}');
    expect(canonicalJson(b)).toBe(canonicalJson(a));
    expect(runHash('0'.repeat(64), a)).toBe(runHash('0'.repeat(64), b));
    expect(runHash('0'.repeat(64), a)).toMatch(/^[0-9a-f]{64}$/);
    expect(runHash('1'.repeat(64), a)).not.toBe(runHash('0'.repeat(64), a));
    expect(runHash('0'.repeat(64), { ...a, b: 2 })).not.toBe(runHash('0'.repeat(64), a));
  });
});

describe('the append-only, hash-chained share-out log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it('verifies after runs, and names the run whose record was edited around the guard', async () => {
    const team = await newPoolTeam(db(), { members: 3 });
    const other = await newPoolTeam(db(), { members: 2 });
    await tipTeam(t.app, team, 1000);
    const first = await shareOut(t, team);
    await tipTeam(t.app, team, 2000);
    const second = await shareOut(t, team);
    await tipTeam(t.app, other, 500);
    await shareOut(t, other);
    expect(second.prevHash).toBe(first.hash);

    const clean = await verifyPoolLog(db());
    expect(clean.problems).toEqual([]);
    expect(clean.runs).toBeGreaterThanOrEqual(3);

    await tamper(db(), first.id);
    const { problems } = await verifyPoolLog(db());
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect(p).toMatchObject({ teamId: team.team.id, seq: 1 });
    expect(problems.map((p) => p.problem)).toEqual(
      expect.arrayContaining([
        'hash does not match the record (the record was changed)',
        "the shares rows differ from the record's shares",
      ]),
    );
  });

  it('refuses to change or delete a run or a share', async () => {
    const team = await newPoolTeam(db(), { members: 2 });
    await tipTeam(t.app, team, 1000);
    const run = await shareOut(t, team);
    expect(
      await failureOf(db().execute(sql`update team_pool_runs set hash = 'x' where id = ${run.id}`)),
    ).toContain(REFUSED);
    expect(
      await failureOf(db().execute(sql`delete from team_pool_shares where run_id = ${run.id}`)),
    ).toContain(REFUSED);
    expect(
      await failureOf(db().execute(sql`update team_pool_shares set amount = 1 where run_id = ${run.id}`)),
    ).toContain(REFUSED);
    expect(await failureOf(db().execute(sql`delete from team_pool_runs where id = ${run.id}`))).toContain(
      REFUSED,
    );
    const [still] = await db().select().from(teamPoolRuns).where(eq(teamPoolRuns.id, run.id));
    expect(still?.hash).toBe(run.hash);
  });
});

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

describe('npm run pool:verify', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'opentip-pool-log-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const verify = () =>
    promisify(execFile)('npx', ['tsx', 'src/scripts/verify-pool-log.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        NODE_ENV: 'development',
        INIT_CWD: apiRoot,
      },
    }).then(
      (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => ({
        code: failed.code,
        out: failed.stdout,
        err: failed.stderr,
      }),
    );

  it('prints a summary and exits 0 on an intact log, 1 naming the run after an edit', async () => {
    const database = await openDatabase({ dataDir });
    const { db } = database;
    const deps = { db, config: loadConfig({ NODE_ENV: 'test' }), payments: createSandboxProvider(db) };
    const team = await newPoolTeam(db, { members: 2 });
    const runs = [];
    for (const amount of [900, 1100]) {
      // Money in the pool as a tip leaves it; this test is about the log, not about tipping.
      await postLedgerTransaction(db, {
        kind: 'tip',
        reference: `test-tip:${amount}`,
        tipId: null,
        at: new Date(),
        lines: [
          { accountKey: accountKeys.clearing('sandbox'), kind: 'providerClearing', currency: 'USD', amount },
          {
            accountKey: accountKeys.teamPool(team.team.id),
            kind: 'teamPool',
            currency: 'USD',
            amount: -amount,
          },
        ],
      });
      runs.push(
        await runShareOut(deps, {
          teamId: team.team.id,
          byUserId: null,
          trigger: 'onDemand',
          now: new Date(),
        }),
      );
    }
    await database.close();

    const intact = await verify();
    expect(intact.code).toBe(0);
    expect(intact.out).toContain('Pool log verified: 2 share-outs');

    const reopened = await openDatabase({ dataDir });
    await tamper(reopened.db, runs[1]!.id);
    await reopened.close();
    const broken = await verify();
    expect(broken.code).toBe(1);
    expect(broken.err).toContain(`team ${team.team.id} run 2: hash does not match the record`);
    expect(broken.out).toContain('problems in 1 teams');
  }, 120_000);
});
