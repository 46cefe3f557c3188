import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicStation } from '@opentip/shared/schemas/stations.schema';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { giveTip, ledgerBalance, sandboxToken } from '../../../test/tips-fixtures.ts';
import { accountKeys } from '../ledger/ledger-lines.ts';
import { newPoolTeam, postRun, putPolicy, tipTeam } from '../team-pool/pool-test-helpers.ts';
import type { PoolRunRecord } from '../team-pool/run-record.ts';
import { addStation, clockInAt, send } from './station-test-helpers.ts';

const HOUR_MS = 60 * 60 * 1000;

describe('tipping at a station', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const page = async (code: string) =>
    (await send(t.app, { method: 'GET', url: `/stations/${code}` })).json().data.station as PublicStation;
  const tip = async (payee: string, amount: number) => {
    const res = await giveTip(t.app, {
      body: { payee, amount, currency: 'USD', paymentType: 'card', paymentMethod: await sandboxToken(t.app) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.transaction as { id: string; amounts: { net: number } };
  };

  it('tips one of two people on duty, or all of them through the team pool', async () => {
    const team = await newPoolTeam(db(), { members: 3 });
    const [a, b] = team.members;
    const station = await addStation(t.app, team.owner.token, team.team.id, 'Pool bar');
    await clockInAt(t.app, a!.token, station.id);
    await clockInAt(t.app, b!.token, station.id);
    const seen = await page(station.code);
    expect(seen.onDuty).toHaveLength(2);

    const toB = seen.onDuty.find((p) => p.userId === b!.user.id)!;
    const one = await tip(toB.payee, 500);
    expect(await ledgerBalance(db(), accountKeys.receiver(b!.user.id), 'USD')).toBe(-one.amounts.net);

    const all = await tip(seen.pool!.payee, 1000);
    expect(await ledgerBalance(db(), accountKeys.teamPool(team.team.id), 'USD')).toBe(-all.amounts.net);
  });

  it('sends the tip to the team pool when nobody is on duty, and says so', async () => {
    const team = await newPoolTeam(db(), { members: 2 });
    const station = await addStation(t.app, team.owner.token, team.team.id, 'Cart 12');
    const seen = await page(station.code);
    expect(seen.onDuty).toEqual([]);
    expect(seen.pool).toEqual({
      payee: team.owner.user.payeeCode,
      note: expect.objectContaining({ team: team.team.name, memberCount: 2 }),
    });
    const paid = await tip(seen.pool!.payee, 700);
    expect(await ledgerBalance(db(), accountKeys.teamPool(team.team.id), 'USD')).toBe(-paid.amounts.net);
  });

  it('shares the pool by the hours clocked at stations, and the run says the hours came from shifts', async () => {
    const team = await newPoolTeam(db(), { members: 3 });
    const [a, b, c] = team.members;
    const station = await addStation(t.app, team.owner.token, team.team.id, 'Front desk');
    await clockInAt(t.app, a!.token, station.id);
    await clockInAt(t.app, b!.token, station.id);
    // a worked 6 h (and is still on), b 3 h, c not at all; the typed hours are ignored.
    const now = Date.now();
    await db().execute(
      sql`update shifts set clocked_in_at = ${new Date(now - 6 * HOUR_MS).toISOString()} where user_id = ${a!.user.id}`,
    );
    await db().execute(
      sql`update shifts set clocked_in_at = ${new Date(now - 5 * HOUR_MS).toISOString()},
        clocked_out_at = ${new Date(now - 2 * HOUR_MS).toISOString()} where user_id = ${b!.user.id}`,
    );
    await db().execute(
      sql`update teams set created_at = ${new Date(now - 24 * HOUR_MS).toISOString()} where id = ${team.team.id}`,
    );
    const saved = await putPolicy(t.app, team, {
      kind: 'hours',
      frequency: 'onDemand',
      hoursSource: 'shifts',
      members: [{ userId: c!.user.id, hoursHundredths: 1000 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.policy.hoursSource).toBe('shifts');
    const { net } = await tipTeam(t.app, team, 9000);

    const res = await postRun(t.app, team);
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json().data.run as PoolRunRecord & { shares: { userId: string; amount: number }[] };
    expect(run.policy).toEqual(expect.objectContaining({ kind: 'hours', hoursSource: 'shifts' }));
    const hours = Object.fromEntries(run.members.map((m) => [m.userId, m.hoursHundredths]));
    expect(hours[a!.user.id]).toBeGreaterThanOrEqual(600);
    expect(hours[a!.user.id]).toBeLessThan(601);
    expect(hours[b!.user.id]).toBe(300);
    expect(hours[c!.user.id]).toBe(0);
    const share = Object.fromEntries(run.shares.map((s) => [s.userId, s.amount]));
    expect(share[a!.user.id]! + share[b!.user.id]!).toBe(net);
    expect(share[c!.user.id]).toBeUndefined();
    expect(Math.abs(share[a!.user.id]! - 2 * share[b!.user.id]!)).toBeLessThanOrEqual(2);
  });

  it('still shares by typed hours, and records that they were typed', async () => {
    const team = await newPoolTeam(db(), { members: 2 });
    const [a, b] = team.members;
    await putPolicy(t.app, team, {
      kind: 'hours',
      frequency: 'onDemand',
      members: [
        { userId: a!.user.id, hoursHundredths: 100 },
        { userId: b!.user.id, hoursHundredths: 300 },
      ],
    });
    await tipTeam(t.app, team, 4000);
    const run = (await postRun(t.app, team)).json().data.run as PoolRunRecord;
    expect(run.policy.hoursSource).toBe('typed');
    expect(run.members.map((m) => m.hoursHundredths).sort()).toEqual([100, 300]);
  });
});
