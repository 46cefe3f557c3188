import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import {
  memberProfileData,
  memberProfileQuery,
  myTeamsData,
  publicTeamData,
  teamCodeParams,
  teamMembersData,
  teamRefQuery,
  teamRequestsData,
  teamTipsData,
  teamTipsQuery,
} from '@opentip/shared/schemas/teams.schema';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { teamChangeRoutes } from './team-changes.routes.ts';
import { myTeams, publicTeam, teamMembers, teamRequests } from './team-reads.service.ts';
import { memberProfile, teamTips } from './team-tips.service.ts';

const signedIn = { tags: ['teams'], security: [{ bearer: [] }] };

/** SPEC 7 teams calls (and PUT /user/teamjoinApproval, which belongs to them). */
export const teamRoutes: ModuleRoutes = async (app, options) => {
  const { deps, auth } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(teamChangeRoutes, options);

  api.get(
    '/teams',
    {
      preParsing: auth.requireUser,
      schema: { ...signedIn, summary: "The caller's teams", response: { 200: envelope(myTeamsData) } },
    },
    async (request) => ok('ok', { teams: await myTeams(deps.db, currentUser(request).user) }),
  );

  api.get(
    '/teams/getTransactions',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "The team's tips",
        querystring: teamTipsQuery,
        response: { 200: envelope(teamTipsData) },
      },
    },
    async (request) =>
      ok('ok', await teamTips(deps.db, { user: currentUser(request).user, query: request.query })),
  );

  api.get(
    '/teams/get-team-members',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "The team's members",
        querystring: teamRefQuery,
        response: { 200: envelope(teamMembersData) },
      },
    },
    async (request) =>
      ok('ok', await teamMembers(deps.db, { user: currentUser(request).user, ref: request.query })),
  );

  api.get(
    '/teams/requests',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Pending join requests and invitations (managers)',
        querystring: teamRefQuery,
        response: { 200: envelope(teamRequestsData) },
      },
    },
    async (request) =>
      ok('ok', await teamRequests(deps.db, { user: currentUser(request).user, ref: request.query })),
  );

  api.get(
    '/teams/get-team-member-profile',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'A member and their tips through the team',
        querystring: memberProfileQuery,
        response: { 200: envelope(memberProfileData) },
      },
    },
    async (request) =>
      ok('ok', await memberProfile(deps.db, { user: currentUser(request).user, query: request.query })),
  );

  // Static paths above win over this one in the router, whatever the order.
  api.get(
    '/teams/:code',
    {
      schema: {
        tags: ['teams'],
        summary: 'A team by its code, for a join screen (public)',
        params: teamCodeParams,
        response: { 200: envelope(publicTeamData) },
      },
    },
    async (request) => ok('ok', { team: await publicTeam(deps.db, request.params.code) }),
  );
};
