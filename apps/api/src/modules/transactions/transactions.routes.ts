import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import {
  createTipBody,
  createTipData,
  idempotencyKeyField,
  listTipsQuery,
  tipsPageData,
} from '@opentip/shared/schemas/tips.schema';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { countTipOutcome } from '../metrics/tip-outcomes.ts';
import { createTip } from './create-tip.service.ts';
import { guestOrUser } from './guest-or-user.ts';
import { listTips } from './list-tips.service.ts';
import { tipProvidersOf } from './tip-providers.ts';

export const transactionRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const providers = tipProvidersOf(deps);

  api.post(
    '/transactions/createtransactions',
    {
      preHandler: guestOrUser(auth),
      schema: {
        tags: ['transactions'],
        summary: 'Give a tip (signed in or as a guest); retries with the same Idempotency-Key charge once',
        headers: z.object({ 'idempotency-key': idempotencyKeyField }),
        body: createTipBody,
        response: { 200: envelope(createTipData) },
      },
    },
    async (request) => {
      const answering = createTip({
        db: deps.db,
        providers,
        mailer: deps.queuedMailer,
        publicUrl: deps.config.PUBLIC_URL,
        feeBps: deps.config.PLATFORM_FEE_BPS,
        now: deps.now,
        log: request.log,
        caller: request.auth?.user ?? null,
        clientIp: request.ip,
        idempotencyKey: request.headers['idempotency-key'],
        body: request.body,
      });
      const answer = await countTipOutcome(app.metrics.tips, answering);
      if ('body' in answer) return answer.body;
      throw new AppError(answer.statusCode, answer.code, answer.key);
    },
  );

  api.get(
    '/transactions',
    {
      preParsing: auth.requireUser,
      schema: {
        tags: ['transactions'],
        summary: "The caller's (or their team's) tips, last 30 days by default, paged",
        security: [{ bearer: [] }],
        querystring: listTipsQuery,
        response: { 200: envelope(tipsPageData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      const page = await listTips({ db: deps.db, user, query: request.query, now: deps.now() });
      return ok('ok', page);
    },
  );
};
