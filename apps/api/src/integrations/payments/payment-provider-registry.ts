import Stripe from 'stripe';
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';

declare module '../../app-deps.ts' {
  interface AppDeps {
    /** The payment provider; when absent it is built from the configuration (sandbox or Stripe). */
    payments?: PaymentProvider;
  }
}

export function createPaymentProvider(options: { config: Config; db: Db }): PaymentProvider {
  const { config, db } = options;
  if (config.paymentProvider !== 'stripe') return createSandboxProvider(db);
  if (!config.STRIPE_SECRET_KEY) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'OpenTip' },
  });
  return createStripeProvider({ stripe, publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null });
}

// One provider per application, shared by every module that mounts payment routes.
const built = new WeakMap<object, PaymentProvider>();

export function paymentProviderOf(deps: AppDeps): PaymentProvider {
  if (deps.payments) return deps.payments;
  let provider = built.get(deps);
  if (!provider) {
    provider = createPaymentProvider({ config: deps.config, db: deps.db });
    built.set(deps, provider);
  }
  return provider;
}
