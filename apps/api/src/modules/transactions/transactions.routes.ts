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
import { paymentProviderOf } from '../../integrations/payments/payment-provider-registry.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { createTip } from './create-tip.service.ts';
import { guestOrUser } from './guest-or-user.ts';
import { listTips } from './list-tips.service.ts';
import { reconcilePendingTips } from './reconcile-tips.service.ts';
import { sendTipReceipt } from './tip-receipt.ts';

const RECONCILE_EVERY_MS = 60_000;

export const transactionRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const payments = paymentProviderOf(deps);

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
      const answer = await createTip({
        db: deps.db,
        payments,
        mailer: deps.mailer,
        feeBps: deps.config.PLATFORM_FEE_BPS,
        now: deps.now,
        log: request.log,
        caller: request.auth?.user ?? null,
        clientIp: request.ip,
        idempotencyKey: request.headers['idempotency-key'],
        body: request.body,
      });
      if ('body' in answer) return answer.body;
      throw new AppError(answer.statusCode, answer.code, answer.key);
    },
  );

  api.get(
    '/transactions',
    {
      preHandler: auth.requireUser,
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

  // Repairs tips left pending by a request that died after charging; several instances may run it.
  if (deps.config.NODE_ENV !== 'test') {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        reconcilePendingTips({
          db: deps.db,
          payments,
          now: deps.now(),
          onPaid: (tip) =>
            sendTipReceipt({ mailer: deps.mailer, db: deps.db, tip }).catch((err: unknown) =>
              app.log.error({ err, tipId: tip.id }, 'tip receipt not sent'),
            ),
        }).catch((err: unknown) => app.log.error({ err }, 'tip reconciliation failed'));
      }, RECONCILE_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
