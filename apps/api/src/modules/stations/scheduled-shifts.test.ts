import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledShift } from '@opentip/shared/schemas/stations.schema';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newPoolTeam } from '../team-pool/pool-test-helpers.ts';
import { addStation, send } from './station-test-helpers.ts';

const HOUR_MS = 60 * 60 * 1000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR_MS).toISOString();

describe('planning shifts ahead', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it('lets a manager plan and cancel a shift; each member sees only their own', async () => {
    const team = await newPoolTeam(db(), { members: 2 });
    const [ana, omar] = team.members;
    const station = await addStation(t.app, team.owner.token, team.team.id, 'Pool bar');
    const plan = (payload: object, token = team.owner.token) =>
      send(t.app, { method: 'POST', url: '/teams/shifts/scheduled', token, payload });
    const planned = await plan({
      stationId: station.id,
      userId: ana!.user.id,
      startsAt: inHours(20),
      endsAt: inHours(28),
    });
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json().message).toBe('The shift has been planned.');
    await plan({ stationId: station.id, userId: omar!.user.id, startsAt: inHours(2), endsAt: inHours(6) });

    const list = async (token: string) =>
      (
        await send(t.app, { method: 'GET', url: `/teams/shifts/scheduled?teamId=${team.team.id}`, token })
      ).json().data.scheduledShifts as ScheduledShift[];
    expect((await list(team.owner.token)).map((s) => s.member.userId)).toEqual([omar!.user.id, ana!.user.id]);
    expect((await list(ana!.token)).map((s) => s.stationName)).toEqual(['Pool bar']);

    const id = (planned.json().data.scheduledShift as ScheduledShift).id;
    const byMember = await send(t.app, {
      method: 'DELETE',
      url: `/teams/shifts/scheduled/${id}`,
      token: ana!.token,
    });
    expect(byMember.statusCode).toBe(404);
    const cancelled = await send(t.app, {
      method: 'DELETE',
      url: `/teams/shifts/scheduled/${id}`,
      token: team.owner.token,
    });
    expect(cancelled.json().message).toBe('The planned shift has been cancelled.');
    expect(await list(ana!.token)).toEqual([]);
  });

  it('refuses past, reversed or too long shifts, people outside the team, and members planning', async () => {
    const team = await newPoolTeam(db(), { members: 1 });
    const other = await newPoolTeam(db(), { members: 1 });
    const member = team.members[0]!;
    const station = await addStation(t.app, team.owner.token, team.team.id, 'Cart 12');
    const cases = [
      {
        body: { startsAt: inHours(-5), endsAt: inHours(-1) },
        status: 400,
        code: 'SCHEDULED_SHIFT_TIMES_INVALID',
      },
      {
        body: { startsAt: inHours(5), endsAt: inHours(4) },
        status: 400,
        code: 'SCHEDULED_SHIFT_TIMES_INVALID',
      },
      {
        body: { startsAt: inHours(1), endsAt: inHours(30) },
        status: 400,
        code: 'SCHEDULED_SHIFT_TIMES_INVALID',
      },
      { body: { startsAt: 'tomorrow', endsAt: inHours(3) }, status: 400, code: 'BAD_REQUEST' },
      { body: { userId: other.members[0]!.user.id }, status: 404, code: 'TEAM_MEMBER_NOT_FOUND' },
      { body: { userId: team.owner.user.id }, status: 404, code: 'TEAM_MEMBER_NOT_FOUND' },
      { token: member.token, body: {}, status: 404, code: 'STATION_NOT_FOUND' },
    ];
    for (const c of cases) {
      const res = await send(t.app, {
        method: 'POST',
        url: '/teams/shifts/scheduled',
        token: c.token ?? team.owner.token,
        payload: {
          stationId: station.id,
          userId: member.user.id,
          startsAt: inHours(1),
          endsAt: inHours(3),
          ...c.body,
        },
      });
      expect(res.statusCode, JSON.stringify(c)).toBe(c.status);
      expect(res.json().success).toBe(false);
      expect(typeof res.json().message).toBe('string');
    }
  });
});
