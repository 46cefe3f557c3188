import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, emptyData } from '@opentip/shared/schemas/envelope.schema';
import { userData } from '@opentip/shared/schemas/user.schema';
import { updateCurrencyBody, updateUserBody, userIdParams } from '@opentip/shared/schemas/users-api.schema';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { currencyRoutes } from '../currencies/currencies.routes.ts';
import { deleteUser } from './delete-user.service.ts';
import { cardVaultOf } from '../../integrations/payments/payment-provider-registry.ts';
import { uploadRoutes } from './upload.routes.ts';
import { sessionUserOf } from './user.presenter.ts';
import { changeCurrency, updateUser } from './users.service.ts';

const userReply = { 200: envelope(userData) };

export const userRoutes: ModuleRoutes = async (app, options) => {
  const { deps, auth } = options;
  await app.register(uploadRoutes, options);
  await app.register(currencyRoutes, options);
  const api = app.withTypeProvider<ZodTypeProvider>();
  // preParsing (lib/authenticate.ts): a caller without a token hears 401, not a verdict on the body.
  const guarded = { preParsing: auth.requireUser };
  const docs = { tags: ['users'], security: [{ bearer: [] }] };

  api.get('/user/profile', { ...guarded, schema: { ...docs, response: userReply } }, async (request) =>
    ok('ok', { user: await sessionUserOf(deps.db, currentUser(request).user) }),
  );

  api.post(
    '/user/update/:id',
    { ...guarded, schema: { ...docs, params: userIdParams, body: updateUserBody, response: userReply } },
    async (request) => {
      const user = await updateUser({
        db: deps.db,
        images: deps.images,
        log: request.log,
        caller: currentUser(request).user,
        id: request.params.id,
        changes: request.body,
        now: deps.now(),
      });
      return ok('userUpdated', { user: await sessionUserOf(deps.db, user) });
    },
  );

  api.delete(
    '/user/delete/:id',
    { ...guarded, schema: { ...docs, params: userIdParams, response: { 200: envelope(emptyData) } } },
    async (request) => {
      await deleteUser({
        db: deps.db,
        cardVault: cardVaultOf(deps),
        images: deps.images,
        log: request.log,
        caller: currentUser(request).user,
        id: request.params.id,
        now: deps.now(),
      });
      return ok('userDeleted', {});
    },
  );

  api.post(
    '/user/update-default-currency',
    { ...guarded, schema: { ...docs, body: updateCurrencyBody, response: userReply } },
    async (request) => {
      const user = await changeCurrency({
        db: deps.db,
        caller: currentUser(request).user,
        currency: request.body.currency,
        now: deps.now(),
      });
      return ok('currencyUpdated', { user: await sessionUserOf(deps.db, user) });
    },
  );
};
