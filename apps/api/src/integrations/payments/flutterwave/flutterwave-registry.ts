import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { FlutterwaveProvider } from './flutterwave-provider.ts';
import { createFlutterwaveSandbox } from './flutterwave-sandbox.ts';
import { createFlutterwaveSdkProvider } from './flutterwave-sdk-provider.ts';

/** Builds the Flutterwave provider from the configuration (its local sandbox when no keys are set). */
export function createFlutterwaveProvider(options: {
  config: Config;
  db: Db;
  now: () => Date;
}): FlutterwaveProvider {
  const { config, db } = options;
  if (!config.FLUTTERWAVE_SECRET_KEY)
    return createFlutterwaveSandbox({ db, publicUrl: config.PUBLIC_URL, now: options.now });
  if (!config.FLUTTERWAVE_PUBLIC_KEY) throw new Error('FLUTTERWAVE_SECRET_KEY needs FLUTTERWAVE_PUBLIC_KEY');
  return createFlutterwaveSdkProvider({
    db,
    publicKey: config.FLUTTERWAVE_PUBLIC_KEY,
    secretKey: config.FLUTTERWAVE_SECRET_KEY,
    baseUrl: config.FLUTTERWAVE_API_BASE,
    publicUrl: config.PUBLIC_URL,
  });
}
