import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyShift, Shift, ShiftChange } from '@opentip/shared/schemas/stations.schema';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newPoolTeam } from '../team-pool/pool-test-helpers.ts';
import { addStation, clockInAt, clockOutNow, send } from './station-test-helpers.ts';

const HOUR_MS = 60 * 60 * 1000;

describe('clocking in and out at stations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it('clocks a member in with one tap, shows them on duty, and clocks them out', async () => {
    const team = await newPoolTeam(db(), { members: 1 });
    const member = team.members[0]!;
    const station = await addStation(t.app, team.owner.token, team.team.id, 'Cart 12');
    const mine = async () =>
      (await send(t.app, { method: 'GET', url: '/teams/shifts/mine', token: member.token })).json()
        .data as MyShift;
    expect(await mine()).toEqual({
      shift: null,
      team: { id: team.team.id, name: team.team.name },
      stations: [{ id: station.id, name: 'Cart 12' }],
    });

    const res = await clockInAt(t.app, member.token, station.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('You are clocked in.');
    expect((await mine()).shift?.stationName).toBe('Cart 12');
    const again = await clockInAt(t.app, member.token, station.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already clocked in. Please clock out first.');

    const list = await send(t.app, {
      method: 'GET',
      url: `/teams/stations?teamId=${team.team.id}`,
      token: team.owner.token,
    });
    expect(list.json().data.stations[0].onDuty.map((s: Shift) => s.member.userId)).toEqual([member.user.id]);

    const out = await clockOutNow(t.app, member.token);
    expect(out.statusCode).toBe(200);
    expect(out.json().data.shift.clockedOutAt).not.toBeNull();
    expect((await mine()).shift).toBeNull();
    const twice = await clockOutNow(t.app, member.token);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('You are not clocked in.');
  });

  it('clocks in by the station code a member scanned; the team account and outsiders cannot', async () => {
    const team = await newPoolTeam(db(), { members: 1 });
    const other = await newPoolTeam(db(), { members: 1 });
    const station = await addStation(t.app, team.owner.token, team.team.id, 'Front desk');
    const byCode = await send(t.app, {
      method: 'POST',
      url: '/teams/shifts/clock-in',
      token: team.members[0]!.token,
      payload: { stationCode: station.code.toLowerCase() },
    });
    expect(byCode.statusCode).toBe(200);
    const owner = await clockInAt(t.app, team.owner.token, station.id);
    expect(owner.statusCode).toBe(403);
    expect(owner.json().message).toBe("The team's own account does not clock in; its members do.");
    const outsider = await clockInAt(t.app, other.members[0]!.token, station.id);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe('Station not found.');
    const none = await send(t.app, {
      method: 'POST',
      url: '/teams/shifts/clock-in',
      token: team.members[0]!.token,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Station not found.');
  });

  it('lets a manager correct a forgotten clock-out, keeping who changed what and when', async () => {
    const team = await newPoolTeam(db(), { members: 1 });
    const member = team.members[0]!;
    const station = await addStation(t.app, team.owner.token, team.team.id, 'Pool bar');
    const shift = (await clockInAt(t.app, member.token, station.id)).json().data.shift as Shift;
    // The member clocked in 9 hours ago and forgot to clock out.
    const nineHoursAgo = new Date(Date.now() - 9 * HOUR_MS);
    await db().execute(
      sql`update shifts set clocked_in_at = ${nineHoursAgo.toISOString()} where id = ${shift.id}`,
    );
    const open = await send(t.app, {
      method: 'GET',
      url: `/teams/shifts?teamId=${team.team.id}`,
      token: team.owner.token,
    });
    expect(open.json().data.shifts.map((s: Shift) => s.id)).toEqual([shift.id]);

    const correct = (payload: object, token = team.owner.token) =>
      send(t.app, { method: 'PUT', url: `/teams/shifts/${shift.id}`, token, payload });
    const end = new Date(nineHoursAgo.getTime() + 8 * HOUR_MS).toISOString();
    const byMember = await correct({ clockedOutAt: end, reason: 'me' }, member.token);
    expect(byMember.statusCode).toBe(404);
    const noReason = await correct({ clockedOutAt: end, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please say why the shift is corrected (at most 300 characters).');
    const future = await correct({ clockedOutAt: new Date(Date.now() + HOUR_MS).toISOString(), reason: 'x' });
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('SHIFT_TIMES_INVALID');
    const garbage = await correct({ clockedOutAt: 'yesterday', reason: 'x' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('Please enter a valid date and time.');

    const fixed = await correct({ clockedOutAt: end, reason: 'Forgot to clock out at 5 pm' });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data.shift.clockedOutAt).toBe(end);

    const history = await send(t.app, {
      method: 'GET',
      url: `/teams/shifts/${shift.id}/changes`,
      token: team.owner.token,
    });
    const changes = history.json().data.changes as ShiftChange[];
    expect(changes.map((c) => c.action)).toEqual(['clockIn', 'correct']);
    expect(changes[1]).toEqual(
      expect.objectContaining({
        by: { userId: team.owner.user.id, username: team.owner.user.username },
        fromClockedOutAt: null,
        toClockedOutAt: end,
        reason: 'Forgot to clock out at 5 pm',
      }),
    );
    // The member is off duty now, and the history cannot be rewritten.
    const mine = await send(t.app, { method: 'GET', url: '/teams/shifts/mine', token: member.token });
    expect(mine.json().data.shift).toBeNull();
    await expect(db().execute(sql`delete from shift_changes where shift_id = ${shift.id}`)).rejects.toThrow();
    await expect(
      db().execute(sql`update shift_changes set reason = 'x' where shift_id = ${shift.id}`),
    ).rejects.toThrow();
  });
});
