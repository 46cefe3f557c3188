import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicStation, Station } from '@opentip/shared/schemas/stations.schema';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUser } from '../../../test/fixtures.ts';
import { addLinkedMember, newPoolTeam } from '../team-pool/pool-test-helpers.ts';
import { addToTeam } from '../teams/team-test-helpers.ts';
import { addStation, clockInAt, send } from './station-test-helpers.ts';

async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('stations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it('lets the owner and admins add, list, rename and delete stations, each with its own code', async () => {
    const team = await newPoolTeam(db(), { members: 1 });
    const admin = await addLinkedMember(db(), team, { admin: true });
    const bar = await addStation(t.app, team.owner.token, team.team.id, 'Pool bar');
    const cart = await addStation(t.app, admin.token, team.team.id, 'Cart 12');
    expect(bar.code).toMatch(/^[0-9A-Z]{10}$/);
    expect(bar.code).not.toBe(cart.code);
    expect(bar.link).toMatch(new RegExp(`/station/${bar.code}$`));

    const list = await send(t.app, {
      method: 'GET',
      url: `/teams/stations?teamId=${team.team.id}`,
      token: team.members[0]!.token,
    });
    expect(list.statusCode).toBe(200);
    expect((list.json().data.stations as Station[]).map((s) => s.name)).toEqual(['Cart 12', 'Pool bar']);

    const renamed = await send(t.app, {
      method: 'PUT',
      url: `/teams/stations/${bar.id}`,
      token: admin.token,
      payload: { name: 'Beach bar' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.station.name).toBe('Beach bar');

    const deleted = await send(t.app, {
      method: 'DELETE',
      url: `/teams/stations/${cart.id}`,
      token: team.owner.token,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('The station has been deleted.');
    const gone = await send(t.app, { method: 'GET', url: `/stations/${cart.code}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Station not found.');
  });

  it('answers bad input and outsiders with clear 4xx messages', async () => {
    const team = await newPoolTeam(db(), { members: 1 });
    const member = team.members[0]!;
    const station = await addStation(t.app, team.owner.token, team.team.id, 'Front desk');
    const cases = [
      {
        token: team.owner.token,
        payload: { teamId: team.team.id, name: '  ' },
        status: 400,
        msg: 'Please enter a station name of at most 60 characters.',
      },
      {
        token: team.owner.token,
        payload: { teamId: team.team.id, name: 'front DESK' },
        status: 409,
        msg: 'The team already has a station with this name.',
      },
      {
        token: team.owner.token,
        payload: { teamId: 'nope', name: 'X' },
        status: 400,
        msg: 'Team not found.',
      },
      {
        token: member.token,
        payload: { teamId: team.team.id, name: 'Mine' },
        status: 404,
        msg: 'Team not found.',
      },
    ];
    for (const c of cases) {
      const res = await send(t.app, {
        method: 'POST',
        url: '/teams/stations',
        token: c.token,
        payload: c.payload,
      });
      expect(res.statusCode, JSON.stringify(c.payload)).toBe(c.status);
      expect(res.json().message).toBe(c.msg);
    }
    const stranger = await createUser(db(), { accountType: 'teamMember' });
    const renamed = await send(t.app, {
      method: 'PUT',
      url: `/teams/stations/${station.id}`,
      token: stranger.token,
      payload: { name: 'Mine' },
    });
    expect(renamed.statusCode).toBe(404);
    expect(renamed.json().message).toBe('Station not found.');
    const badId = await send(t.app, { method: 'DELETE', url: '/teams/stations/x', token: team.owner.token });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('Station not found.');
    const badCode = await send(t.app, { method: 'GET', url: '/stations/no-such-code!' });
    expect(badCode.statusCode).toBe(400);
  });

  it('refuses to delete a station while someone is on duty there', async () => {
    const team = await newPoolTeam(db(), { members: 1 });
    const station = await addStation(t.app, team.owner.token, team.team.id, 'Cart 3');
    expect((await clockInAt(t.app, team.members[0]!.token, station.id)).statusCode).toBe(200);
    const res = await send(t.app, {
      method: 'DELETE',
      url: `/teams/stations/${station.id}`,
      token: team.owner.token,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STATION_ON_DUTY');
  });

  it("gives managers the station's code as a PNG that scans to its page, an SVG and an A6 PDF", async () => {
    const team = await newPoolTeam(db(), { members: 0 });
    const station = await addStation(t.app, team.owner.token, team.team.id, 'Pool bar');
    const url = `/teams/stations/${station.id}/qr-code`;
    const png = await send(t.app, { method: 'GET', url: `${url}?format=png`, token: team.owner.token });
    expect(png.headers['content-type']).toBe('image/png');
    expect(await decodeQr(png.rawPayload)).toBe(station.link);
    const svg = await send(t.app, { method: 'GET', url: `${url}?format=svg`, token: team.owner.token });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain(station.link);
    const pdf = await send(t.app, {
      method: 'GET',
      url: `${url}?format=pdf&lang=ar`,
      token: team.owner.token,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const bad = await send(t.app, { method: 'GET', url: `${url}?format=gif`, token: team.owner.token });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a guest who is on duty (names, photos, payee codes) or that tips go to the pool', async () => {
    const team = await newPoolTeam(db(), { members: 2 });
    const [a, b] = team.members;
    const station = await addStation(t.app, team.owner.token, team.team.id, 'Pool bar');
    const read = async () => {
      const res = await send(t.app, { method: 'GET', url: `/stations/${station.code.toLowerCase()}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json().data.station as PublicStation;
    };
    const empty = await read();
    expect(empty.name).toBe('Pool bar');
    expect(empty.onDuty).toEqual([]);
    expect(empty.pool?.payee).toBe(team.owner.user.payeeCode);
    expect(empty.pool?.note?.memberCount).toBe(2);

    await clockInAt(t.app, a!.token, station.id);
    await clockInAt(t.app, b!.token, station.id);
    const busy = await read();
    expect(busy.onDuty.map((p) => p.payee).sort()).toEqual([a!.user.payeeCode, b!.user.payeeCode].sort());
    expect(busy.onDuty[0]).toEqual(
      expect.objectContaining({ username: a!.user.username, profileImg: a!.user.profileImg }),
    );
    expect(JSON.stringify(busy)).not.toContain(a!.user.email);
  });

  it('lets a pending member see nothing of the team stations', async () => {
    const team = await newPoolTeam(db(), { members: 0 });
    const pending = await addToTeam(db(), team, 'pending');
    const res = await send(t.app, {
      method: 'GET',
      url: `/teams/stations?teamId=${team.team.id}`,
      token: pending.token,
    });
    expect(res.statusCode).toBe(404);
  });

  it('describes every station and shift call in the API documentation', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    const paths = Object.keys(doc.paths).filter((p) => /\/(stations|shifts)/.test(p));
    expect(paths.sort()).toEqual(
      [
        '/api/v1/stations/{code}',
        '/api/v1/teams/shifts',
        '/api/v1/teams/shifts/clock-in',
        '/api/v1/teams/shifts/clock-out',
        '/api/v1/teams/shifts/mine',
        '/api/v1/teams/shifts/scheduled',
        '/api/v1/teams/shifts/scheduled/{scheduledShiftId}',
        '/api/v1/teams/shifts/{shiftId}',
        '/api/v1/teams/shifts/{shiftId}/changes',
        '/api/v1/teams/stations',
        '/api/v1/teams/stations/{stationId}',
        '/api/v1/teams/stations/{stationId}/qr-code',
      ].sort(),
    );
  });
});
