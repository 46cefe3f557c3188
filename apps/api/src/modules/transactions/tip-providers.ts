import type { AppDeps } from '../../app-deps.ts';
import { paymentProviderOf, providerNamed } from '../../integrations/payments/payment-provider-registry.ts';
import type { PaymentProvider, ProviderName } from '../../integrations/payments/payment-provider.ts';
import type { TipRoute } from '../payees/payee-lookup.ts';

/**
 * The providers tips go through: the card rail of this deployment (sandbox or Stripe; a team's
 * pool is always paid there) and, by the name recorded on a tip, the one it was made at.
 */
export interface TipProviders {
  readonly card: PaymentProvider;
  /** Every provider a tip can be recorded under here (the other card rail is not one). */
  readonly names: readonly ProviderName[];
  named(name: ProviderName): PaymentProvider;
}

export function tipProvidersOf(deps: AppDeps): TipProviders {
  const card = paymentProviderOf(deps);
  return { card, names: [card.name, 'paypal', 'flutterwave'], named: (name) => providerNamed(deps, name) };
}

/** Just these providers (the first is the card rail): for jobs and tests that bring their own. */
export function tipProvidersFrom(card: PaymentProvider, ...others: PaymentProvider[]): TipProviders {
  const all = [card, ...others];
  return {
    card,
    names: all.map((provider) => provider.name),
    named(name) {
      const found = all.find((provider) => provider.name === name);
      if (!found) throw new Error(`payments through ${name} are not configured here`);
      return found;
    },
  };
}

export const isCardRail = (provider: Pick<PaymentProvider, 'name'>) =>
  provider.name === 'sandbox' || provider.name === 'stripe';

/**
 * The provider of a receiver's route; none when it is the other card rail (a database moved from
 * the sandbox to Stripe): like having no account, they cannot receive here.
 */
export function routeProvider(providers: TipProviders, route: TipRoute | null): PaymentProvider | null {
  if (!route) return null;
  if (route.provider === 'sandbox' || route.provider === 'stripe')
    return route.provider === providers.card.name ? providers.card : null;
  return providers.named(route.provider);
}
