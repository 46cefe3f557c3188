import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import {
  poolOverviewData,
  poolPolicy,
  poolPolicyBody,
  poolPreviewData,
  poolRunBody,
  poolRunData,
  poolRunsData,
  poolRunsQuery,
  poolTeamQuery,
} from '@opentip/shared/schemas/team-pool.schema';
import { z } from 'zod';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { listRuns, poolOverview, poolPreview, shareOutNow, updatePolicy } from './team-pool.service.ts';

const signedIn = { tags: ['teams'], security: [{ bearer: [] }] };

/** The team's tip pool: its policy, a preview, share-outs and their log. */
export const teamPoolRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const windowDays = deps.config.POOL_CONTEST_WINDOW_DAYS;

  api.get(
    '/teams/pool',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "The team's pool: policy, what it holds, next share-out (members)",
        querystring: poolTeamQuery,
        response: { 200: envelope(poolOverviewData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      const overview = await poolOverview(deps, {
        user,
        teamId: request.query.teamId,
        now: deps.now(),
        contestWindowDays: windowDays,
      });
      return ok('ok', overview);
    },
  );

  api.put(
    '/teams/pool/policy',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'How the pool is shared out and how often (the team owner)',
        body: poolPolicyBody,
        response: { 200: envelope(z.object({ policy: poolPolicy })) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      const policy = await updatePolicy(deps, { user, body: request.body, now: deps.now() });
      return ok('poolPolicySaved', { policy });
    },
  );

  api.get(
    '/teams/pool/preview',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'What each member would get if the pool were shared out now (members)',
        querystring: poolTeamQuery,
        response: { 200: envelope(poolPreviewData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      return ok('ok', await poolPreview(deps, { user, teamId: request.query.teamId, now: deps.now() }));
    },
  );

  api.post(
    '/teams/pool/runs',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Share the pool out now (owner and admins)',
        body: poolRunBody,
        response: { 200: envelope(poolRunData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      const run = await shareOutNow(deps, {
        user,
        teamId: request.body.teamId,
        now: deps.now(),
        contestWindowDays: windowDays,
      });
      return ok('poolShared', { run });
    },
  );

  api.get(
    '/teams/pool/runs',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "The team's share-outs, newest first, 10 a page (members)",
        querystring: poolRunsQuery,
        response: { 200: envelope(poolRunsData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      const { teamId, page } = request.query;
      return ok('ok', await listRuns(deps, { user, teamId, page, contestWindowDays: windowDays }));
    },
  );
};
