import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import {
  createStationBody,
  publicStationData,
  renameStationBody,
  stationCodeParams,
  stationData,
  stationParams,
  stationQrQuery,
  stationsData,
  stationsQuery,
} from '@opentip/shared/schemas/stations.schema';
import { z } from 'zod';
import { paymentProviderOf } from '../../integrations/payments/payment-provider-registry.ts';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { publicStation } from './public-station.service.ts';
import { shiftRoutes } from './shifts.routes.ts';
import { stationLinkOf } from './station.presenter.ts';
import { renderStationQr } from './station-qr.ts';
import {
  createStation,
  deleteStation,
  listStations,
  renameStation,
  requireStation,
} from './stations.service.ts';

const signedIn = { tags: ['teams'], security: [{ bearer: [] }] };

/** A team's stations (managers change them), their QR codes, and the public page of one. */
export const stationRoutes: ModuleRoutes = async (app, options) => {
  const { deps, auth } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = { db: deps.db, publicUrl: deps.config.PUBLIC_URL };
  await app.register(shiftRoutes, options);

  api.get(
    '/teams/stations',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "The team's stations and who is on duty at each (members)",
        querystring: stationsQuery,
        response: { 200: envelope(stationsData) },
      },
    },
    async (request) =>
      ok('ok', await listStations(ctx, { user: currentUser(request).user, teamId: request.query.teamId })),
  );

  api.post(
    '/teams/stations',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Add a station (owner and admins)',
        body: createStationBody,
        response: { 200: envelope(stationData) },
      },
    },
    async (request) => {
      const station = await createStation(ctx, {
        user: currentUser(request).user,
        ...request.body,
        now: deps.now(),
      });
      return ok('stationCreated', { station });
    },
  );

  api.put(
    '/teams/stations/:stationId',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Rename a station (owner and admins)',
        params: stationParams,
        body: renameStationBody,
        response: { 200: envelope(stationData) },
      },
    },
    async (request) => {
      const station = await renameStation(ctx, {
        user: currentUser(request).user,
        stationId: request.params.stationId,
        name: request.body.name,
      });
      return ok('stationRenamed', { station });
    },
  );

  api.delete(
    '/teams/stations/:stationId',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Delete a station nobody is on duty at (owner and admins)',
        params: stationParams,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request) => {
      await deleteStation(ctx, {
        user: currentUser(request).user,
        stationId: request.params.stationId,
        now: deps.now(),
      });
      return ok('stationDeleted', {});
    },
  );

  api.get(
    '/teams/stations/:stationId/qr-code',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "The station's QR code: a PNG, SVG or A6 PDF file (owner and admins)",
        params: stationParams,
        querystring: stationQrQuery,
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      const { station } = await requireStation(deps.db, {
        user,
        stationId: request.params.stationId,
        managers: true,
      });
      const file = await renderStationQr({
        station,
        link: stationLinkOf(ctx.publicUrl, station.code),
        format: request.query.format,
        language: request.query.lang ?? user.lang ?? 'en',
      });
      const untyped: FastifyReply = reply;
      return untyped
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-cache')
        .send(file.body);
    },
  );

  api.get(
    '/stations/:code',
    {
      schema: {
        tags: ['tips'],
        summary: 'A station as a guest sees it: who is on duty to tip, or the team pool',
        params: stationCodeParams,
        response: { 200: envelope(publicStationData) },
      },
    },
    async (request, reply) => {
      const station = await publicStation(deps.db, {
        code: request.params.code,
        cardRail: paymentProviderOf(deps).name,
      });
      // Who is on duty changes with every clock-in: never cached.
      void reply.header('cache-control', 'no-store');
      return ok('ok', { station });
    },
  );
};
