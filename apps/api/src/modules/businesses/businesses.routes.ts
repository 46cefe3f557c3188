import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import { businessData, businessIdParams, updateBusinessBody } from '@opentip/shared/schemas/business.schema';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { ownBusiness } from './business-access.ts';
import { myBusiness, presentBusiness, updateBusiness } from './businesses.service.ts';

/**
 * A business's details, for its owner only: another business's id answers 404 (ids reveal
 * nothing), a caller without a business account 403. The logo is uploaded first with
 * POST /user/upload (checked, re-encoded, metadata dropped) and its url sent here.
 */
export const businessRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { preParsing: auth.requireUser };
  const docs = { tags: ['businesses'], security: [{ bearer: [] }] };

  api.get(
    '/business/mine',
    {
      ...guarded,
      schema: { ...docs, summary: "The caller's own business", response: { 200: envelope(businessData) } },
    },
    async (request) =>
      ok('ok', { business: presentBusiness(await myBusiness(deps.db, currentUser(request).user)) }),
  );

  api.get(
    '/business/:id',
    {
      ...guarded,
      schema: {
        ...docs,
        summary: "A business's details (its owner only)",
        params: businessIdParams,
        response: { 200: envelope(businessData) },
      },
    },
    async (request) => {
      const business = await ownBusiness(deps.db, currentUser(request).user, request.params.id);
      return ok('ok', { business: presentBusiness(business) });
    },
  );

  api.put(
    '/business/:id',
    {
      ...guarded,
      schema: {
        ...docs,
        summary: 'Save name, type, revenue band, logo and address (a picked place or typed text)',
        params: businessIdParams,
        body: updateBusinessBody,
        response: { 200: envelope(businessData) },
      },
    },
    async (request) => {
      const business = await updateBusiness({
        db: deps.db,
        places: deps.places,
        images: deps.images,
        log: request.log,
        caller: currentUser(request).user,
        id: request.params.id,
        changes: request.body,
        now: deps.now(),
      });
      return ok('businessUpdated', { business: presentBusiness(business) });
    },
  );
};
