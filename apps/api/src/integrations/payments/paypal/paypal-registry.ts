import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { PaymentProvider } from '../payment-provider.ts';

/** Builds the Paypal provider from the configuration (its local sandbox when no keys are set). */
export function createPaypalProvider(options: { config: Config; db: Db; now: () => Date }): PaymentProvider {
  void options;
  throw new Error('Paypal is being built (issue 15)');
}
