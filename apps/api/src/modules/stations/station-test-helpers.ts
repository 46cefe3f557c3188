import type { FastifyInstance } from 'fastify';
import type { Station } from '@opentip/shared/schemas/stations.schema';
import { bearer } from '../../../test/fixtures.ts';

/** An API call as `token` (a guest without one). */
export function send(
  app: FastifyInstance,
  options: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; token?: string; payload?: object },
) {
  return app.inject({
    method: options.method,
    url: `/api/v1${options.url}`,
    headers: options.token ? bearer(options.token) : {},
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

/** POST /teams/stations as a manager; answers the new station. */
export async function addStation(app: FastifyInstance, token: string, teamId: string, name: string) {
  const res = await send(app, { method: 'POST', url: '/teams/stations', token, payload: { teamId, name } });
  if (res.statusCode !== 200) throw new Error(`station not added: ${res.body}`);
  return (res.json().data as { station: Station }).station;
}

export const clockInAt = (app: FastifyInstance, token: string, stationId: string) =>
  send(app, { method: 'POST', url: '/teams/shifts/clock-in', token, payload: { stationId } });

export const clockOutNow = (app: FastifyInstance, token: string) =>
  send(app, { method: 'POST', url: '/teams/shifts/clock-out', token, payload: {} });
