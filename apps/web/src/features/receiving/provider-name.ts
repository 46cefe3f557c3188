import type { TFunction } from 'i18next';
import type { ProviderName } from '@opentip/shared/payment-rails';

/** The provider as the receiver knows it: "Stripe", "PayPal", "Flutterwave", or the local sandbox. */
export function providerName(t: TFunction<'receiving'>, provider: ProviderName): string {
  return t(`payout.providers.${provider}`);
}

/** The screen where a provider is linked and its money withdrawn. */
export function providerPath(provider: ProviderName): '/stripe' | '/paypal' | '/flutter' {
  if (provider === 'paypal') return '/paypal';
  if (provider === 'flutterwave') return '/flutter';
  return '/stripe';
}
