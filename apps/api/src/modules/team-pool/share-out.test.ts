import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ledgerBalance, unbalancedLedgerTransactions } from '../../../test/tips-fixtures.ts';
import { call } from '../teams/team-test-helpers.ts';
import { createSandboxProvider } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import { accountKeys } from '../ledger/ledger-lines.ts';
import { newPoolTeam, postRun, putPolicy, shareOut, tipTeam, type PoolTeam } from './pool-test-helpers.ts';
import type { PoolRunRecord } from './run-record.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Share {
  userId: string;
  currency: string;
  amount: number;
}

describe('sharing out the pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const poolBalance = (team: PoolTeam, currency = 'USD') =>
    ledgerBalance(db(), accountKeys.teamPool(team.team.id), currency);
  const memberBalance = (userId: string, currency = 'USD') =>
    ledgerBalance(db(), accountKeys.receiver(userId), currency);
  const preview = async (team: PoolTeam, token = team.members[0]!.token) => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/teams/pool/preview?teamId=${team.team.id}`,
      token,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      pools: { currency: string; amount: number; tipCount: number }[];
      shares: Share[];
    };
  };
  const sortShares = (shares: Share[]) =>
    [...shares].sort((a, b) => `${a.currency}${a.userId}`.localeCompare(`${b.currency}${b.userId}`));

  it('moves a pool in two currencies into the members’ balances by hours, exactly, as the preview said', async () => {
    const team = await newPoolTeam(db(), { members: 3 });
    const [a, b, c] = team.members.map((m) => m.user.id);
    await putPolicy(t.app, team, {
      kind: 'hours',
      frequency: 'onDemand',
      members: [
        { userId: a!, hoursHundredths: 800 },
        { userId: b!, hoursHundredths: 400 },
        { userId: c!, hoursHundredths: 150 },
      ],
    });
    const usd = [await tipTeam(t.app, team, 1000), await tipTeam(t.app, team, 777)];
    const eur = [await tipTeam(t.app, team, 1234, 'EUR')];
    const usdNet = usd.reduce((s, x) => s + x.net, 0);
    const eurNet = eur[0]!.net;
    expect(await poolBalance(team)).toBe(-usdNet);

    const before = await preview(team);
    expect(before.pools).toEqual([
      { currency: 'EUR', amount: eurNet, tipCount: 1 },
      { currency: 'USD', amount: usdNet, tipCount: 2 },
    ]);
    const res = await postRun(t.app, team);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The pool has been shared out.');
    const run = res.json().data.run;
    expect(run).toMatchObject({
      seq: 1,
      trigger: 'onDemand',
      createdBy: team.owner.user.id,
      policy: { kind: 'hours' },
    });
    expect(run.pools).toEqual(before.pools);
    expect(sortShares(run.shares)).toEqual(sortShares(before.shares));

    for (const currency of ['USD', 'EUR']) {
      const total = currency === 'USD' ? usdNet : eurNet;
      const shares = run.shares.filter((s: Share) => s.currency === currency);
      expect(shares.reduce((sum: number, s: Share) => sum + s.amount, 0)).toBe(total);
      expect(await poolBalance(team, currency)).toBe(0);
      for (const share of shares) expect(await memberBalance(share.userId, currency)).toBe(-share.amount);
      // 800 : 400 : 150 hours, each within a unit of the exact share.
      const exact = { [a!]: (total * 800) / 1350, [b!]: (total * 400) / 1350, [c!]: (total * 150) / 1350 };
      for (const share of shares) expect(Math.abs(share.amount - exact[share.userId]!)).toBeLessThan(1);
    }
    expect(await unbalancedLedgerTransactions(db())).toEqual([]);
    // Nothing is left: the next run has nothing to share, and the preview shows nothing.
    expect((await preview(team)).shares).toEqual([]);
    const again = await postRun(t.app, team);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('There is nothing in the pool to share out yet.');
  });

  it('leaves tips that came after the end of the period for the next run', async () => {
    const team = await newPoolTeam(db(), { members: 2 });
    const first = await tipTeam(t.app, team, 1000);
    await sleep(5);
    const periodEnd = new Date();
    await sleep(5);
    const late = await tipTeam(t.app, team, 600);

    const run1 = await shareOut(t, team, { now: periodEnd });
    const record1 = run1.record as PoolRunRecord;
    expect(record1.periodEnd).toBe(periodEnd.toISOString());
    expect(record1.pools).toEqual([{ currency: 'USD', amount: first.net, tipCount: 1 }]);
    expect(await poolBalance(team)).toBe(-late.net);

    const run2 = await shareOut(t, team);
    const record2 = run2.record as PoolRunRecord;
    expect(record2.seq).toBe(2);
    expect(record2.periodStart).toBe(periodEnd.toISOString());
    expect(record2.pools).toEqual([{ currency: 'USD', amount: late.net, tipCount: 1 }]);
    expect(await poolBalance(team)).toBe(0);
    const [m1, m2] = team.members.map((m) => m.user.id);
    expect((await memberBalance(m1!)) + (await memberBalance(m2!))).toBe(-(first.net + late.net));
  });

  it('carries a refund made after a run into the next one', async () => {
    const team = await newPoolTeam(db(), { members: 2 });
    const tip = await tipTeam(t.app, team, 2000);
    expect((await postRun(t.app, team)).statusCode).toBe(200);
    const refund = await call(t.app, {
      method: 'POST',
      url: `/transactions/${tip.tipId}/refund`,
      token: team.owner.token,
      payload: { amount: 1000 },
    });
    expect(refund.statusCode).toBe(200);
    const owed = await poolBalance(team);
    expect(owed).toBeGreaterThan(0);
    expect((await preview(team)).pools).toEqual([]);
    expect((await postRun(t.app, team)).statusCode).toBe(409);

    const next = await tipTeam(t.app, team, 3000);
    const res = await postRun(t.app, team);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.run.pools).toEqual([{ currency: 'USD', amount: next.net - owed, tipCount: 1 }]);
    expect(await poolBalance(team)).toBe(0);
    expect(await unbalancedLedgerTransactions(db())).toEqual([]);
  });

  it('answers 409 when nobody has a share, and leaves the pool as it was', async () => {
    const team = await newPoolTeam(db(), { members: 2 });
    await putPolicy(t.app, team, { kind: 'hours', frequency: 'onDemand' });
    const tip = await tipTeam(t.app, team, 1500);
    const res = await postRun(t.app, team);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Nobody has a share under this policy. Please give members hours, points or percentages first.',
    );
    expect(await poolBalance(team)).toBe(-tip.net);
    const runs = await call(t.app, {
      method: 'GET',
      url: `/teams/pool/runs?teamId=${team.team.id}`,
      token: team.owner.token,
    });
    expect(runs.json().data).toMatchObject({ runs: [], total: 0, hasMore: false });
  });

  it('shares a percent pool among the members still in the team, in proportion', async () => {
    const team = await newPoolTeam(db(), { members: 3 });
    const [a, b, c] = team.members.map((m) => m.user.id);
    await putPolicy(t.app, team, {
      kind: 'percent',
      frequency: 'onDemand',
      members: [
        { userId: a!, percentBps: 5000 },
        { userId: b!, percentBps: 3750 },
        { userId: c!, percentBps: 1250 },
      ],
    });
    await call(t.app, {
      method: 'PUT',
      url: '/user/teamjoinApproval',
      token: team.owner.token,
      payload: { teamId: team.team.id, userId: a, status: 'remove' },
    });
    const tip = await tipTeam(t.app, team, 2000);
    const run = (await postRun(t.app, team)).json().data.run;
    // 37.5 : 12.5 is 3 : 1 of what the pool holds.
    const share = (id: string) => run.shares.find((s: Share) => s.userId === id)?.amount;
    expect(share(a!)).toBeUndefined();
    expect(share(b!) + share(c!)).toBe(tip.net);
    expect(Math.abs(share(b!) - (tip.net * 3) / 4)).toBeLessThan(1);
    expect(run.members.map((m: { userId: string }) => m.userId).sort()).toEqual([b, c].sort());
  });

  it('keeps the run’s inputs and results in its record, and lists runs newest first, 10 a page', async () => {
    const team = await newPoolTeam(db(), { members: 2 });
    for (let i = 0; i < 11; i++) {
      await tipTeam(t.app, team, 500 + i);
      expect((await postRun(t.app, team)).statusCode).toBe(200);
    }
    const page = async (n: number) =>
      (
        await call(t.app, {
          method: 'GET',
          url: `/teams/pool/runs?teamId=${team.team.id}&page=${n}`,
          token: team.members[1]!.token,
        })
      ).json().data;
    const first = await page(1);
    expect(first.total).toBe(11);
    expect(first.hasMore).toBe(true);
    expect(first.runs.map((r: { seq: number }) => r.seq)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    const second = await page(2);
    expect(second.hasMore).toBe(false);
    const last = second.runs[0];
    expect(last.seq).toBe(1);
    expect(first.runs[9].prevHash).toBe(last.hash);
    expect(last.prevHash).toBe('0'.repeat(64));
    expect(Date.parse(last.contestUntil) - Date.parse(last.createdAt)).toBe(14 * 24 * 60 * 60 * 1000);
    expect(last.members).toHaveLength(2);
    expect(last.shares.reduce((s: number, x: Share) => s + x.amount, 0)).toBe(last.pools[0].amount);
  });
  it('shares in whole steps of the provider and keeps what is less than a step for the next run', async () => {
    const team = await newPoolTeam(db(), { members: 3 });
    const net = (await tipTeam(t.app, team, 1003)).net;
    expect(net % 10).not.toBe(0);
    // Like Stripe for ISK (100) or KWD (10): only multiples of the step can be transferred.
    const sandbox = createSandboxProvider(db());
    const stepOfTen = { ...sandbox, amountStep: () => 10 };
    const run = await shareOut(t, team, { payments: stepOfTen });
    const record = run.record as PoolRunRecord;
    const shared = net - (net % 10);
    expect(record.pools[0]!.amount).toBe(shared);
    expect(record.shares.every((share) => share.amount % 10 === 0)).toBe(true);
    expect(record.shares.reduce((sum, share) => sum + share.amount, 0)).toBe(shared);
    expect(await poolBalance(team)).toBe(-(net % 10));
    expect(await unbalancedLedgerTransactions(db())).toEqual([]);
  });
});
