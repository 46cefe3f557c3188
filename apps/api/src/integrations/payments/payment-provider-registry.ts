import Stripe from 'stripe';
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { CardVault } from './card-vault.ts';
import type { CardRailProvider, PaymentProvider, ProviderName } from './payment-provider.ts';
import { createFlutterwaveProvider } from './flutterwave/flutterwave-registry.ts';
import { createPaypalProvider } from './paypal/paypal-registry.ts';
import { createSandboxCardVault } from './sandbox/sandbox-card-vault.ts';
import { withSandboxFaults } from './sandbox/sandbox-faults.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { createStripeCardVault } from './stripe/stripe-card-vault.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';

declare module '../../app-deps.ts' {
  interface AppDeps {
    /** The payment provider; when absent it is built from the configuration (sandbox or Stripe). */
    payments?: CardRailProvider;
    /** Where givers' saved cards are kept; when absent it is built from the configuration. */
    cardVault?: CardVault;
    /** PayPal; when absent built from the configuration (its local sandbox without PayPal keys). */
    paypal?: PaymentProvider;
    /** Flutterwave; when absent built from the configuration (its local sandbox without keys). */
    flutterwave?: PaymentProvider;
    /**
     * Where the sandbox card provider keeps its records (charges, cards, vault, payouts), on a small
     * pool of its own so that a hung "provider" never holds the app's connections; `db` when absent.
     */
    sandboxDb?: Db;
  }
}

/** The database of the sandbox card provider's own records (see AppDeps.sandboxDb). */
export const sandboxDbOf = (deps: Pick<AppDeps, 'db' | 'sandboxDb'>): Db => deps.sandboxDb ?? deps.db;

function stripeClient(config: Config): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'OpenTip' },
  });
}

/** `db` is where the sandbox keeps its records; the sandbox plays SANDBOX_FAULTS and SANDBOX_TIMEOUT_MS. */
export function createPaymentProvider(options: { config: Config; db: Db }): CardRailProvider {
  const { config, db } = options;
  if (config.paymentProvider !== 'stripe')
    return withSandboxFaults(createSandboxProvider(db), {
      db,
      settings: config.SANDBOX_FAULTS,
      timeoutMs: config.SANDBOX_TIMEOUT_MS,
    });
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
const built = new WeakMap<object, CardRailProvider>();
const vaults = new WeakMap<object, CardVault>();

export function paymentProviderOf(deps: AppDeps): CardRailProvider {
  if (deps.payments) return deps.payments;
  let provider = built.get(deps);
  if (!provider) {
    provider = createPaymentProvider({ config: deps.config, db: sandboxDbOf(deps) });
    built.set(deps, provider);
  }
  return provider;
}

export function cardVaultOf(deps: AppDeps): CardVault {
  if (deps.cardVault) return deps.cardVault;
  let vault = vaults.get(deps);
  if (!vault) {
    vault = createCardVault({ config: deps.config, db: sandboxDbOf(deps), now: deps.now });
    vaults.set(deps, vault);
  }
  return vault;
}

const others = new WeakMap<object, Map<'paypal' | 'flutterwave', PaymentProvider>>();

function otherProviderOf(deps: AppDeps, name: 'paypal' | 'flutterwave'): PaymentProvider {
  const given = name === 'paypal' ? deps.paypal : deps.flutterwave;
  if (given) return given;
  let byName = others.get(deps);
  if (!byName) others.set(deps, (byName = new Map()));
  let provider = byName.get(name);
  if (!provider) {
    const build = name === 'paypal' ? createPaypalProvider : createFlutterwaveProvider;
    provider = build({ config: deps.config, db: deps.db, now: deps.now ?? (() => new Date()) });
    byName.set(name, provider);
  }
  return provider;
}

/**
 * The provider a tip, refund or payout goes through, by the name recorded on it. The card rail is
 * the one this deployment runs (sandbox or Stripe); a record made under the other one (a database
 * moved from sandbox to Stripe) has no provider here and throws.
 */
export function providerNamed(deps: AppDeps, name: ProviderName): PaymentProvider {
  if (name === 'paypal' || name === 'flutterwave') return otherProviderOf(deps, name);
  const card = paymentProviderOf(deps);
  if (card.name !== name) throw new Error(`payments through ${name} are not configured here`);
  return card;
}

/** The providers receivers can be paid through here: the card rail, PayPal and Flutterwave. */
export function destinationProvidersOf(deps: AppDeps): PaymentProvider[] {
  return [paymentProviderOf(deps), otherProviderOf(deps, 'paypal'), otherProviderOf(deps, 'flutterwave')];
}
