import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import {
  approvalBody,
  invitesSentData,
  inviteBody,
  joinTeamBody,
  leaveTeamBody,
  memberActionBody,
  membershipData,
} from '@opentip/shared/schemas/teams.schema';
import type { MessageKey } from '@opentip/shared/messages';
import type { TeamMembershipRow } from '../../db/schema/teams.ts';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { requestToJoin } from './join-request.service.ts';
import { decideRequest, leaveTeam, makeAdmin, removeAdmin } from './team-decisions.service.ts';
import { sendInvites } from './team-invites.service.ts';
import { memberView } from './team-reads.service.ts';

const signedIn = { tags: ['teams'], security: [{ bearer: [] }] };
const memberAnswer = { 200: envelope(membershipData) };

const APPROVAL_MESSAGES: Record<'accept' | 'reject' | 'remove', MessageKey> = {
  accept: 'teamRequestAccepted',
  reject: 'teamRequestRejected',
  remove: 'teamMemberRemoved',
};

export const teamChangeRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const answer = async (key: MessageKey, row: TeamMembershipRow) =>
    ok(key, { member: await memberView(deps.db, row) });

  api.post(
    '/teams/joinTeamRequest',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Ask to join a team by its code',
        body: joinTeamBody,
        response: memberAnswer,
      },
    },
    async (request) => {
      const row = await requestToJoin(deps.db, {
        user: currentUser(request).user,
        teamCode: request.body.teamCode,
        now: deps.now(),
      });
      return answer('teamRequestSent', row);
    },
  );

  api.post(
    '/teams/send-team-invite',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Invite people by e-mail (managers)',
        body: inviteBody,
        response: { 200: envelope(invitesSentData) },
      },
    },
    async (request) => {
      const invited = await sendInvites({
        db: deps.db,
        mailer: deps.mailer,
        log: request.log,
        publicUrl: deps.config.PUBLIC_URL,
        user: currentUser(request).user,
        body: request.body,
        now: deps.now(),
      });
      return ok('invitationsSent', { invited });
    },
  );

  api.post(
    '/teams/make-team-admin',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Make a member admin (managers)',
        body: memberActionBody,
        response: memberAnswer,
      },
    },
    async (request) => {
      const row = await makeAdmin(deps.db, {
        user: currentUser(request).user,
        body: request.body,
        now: deps.now(),
        adminLimit: deps.config.TEAM_ADMIN_LIMIT,
      });
      return answer('teamAdminMade', row);
    },
  );

  api.post(
    '/teams/removeAdmin',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "Take a member's admin rights (managers)",
        body: memberActionBody,
        response: memberAnswer,
      },
    },
    async (request) => {
      const row = await removeAdmin(deps.db, {
        user: currentUser(request).user,
        body: request.body,
        now: deps.now(),
      });
      return answer('teamAdminRemoved', row);
    },
  );

  api.post(
    '/teams/leave-team',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Leave a team or withdraw a request',
        body: leaveTeamBody,
        response: memberAnswer,
      },
    },
    async (request) => {
      const row = await leaveTeam(deps.db, {
        user: currentUser(request).user,
        ref: request.body,
        now: deps.now(),
      });
      return answer('teamLeft', row);
    },
  );

  api.put(
    '/user/teamjoinApproval',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Accept, reject or remove a member (managers)',
        body: approvalBody,
        response: memberAnswer,
      },
    },
    async (request) => {
      const row = await decideRequest(deps.db, {
        user: currentUser(request).user,
        body: request.body,
        now: deps.now(),
      });
      return answer(APPROVAL_MESSAGES[request.body.status], row);
    },
  );
};
