import Stripe from 'stripe';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { ModuleOptions, ModuleRoutes } from '../../lib/module.ts';
import { handleStripeEvent } from './stripe-webhook.service.ts';
import { mailOwner } from '../billing/billing-mail.ts';
import { handlingWebhook } from './webhook-failures.ts';

/** Applies a verified Stripe event (a delivery, or the console running a stored one again). */
export const applyStripeEvent = (deps: ModuleOptions['deps'], event: Stripe.Event) =>
  handleStripeEvent({
    db: deps.db,
    event,
    now: deps.now(),
    onBillingMail: ({ row, kind, amount, until }) =>
      mailOwner({ db: deps.db, mailer: deps.queuedMailer, publicUrl: deps.config.PUBLIC_URL }, row, kind, {
        amount,
        until,
      }),
  });

/**
 * POST /webhooks/stripe. Its own plugin so that, here only, JSON bodies stay raw bytes: the
 * signature is computed over exactly what Stripe sent.
 */
export const stripeWebhookRoutes: ModuleRoutes = async (app, { deps }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/webhooks/stripe', { schema: { tags: ['payments'], hide: true } }, async (request) => {
    const secret = deps.config.STRIPE_WEBHOOK_SECRET;
    if (deps.config.paymentProvider !== 'stripe' || !secret)
      throw notFound('webhooksNotConfigured', 'WEBHOOKS_NOT_CONFIGURED');
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
      throw badRequest('webhookSignatureInvalid', 'WEBHOOK_SIGNATURE_INVALID');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(request.body, signature, secret);
    } catch {
      throw badRequest('webhookSignatureInvalid', 'WEBHOOK_SIGNATURE_INVALID');
    }
    const verified = { provider: 'stripe' as const, eventId: event.id, type: event.type, payload: event };
    const result = await handlingWebhook(deps.db, verified, deps.now(), () => applyStripeEvent(deps, event));
    request.log.info({ eventId: event.id, type: event.type, result }, 'stripe webhook');
    // Not ours to apply yet: a non-2xx answer makes Stripe deliver it again later.
    if (result === 'deferred') throw new AppError(409, 'WEBHOOK_DEFERRED', 'paymentInProgress');
    return { received: true, result };
  });
};
