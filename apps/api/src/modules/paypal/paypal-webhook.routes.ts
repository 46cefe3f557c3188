import { badRequest, notFound, AppError } from '../../lib/app-error.ts';
import type { ModuleOptions, ModuleRoutes } from '../../lib/module.ts';
import { providerNamed } from '../../integrations/payments/payment-provider-registry.ts';
import { isPaypalProvider } from '../../integrations/payments/paypal/paypal-provider.ts';
import { ProviderUnavailableError } from '../../integrations/payments/payment-provider.ts';
import { handlingWebhook } from '../payments/webhook-failures.ts';
import { handlePaypalEvent, type PaypalEvent } from './paypal-webhook.service.ts';

/** Applies a verified PayPal event (a delivery, or the console running a stored one again). */
export function applyPaypalEvent(deps: ModuleOptions['deps'], event: PaypalEvent) {
  const paypal = providerNamed(deps, 'paypal');
  if (!isPaypalProvider(paypal) || !paypal.webhooks)
    throw notFound('webhooksNotConfigured', 'WEBHOOKS_NOT_CONFIGURED');
  return handlePaypalEvent({
    db: deps.db,
    paypal,
    api: paypal.webhooks,
    event,
    now: deps.now(),
  });
}

/**
 * POST /webhooks/paypal. Its own plugin so that, here only, JSON bodies stay raw bytes: PayPal
 * verifies its signature over the event exactly as it sent it.
 */
export const paypalWebhookRoutes: ModuleRoutes = async (app, { deps }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/webhooks/paypal', { schema: { tags: ['payments'], hide: true } }, async (request) => {
    const paypal = providerNamed(deps, 'paypal');
    const webhookId = deps.config.PAYPAL_WEBHOOK_ID;
    const api = isPaypalProvider(paypal) ? paypal.webhooks : null;
    if (!api || !webhookId || !isPaypalProvider(paypal))
      throw notFound('webhooksNotConfigured', 'WEBHOOKS_NOT_CONFIGURED');
    if (!Buffer.isBuffer(request.body))
      throw badRequest('webhookSignatureInvalid', 'WEBHOOK_SIGNATURE_INVALID');
    const rawBody = request.body.toString('utf8');
    let event: PaypalEvent;
    try {
      event = JSON.parse(rawBody) as PaypalEvent;
    } catch {
      throw badRequest('webhookSignatureInvalid', 'WEBHOOK_SIGNATURE_INVALID');
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
    );
    try {
      if (typeof event?.id !== 'string' || !(await api.verify({ headers, rawBody, webhookId })))
        throw badRequest('webhookSignatureInvalid', 'WEBHOOK_SIGNATURE_INVALID');
      const verified = {
        provider: 'paypal' as const,
        eventId: event.id,
        type: event.event_type ?? '',
        payload: event,
      };
      const result = await handlingWebhook(deps.db, verified, deps.now(), () =>
        applyPaypalEvent(deps, event),
      );
      request.log.info({ eventId: event.id, type: event.event_type, result }, 'paypal webhook');
      return { received: true, result };
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      request.log.error({ err: error, eventId: event.id }, 'paypal unavailable during webhook');
      throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'paymentProviderUnavailable');
    }
  });
};
