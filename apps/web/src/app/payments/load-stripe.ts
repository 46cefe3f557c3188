import i18next from 'i18next';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { MESSAGES } from '@opentip/shared/messages';
import { ApiError } from '@/app/api/api-error';

/** SPEC 9: script load time-out. */
export const STRIPE_SCRIPT_TIMEOUT_MS = 120_000;

/** The languages of the app, all of which Stripe's forms and messages speak. */
const STRIPE_LOCALES: readonly StripeElementLocale[] = ['en', 'fr', 'es', 'ar', 'it', 'de'];

export function stripeLocaleOf(language: string | undefined): StripeElementLocale {
  const base = (language ?? '').slice(0, 2) as StripeElementLocale;
  return STRIPE_LOCALES.includes(base) ? base : 'auto';
}

/**
 * stripe.js could not be loaded (blocked, offline, or no answer within the time-out). An ApiError with
 * a MESSAGES key, so every place that shows payment errors tells it translated, and asking again is allowed.
 */
export class StripeLoadError extends ApiError {
  constructor(cause?: unknown) {
    super({
      status: 503,
      code: 'STRIPE_JS_UNAVAILABLE',
      message: MESSAGES.paymentProviderUnavailable,
      key: 'paymentProviderUnavailable',
    });
    this.name = 'StripeLoadError';
    this.cause = cause;
  }
}

const loaded = new Map<string, Promise<Stripe>>();

/**
 * stripe.js from js.stripe.com, fetched on the first call only (the /pure entry loads nothing at
 * import), one Stripe object per key and language: its locale translates Stripe's own messages.
 * A failed load is forgotten, so the next call tries again.
 */
export function loadStripeFor(publishableKey: string): Promise<Stripe> {
  const locale = stripeLocaleOf(i18next.language);
  const cacheKey = `${publishableKey}:${locale}`;
  const cached = loaded.get(cacheKey);
  if (cached) return cached;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('stripe.js time-out')), STRIPE_SCRIPT_TIMEOUT_MS);
  });
  const loading = Promise.race([loadStripe(publishableKey, { locale }), timeout])
    .then((stripe) => {
      if (!stripe) throw new Error('stripe.js is not available here');
      return stripe;
    })
    .catch((error: unknown) => {
      loaded.delete(cacheKey);
      throw error instanceof StripeLoadError ? error : new StripeLoadError(error);
    })
    .finally(() => clearTimeout(timer));
  loaded.set(cacheKey, loading);
  return loading;
}
