import Stripe from 'stripe';
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { CardVault } from './card-vault.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxCardVault } from './sandbox/sandbox-card-vault.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { createStripeCardVault } from './stripe/stripe-card-vault.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';

declare module '../../app-deps.ts' {
  interface AppDeps {
    /** The payment provider; when absent it is built from the configuration (sandbox or Stripe). */
    payments?: PaymentProvider;
    /** Where givers' saved cards are kept; when absent it is built from the configuration. */
    cardVault?: CardVault;
  }
}

function stripeClient(config: Config): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'OpenTip' },
  });
}

export function createPaymentProvider(options: { config: Config; db: Db }): PaymentProvider {
  const { config, db } = options;
  if (config.paymentProvider !== 'stripe') return createSandboxProvider(db);
  return createStripeProvider({
    stripe: stripeClient(config),
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
  });
}

export function createCardVault(options: { config: Config; db: Db; now?: () => Date }): CardVault {
  const { config, db } = options;
  if (config.paymentProvider !== 'stripe') return createSandboxCardVault(db, options.now);
  return createStripeCardVault(stripeClient(config));
}

// One provider (and one vault) per application, shared by every module that mounts payment routes.
const built = new WeakMap<object, PaymentProvider>();
const vaults = new WeakMap<object, CardVault>();

export function paymentProviderOf(deps: AppDeps): PaymentProvider {
  if (deps.payments) return deps.payments;
  let provider = built.get(deps);
  if (!provider) {
    provider = createPaymentProvider({ config: deps.config, db: deps.db });
    built.set(deps, provider);
  }
  return provider;
}

export function cardVaultOf(deps: AppDeps): CardVault {
  if (deps.cardVault) return deps.cardVault;
  let vault = vaults.get(deps);
  if (!vault) {
    vault = createCardVault({ config: deps.config, db: deps.db, now: deps.now });
    vaults.set(deps, vault);
  }
  return vault;
}
