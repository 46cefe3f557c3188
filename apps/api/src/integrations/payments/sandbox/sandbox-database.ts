import type { Config } from '../../../config.ts';
import { openDatabase, type Database } from '../../../db/client.ts';

/** A few short statements per call: a hung "provider" waits here, never in the app's 20. */
const SANDBOX_POOL_SIZE = 10;

/**
 * The sandbox card provider's own pool (AppDeps.sandboxDb) on PostgreSQL: SANDBOX_DATABASE_URL, or
 * the app's database. None on the embedded PGlite (one process cannot open it twice) or with Stripe.
 */
export async function openSandboxDatabase(config: Config, app: Database): Promise<Database | undefined> {
  if (config.paymentProvider !== 'sandbox' || app.kind !== 'postgres') return undefined;
  return openDatabase({
    databaseUrl: config.SANDBOX_DATABASE_URL ?? config.DATABASE_URL,
    poolSize: SANDBOX_POOL_SIZE,
  });
}
