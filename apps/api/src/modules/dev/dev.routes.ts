import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devMailbox } from '../../db/schema/auth.ts';
import { notFound } from '../../lib/app-error.ts';
import { setChatDisabled } from '../chat/chat-switch.ts';
import { createPromoCode } from '../billing/promo-codes.service.ts';
import { promoFromOptions } from '../../scripts/promo-command.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import type { ModuleRoutes } from '../../lib/module.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Development only (no SMTP_URL, not production), and only for the machine itself, even if a server
 * is exposed by mistake: the mail the server would have sent (it holds sign-in codes), and the
 * administrator's chat switch, which `npm run admin -- chat off` cannot reach while a running server
 * holds the embedded database (PGlite is one process's).
 */
export const devRoutes: ModuleRoutes = async (app, { deps }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/chat-switch',
    {
      schema: {
        tags: ['development'],
        body: z.object({ email: z.string().min(1), disabled: z.boolean() }),
      },
    },
    async (request) => {
      if (!LOOPBACK.has(request.ip)) throw notFound('routeNotFound', 'ROUTE_NOT_FOUND');
      const changed = await setChatDisabled(deps.db, { ...request.body, now: deps.now() });
      if (!changed) throw notFound('userNotFound', 'USER_NOT_FOUND');
      return { success: true, message: 'OK', data: { user: changed } };
    },
  );

  // What `npm run admin -- promo create` does, for Playwright and the README tour while the server holds PGlite.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/promo-codes',
    {
      schema: {
        tags: ['development'],
        body: z.object({
          code: z.string().min(1),
          percent: z.number().int().optional(),
          amount: z.number().int().optional(),
          currency: z.string().optional(),
          freeMonths: z.number().int().optional(),
          from: z.string().optional(),
          until: z.string().optional(),
          max: z.number().int().optional(),
        }),
      },
    },
    async (request) => {
      if (!LOOPBACK.has(request.ip)) throw notFound('routeNotFound', 'ROUTE_NOT_FOUND');
      const { code, freeMonths, ...rest } = request.body;
      const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));
      const options = {
        percent: text(rest.percent),
        amount: text(rest.amount),
        currency: rest.currency,
        'free-months': text(freeMonths),
        from: rest.from,
        until: rest.until,
        max: text(rest.max),
      };
      const input = promoFromOptions(code, options, deps.now());
      if (typeof input === 'string') throw badRequest('promoCodeInvalid', 'PROMO_CODE_INVALID');
      const created = await createPromoCode(deps.db, input);
      if (!created) throw conflict('promoCodeExists', 'PROMO_CODE_EXISTS');
      return { success: true, message: 'OK', data: { promoCode: created } };
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        querystring: z.object({ to: z.string().optional() }),
      },
    },
    async (request) => {
      if (!LOOPBACK.has(request.ip)) throw notFound('routeNotFound', 'ROUTE_NOT_FOUND');
      const rows = await deps.db.select().from(devMailbox).orderBy(desc(devMailbox.createdAt)).limit(50);
      const to = request.query.to?.toLowerCase();
      const mails = to ? rows.filter((m) => m.to.toLowerCase() === to) : rows;
      return { success: true, message: 'OK', data: { mails } };
    },
  );
};
