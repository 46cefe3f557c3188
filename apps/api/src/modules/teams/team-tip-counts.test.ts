import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newTeam, type TestTeam } from './team-test-helpers.ts';

/**
 * A team's tip list takes its total from counts a trigger keeps on tips; they must follow every
 * way a tip becomes paid: settled at once, after 3-D Secure or a webhook, or written paid.
 */
describe('the counts behind a team tip list', () => {
  let t: TestApp;
  let team: TestTeam;
  beforeAll(async () => {
    t = await createTestApp();
    team = await newTeam(t.database.db);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const counted = async () => {
    const [row] = await rowsOf<{ n: string }>(
      db(),
      sql`select coalesce(sum(count), 0)::text as n from team_tip_counts where team_id = ${team.team.id}`,
    );
    return Number(row?.n);
  };
  const paid = async () => {
    const [row] = await rowsOf<{ n: string }>(
      db(),
      sql`select count(*)::text as n from tips where to_team_id = ${team.team.id} and status = 'succeeded'`,
    );
    return Number(row?.n);
  };
  const insertTip = async (status: string) => {
    const id = randomUUID();
    await db().execute(sql`
      insert into tips (id, idempotency_scope, idempotency_key, request_hash, status, lease_expires_at,
        receiver_user_id, to_team_id, credit_to, currency, tip_amount, fee_amount, net_amount, total_amount,
        fee_bps, cover_fee, payment_type, payment_method, provider, destination_account_id)
      values (${id}, 'guest', ${id}, 'h', ${status}, now(), ${team.owner.user.id}, ${team.team.id}, 'teamPool',
        'USD', 500, 0, 500, 500, 0, false, 'card', 'tok', 'sandbox', 'acct')`);
    return id;
  };
  const setStatus = (id: string, status: string) =>
    db().execute(sql`update tips set status = ${status} where id = ${id}`);

  it('counts a tip once it is paid, however it gets there, and never a failed one', async () => {
    const waiting = await insertTip('requiresAction');
    const failed = await insertTip('pending');
    await insertTip('succeeded');
    expect(await counted()).toBe(1);
    await setStatus(waiting, 'succeeded');
    await setStatus(failed, 'failed');
    expect(await counted()).toBe(2);
    // A payment reported after all for a tip recorded as failed (a late webhook) counts.
    await setStatus(failed, 'succeeded');
    expect(await counted()).toBe(3);
    await db().execute(sql`update tips set refunded_amount = 100 where id = ${waiting}`);
    expect(await counted()).toBe(await paid());
  });
});
