import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  plansData,
  plansQuery,
  promoCheckBody,
  promoCheckData,
  subscribeBody,
  subscribeData,
  subscriptionData as subscriptionDataSchema,
} from '@opentip/shared/schemas/billing.schema';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import { idempotencyKeyField } from '@opentip/shared/schemas/tips.schema';
import { cardVaultOf } from '../../integrations/payments/payment-provider-registry.ts';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { mailOwner } from './billing-mail.ts';
import { billingProviderOf } from './billing-registry.ts';
import { ownBusiness } from '../businesses/business-access.ts';
import { setCancelAtPeriodEnd } from './cancel.service.ts';
import { plansIn } from './plans.ts';
import { applicablePromo, promoSummaryOf } from './promo-codes.service.ts';
import { subscribe } from './subscribe.service.ts';
import { subscriptionData, subscriptionRowOf } from './subscription-view.ts';
import { invoiceSheetOf } from './invoice-sheet.ts';
import { invoicePdf } from './invoice.pdf.ts';

/** Any id: one that is not a business of the caller's (malformed or not) answers 404 in ownBusiness. */
const businessParams = z.object({ id: z.string() });
const docs = { tags: ['billing'], security: [{ bearer: [] }] };

/** Business subscriptions (docs/businesses.md "Subscriptions"): plans, status, subscribe, promo codes, cancel. */
export const billingRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const billing = billingProviderOf(deps);
  const vault = cardVaultOf(deps);
  const mailDeps = { db: deps.db, mailer: deps.queuedMailer, publicUrl: deps.config.PUBLIC_URL };
  const owned = { preParsing: auth.requireUser };
  const business = (request: FastifyRequest, id: string) =>
    ownBusiness(deps.db, currentUser(request).user, id);

  api.get(
    '/business/plans',
    {
      schema: {
        tags: ['billing'],
        summary:
          'OpenTip Business plans in a currency (USD where no price is set in it), trial and grace days',
        querystring: plansQuery,
        response: { 200: envelope(plansData) },
      },
    },
    async (request) => ok('ok', plansIn(request.query.currency)),
  );

  api.get(
    '/business/:id/subscription',
    {
      ...owned,
      schema: {
        ...docs,
        summary: "The business's subscription and invoices (its owner only)",
        params: businessParams,
        response: { 200: envelope(subscriptionDataSchema) },
      },
    },
    async (request) => {
      const found = await business(request, request.params.id);
      return ok('ok', await subscriptionData(deps.db, found, deps.now()));
    },
  );

  api.get(
    '/business/:id/invoices/:invoiceId/pdf',
    {
      ...owned,
      schema: {
        ...docs,
        summary: "One invoice as a PDF file (the business owner only; another business's invoice: 404)",
        params: z.object({ id: z.string(), invoiceId: z.string() }),
      },
    },
    async (request, reply) => {
      const found = await business(request, request.params.id);
      // Printed in the owner's language (their profile's), like the billing mails.
      const { lang } = currentUser(request).user;
      const sheet = await invoiceSheetOf(deps.db, found, request.params.invoiceId, deps.config, lang);
      const body = await invoicePdf(sheet, lang);
      // A file, not the JSON envelope: sent untyped, never serialized.
      const untyped: FastifyReply = reply;
      return untyped
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="opentip-invoice-${sheet.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  api.post(
    '/business/:id/subscription',
    {
      ...owned,
      schema: {
        ...docs,
        summary:
          'Subscribe: choose a plan, pay the first period (less a promo code); same Idempotency-Key, one charge',
        params: businessParams,
        headers: z.object({ 'idempotency-key': idempotencyKeyField }),
        body: subscribeBody,
        response: { 200: envelope(subscribeData) },
      },
    },
    async (request) => {
      const found = await business(request, request.params.id);
      return subscribe({
        db: deps.db,
        billing,
        vault,
        caller: currentUser(request).user,
        business: found,
        idempotencyKey: request.headers['idempotency-key'],
        body: request.body,
        now: deps.now(),
        onSubscribed: async (invoice) => {
          const row = await subscriptionRowOf(deps.db, found.id);
          if (row && invoice)
            await mailOwner(mailDeps, row, 'receipt', { amount: invoice.amount, until: invoice.periodEnd });
        },
      });
    },
  );

  api.post(
    '/business/:id/promo-code/check',
    {
      ...owned,
      schema: {
        ...docs,
        summary: 'What a promo code would give this business, before paying',
        params: businessParams,
        body: promoCheckBody,
        response: { 200: envelope(promoCheckData) },
      },
    },
    async (request) => {
      const found = await business(request, request.params.id);
      const { promoCode, currency } = request.body;
      const promo = await applicablePromo(deps.db, {
        code: promoCode,
        businessId: found.id,
        currency: currency ?? null,
        now: deps.now(),
      });
      return ok('promoCodeApplies', { promo: promoSummaryOf(promo) });
    },
  );

  for (const [action, cancel] of [
    ['cancel', true],
    ['resume', false],
  ] as const) {
    api.post(
      `/business/:id/subscription/${action}`,
      {
        ...owned,
        schema: {
          ...docs,
          summary: cancel
            ? 'Cancel at the end of the period paid for'
            : 'Undo a cancellation before the period ends',
          params: businessParams,
          response: { 200: envelope(subscriptionDataSchema) },
        },
      },
      async (request) => {
        const found = await business(request, request.params.id);
        const now = deps.now();
        await setCancelAtPeriodEnd({ db: deps.db, billing, business: found, cancel, now });
        return ok(
          cancel ? 'subscriptionWillEnd' : 'subscriptionResumed',
          await subscriptionData(deps.db, found, now),
        );
      },
    );
  }
};
