import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyData, envelope } from '@opentip/shared/schemas/envelope.schema';
import {
  banksData,
  banksQuery,
  flutterwaveAccountBody,
  payoutAccountsData,
} from '@opentip/shared/schemas/payouts.schema';
import { paymentProviderOf, providerNamed } from '../../integrations/payments/payment-provider-registry.ts';
import {
  isFlutterwaveProvider,
  type FlutterwaveProvider,
} from '../../integrations/payments/flutterwave/flutterwave-provider.ts';
import {
  decideSandboxPhone,
  paySandboxCheckout,
  sandboxCheckoutOf,
} from '../../integrations/payments/flutterwave/flutterwave-sandbox.ts';
import { ProviderUnavailableError } from '../../integrations/payments/payment-provider.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleOptions, ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { handlingWebhook } from '../payments/webhook-failures.ts';
import { linkFlutterwaveAccount } from './flutterwave-account.service.ts';
import { sandboxCheckoutPage } from './flutterwave-checkout-page.ts';
import { handleFlutterwaveEvent, verifHashMatches } from './flutterwave-webhook.service.ts';

/** Flutterwave could not be reached: nothing was saved or applied, the caller (or Flutterwave) may try again. */
async function reachingFlutterwave<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ProviderUnavailableError)
      throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'paymentProviderUnavailable', error);
    throw error;
  }
}

const referenceParams = z.object({
  reference: z.string({ error: 'transactionNotFound' }).max(100, 'transactionNotFound'),
});
const phoneDecision = z.object(
  { result: z.enum(['approve', 'decline'], { error: 'invalidRequest' }) },
  { error: 'invalidRequest' },
);
const checkoutForm = z.object(
  {
    cardNumber: z.string({ error: 'cardNumberInvalid' }).max(40, 'cardNumberInvalid').optional(),
    result: z.enum(['pay', 'cancel'], { error: 'invalidRequest' }).default('pay'),
  },
  { error: 'invalidRequest' },
);

/** Applies a Flutterwave webhook whose hash matched (a delivery, or the console running a stored one again). */
export function applyFlutterwaveEvent(deps: ModuleOptions['deps'], body: unknown) {
  const flutterwave = providerNamed(deps, 'flutterwave');
  if (!isFlutterwaveProvider(flutterwave)) throw notFound('webhooksNotConfigured', 'WEBHOOKS_NOT_CONFIGURED');
  return handleFlutterwaveEvent({
    db: deps.db,
    flutterwave,
    body,
    now: deps.now(),
  });
}

/** Flutterwave's v3 events carry no id: the object's id and status name one (as the service does). */
function flutterwaveWebhookOf(body: unknown) {
  const { event, data } = (body ?? {}) as { event?: unknown; data?: { id?: unknown; status?: unknown } };
  const type = typeof event === 'string' ? event : '';
  return {
    provider: 'flutterwave' as const,
    eventId: `${type}:${String(data?.id ?? '')}:${String(data?.status ?? '')}`,
    type,
    payload: body ?? {},
  };
}

/** Flutterwave: banks, linking a bank account or wallet, the sandbox's checkout and phone, Flutterwave's webhooks. */
export const flutterwaveRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const provider = providerNamed(deps, 'flutterwave');
  // A test's stand-in provider (deps.flutterwave) takes tips only: no banks, linking or webhooks.
  if (!isFlutterwaveProvider(provider)) return;
  const flutterwave: FlutterwaveProvider = provider;
  const sandboxOnly = () => {
    if (flutterwave.mode !== 'sandbox') throw notFound('routeNotFound', 'ROUTE_NOT_FOUND');
  };

  // The sandbox checkout's plain HTML form posts urlencoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  api.get(
    '/flutterwave/banks',
    {
      preParsing: auth.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Banks Flutterwave pays into in a country',
        security: [{ bearer: [] }],
        querystring: banksQuery,
        response: { 200: envelope(banksData) },
      },
    },
    async (request) =>
      ok('ok', { banks: await reachingFlutterwave(() => flutterwave.banks(request.query.country)) }),
  );

  api.post(
    '/flutterwave/account',
    {
      preParsing: auth.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Links the bank account or mobile-money wallet the receiver is paid out to by Flutterwave',
        security: [{ bearer: [] }],
        body: flutterwaveAccountBody,
        response: { 200: envelope(payoutAccountsData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      const data = await reachingFlutterwave(() =>
        linkFlutterwaveAccount({
          db: deps.db,
          flutterwave,
          user,
          body: request.body,
          cardRail: paymentProviderOf(deps).name,
          now: deps.now(),
        }),
      );
      return ok('ok', data);
    },
  );

  api.post(
    '/payments/flutterwave-sandbox/charges/:reference',
    {
      schema: {
        tags: ['payments'],
        summary:
          "Flutterwave sandbox mode: the giver's phone; approve or decline a mobile-money charge, then resend the tip",
        params: referenceParams,
        body: phoneDecision,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      sandboxOnly();
      await decideSandboxPhone(deps.db, request.params.reference, request.body.result);
      return ok('ok', {});
    },
  );

  api.get(
    '/payments/flutterwave-sandbox/checkout/:reference',
    { schema: { tags: ['payments'], hide: true, params: referenceParams } },
    async (request, reply) => {
      sandboxOnly();
      const checkout = await sandboxCheckoutOf(deps.db, request.params.reference);
      return reply
        .type('text/html; charset=utf-8')
        .send(sandboxCheckoutPage({ id: request.params.reference, ...checkout }));
    },
  );

  api.post(
    '/payments/flutterwave-sandbox/checkout/:reference',
    { schema: { tags: ['payments'], hide: true, params: referenceParams, body: checkoutForm } },
    async (request, reply) => {
      sandboxOnly();
      const card = request.body.result === 'pay' ? (request.body.cardNumber ?? '') : '';
      if (request.body.result === 'pay' && !/^[\d\s-]{12,23}$/.test(card))
        throw badRequest('cardNumberInvalid', 'CARD_NUMBER_INVALID');
      const back = await paySandboxCheckout(deps.db, request.params.reference, card);
      return reply.redirect(back, 303);
    },
  );

  api.post('/webhooks/flutterwave', { schema: { tags: ['payments'], hide: true } }, async (request) => {
    const secretHash = deps.config.FLUTTERWAVE_SECRET_HASH;
    if (flutterwave.mode === 'sandbox' || !secretHash)
      throw notFound('webhooksNotConfigured', 'WEBHOOKS_NOT_CONFIGURED');
    if (!verifHashMatches(request.headers['verif-hash'], secretHash))
      throw badRequest('webhookSignatureInvalid', 'WEBHOOK_SIGNATURE_INVALID');
    // The event is checked with Flutterwave's API: unreachable, it is answered 503 and delivered again.
    const result = await reachingFlutterwave(() =>
      handlingWebhook(deps.db, flutterwaveWebhookOf(request.body), deps.now(), () =>
        applyFlutterwaveEvent(deps, request.body),
      ),
    );
    request.log.info({ result }, 'flutterwave webhook');
    // Not ours to apply yet: a non-2xx answer makes Flutterwave deliver it again later.
    if (result === 'deferred') throw new AppError(409, 'WEBHOOK_DEFERRED', 'paymentInProgress');
    return { received: true, result };
  });
};
