import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { createPaypalClient } from './paypal-client.ts';
import type { PaypalProvider } from './paypal-provider.ts';
import { createPaypalSandbox } from './paypal-sandbox.ts';
import { createPaypalSdkProvider } from './paypal-sdk-provider.ts';

/** Builds the PayPal provider from the configuration: its local sandbox unless PayPal keys are set. */
export function createPaypalProvider(options: { config: Config; db: Db; now: () => Date }): PaypalProvider {
  const { config } = options;
  if (!config.PAYPAL_CLIENT_ID)
    return createPaypalSandbox({ db: options.db, now: options.now, onError: logLateFailure });
  if (!config.PAYPAL_CLIENT_SECRET) throw new Error('PAYPAL_CLIENT_ID needs PAYPAL_CLIENT_SECRET');
  const client = createPaypalClient({
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    environment: config.PAYPAL_ENVIRONMENT,
  });
  return createPaypalSdkProvider({ client, clientId: config.PAYPAL_CLIENT_ID });
}

function logLateFailure(error: unknown): void {
  console.error('sandbox PayPal payout failure not recorded', error);
}
