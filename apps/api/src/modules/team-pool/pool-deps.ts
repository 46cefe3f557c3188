import type { AppDeps } from '../../app-deps.ts';
import { paymentProviderOf } from '../../integrations/payments/payment-provider-registry.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';

/** What share-outs and transfers need of the app: the database and the payment provider. */
export type PoolDeps = Pick<AppDeps, 'db' | 'config' | 'payments'>;

/** The configured provider (`deps.payments` when a test or the bench passes one). */
export function poolProvider(deps: PoolDeps): PaymentProvider {
  // The registry reads only config, db and payments; it keys its cache by the deps object.
  return deps.payments ?? paymentProviderOf(deps as AppDeps);
}
