import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminIdParams } from '@opentip/shared/schemas/admin.schema';
import {
  adminBusinessDetail,
  adminBusinessesPage,
  adminBusinessesQuery,
  adminPageQuery,
  adminPromoCodeBody,
  adminPromoCodeData,
  adminPromoCodesPage,
  adminPromoPauseBody,
  adminPromoRedemptionsPage,
  adminTeamDetail,
  adminTeamsPage,
  adminTeamsQuery,
} from '@opentip/shared/schemas/admin-businesses.schema';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import { notFound } from '../../lib/app-error.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { adminGuard } from './admin-guard.ts';
import { getBusiness, searchBusinesses } from './admin-businesses.service.ts';
import {
  createPromoCodeAsAdmin,
  listPromoCodesPage,
  listRedemptions,
  pausePromoCode,
} from './admin-promo-codes.service.ts';
import { adminCommand, adminRouteSchema as schema, refuseInvalid } from './admin-route-helpers.ts';
import { getTeam, searchTeams } from './admin-teams.service.ts';

const promoMissing = () => notFound('promoCodeUnknown', 'PROMO_CODE_UNKNOWN');
const teamMissing = () => notFound('teamNotFound', 'TEAM_NOT_FOUND');

/** Businesses and their subscriptions, promo codes, teams and their pools (issue 16). */
export const adminBusinessesRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { requireAdmin } = adminGuard(deps.db, deps.now);
  const guarded = { preParsing: requireAdmin, attachValidation: true };

  api.get(
    '/admin/businesses',
    {
      preParsing: requireAdmin,
      schema: {
        ...schema,
        querystring: adminBusinessesQuery,
        response: { 200: envelope(adminBusinessesPage) },
      },
    },
    async (request) => ok('ok', await searchBusinesses(deps.db, request.query, deps.now())),
  );

  api.get(
    '/admin/businesses/:id',
    {
      ...guarded,
      schema: { ...schema, params: adminIdParams, response: { 200: envelope(adminBusinessDetail) } },
    },
    async (request) => {
      refuseInvalid(request);
      return ok('ok', await getBusiness(deps.db, request.params.id, deps.now()));
    },
  );

  api.get(
    '/admin/promo-codes',
    {
      preParsing: requireAdmin,
      schema: { ...schema, querystring: adminPageQuery, response: { 200: envelope(adminPromoCodesPage) } },
    },
    async (request) => ok('ok', await listPromoCodesPage(deps.db, request.query.page)),
  );

  api.post(
    '/admin/promo-codes',
    {
      preParsing: requireAdmin,
      schema: { ...schema, body: adminPromoCodeBody, response: { 200: envelope(adminPromoCodeData) } },
    },
    async (request) => {
      const result = await createPromoCodeAsAdmin({ ...adminCommand(deps, request), input: request.body });
      return ok('promoCodeCreated', result);
    },
  );

  api.post(
    '/admin/promo-codes/:id/pause',
    {
      ...guarded,
      schema: {
        ...schema,
        params: adminIdParams,
        body: adminPromoPauseBody,
        response: { 200: envelope(adminPromoCodeData) },
      },
    },
    async (request) => {
      refuseInvalid(request, promoMissing);
      const result = await pausePromoCode({
        ...adminCommand(deps, request),
        promoCodeId: request.params.id,
        ...request.body,
      });
      return ok('ok', result);
    },
  );

  api.get(
    '/admin/promo-codes/:id/redemptions',
    {
      ...guarded,
      schema: {
        ...schema,
        params: adminIdParams,
        querystring: adminPageQuery,
        response: { 200: envelope(adminPromoRedemptionsPage) },
      },
    },
    async (request) => {
      refuseInvalid(request, promoMissing);
      return ok('ok', await listRedemptions(deps.db, request.params.id, request.query.page));
    },
  );

  api.get(
    '/admin/teams',
    {
      preParsing: requireAdmin,
      schema: { ...schema, querystring: adminTeamsQuery, response: { 200: envelope(adminTeamsPage) } },
    },
    async (request) => ok('ok', await searchTeams(deps.db, request.query)),
  );

  api.get(
    '/admin/teams/:id',
    {
      ...guarded,
      schema: { ...schema, params: adminIdParams, response: { 200: envelope(adminTeamDetail) } },
    },
    async (request) => {
      refuseInvalid(request, teamMissing);
      const detail = await getTeam(deps.db, {
        teamId: request.params.id,
        contestWindowDays: deps.config.POOL_CONTEST_WINDOW_DAYS,
      });
      return ok('ok', detail);
    },
  );
};
