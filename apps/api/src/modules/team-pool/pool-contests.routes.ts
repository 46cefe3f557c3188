import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import {
  contestAnswerBody,
  contestBody,
  poolContestData,
  poolContestsData,
  poolTeamQuery,
  statementQuery,
} from '@opentip/shared/schemas/team-pool.schema';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { answerContest, contestRun, listContests } from './pool-contests.service.ts';
import { statementCsv } from './pool-statement.csv.ts';
import { statementPdf } from './pool-statement.pdf.ts';
import { poolStatement } from './pool-statement.service.ts';

const signedIn = { tags: ['teams'], security: [{ bearer: [] }] };

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

/** Contests of a share-out and their answers, and each member's statement of pool shares. */
export const poolContestRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/teams/pool/contests',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Contest a share-out you had a share in, within the contest window (members)',
        body: contestBody,
        response: { 201: envelope(poolContestData) },
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      const contest = await contestRun(deps.db, {
        user,
        ...request.body,
        now: deps.now(),
        windowDays: deps.config.POOL_CONTEST_WINDOW_DAYS,
      });
      return reply.status(201).send(ok('poolContestSent', { contest }));
    },
  );

  api.get(
    '/teams/pool/contests',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "The team's contests, newest first (managers: all; members: their own)",
        querystring: poolTeamQuery,
        response: { 200: envelope(poolContestsData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      return ok('ok', { contests: await listContests(deps.db, { user, teamId: request.query.teamId }) });
    },
  );

  api.post(
    '/teams/pool/contests/answer',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Answer a contest, once (owner and admins); the share-out itself never changes',
        body: contestAnswerBody,
        response: { 200: envelope(poolContestData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      const contest = await answerContest(deps.db, { user, ...request.body, now: deps.now() });
      return ok('poolContestAnswered', { contest });
    },
  );

  api.get(
    '/teams/pool/statement',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary:
          "A member's pool shares over a period, as a CSV or PDF file (managers may ask for any member)",
        querystring: statementQuery,
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      const query = request.query;
      const statement = await poolStatement(deps.db, { user, query, now: deps.now() });
      const body = query.format === 'pdf' ? await statementPdf(statement) : statementCsv(statement);
      const fileName = `opentip-statement-${statement.team.code}-${query.from}-${query.to}.${query.format}`;
      // A file, not the JSON envelope: sent untyped, never serialized.
      const untyped: FastifyReply = reply;
      return untyped
        .header('content-type', CONTENT_TYPES[query.format])
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
