import { readFileSync } from 'node:fs';
import type { AdminConfigData } from '@opentip/shared/schemas/admin-operations.schema';
import type { Config } from '../../config.ts';

/** Settings whose values are secret (keys, or URLs that may carry a password): only "set" is shown. */
const SECRET_SETTINGS = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PAYPAL_CLIENT_SECRET',
  'FLUTTERWAVE_SECRET_KEY',
  'FLUTTERWAVE_SECRET_HASH',
  'GOOGLE_MAPS_API_KEY',
  'VAPID_PRIVATE_KEY',
] as const satisfies readonly (keyof Config)[];

const appVersion = (() => {
  try {
    const json = readFileSync(new URL('../../../package.json', import.meta.url), 'utf8');
    return String((JSON.parse(json) as { version?: unknown }).version ?? 'unknown');
  } catch {
    return 'unknown';
  }
})();

/** GET /admin/operations/config: how this server is set up, read from its environment; never a secret. */
export function operationsConfigOf(config: Config): AdminConfigData {
  const set = (value: unknown) => value !== undefined && value !== null && value !== '';
  return {
    platformFee: { bps: config.PLATFORM_FEE_BPS, payoutHoldHours: config.PAYOUT_HOLD_HOURS },
    payments: {
      cardProvider: config.paymentProvider,
      providers: [
        { name: 'sandbox', configured: config.paymentProvider === 'sandbox', webhooks: false },
        {
          name: 'stripe',
          configured: set(config.STRIPE_SECRET_KEY),
          webhooks: set(config.STRIPE_WEBHOOK_SECRET),
        },
        {
          name: 'paypal',
          configured: set(config.PAYPAL_CLIENT_ID) && set(config.PAYPAL_CLIENT_SECRET),
          webhooks: set(config.PAYPAL_WEBHOOK_ID),
        },
        {
          name: 'flutterwave',
          configured: set(config.FLUTTERWAVE_SECRET_KEY),
          webhooks: set(config.FLUTTERWAVE_SECRET_HASH),
        },
      ],
    },
    publicUrl: config.PUBLIC_URL,
    mail: { smtp: set(config.SMTP_URL), from: config.MAIL_FROM },
    redis: set(config.REDIS_URL),
    database: set(config.DATABASE_URL) ? 'postgresql' : 'pglite',
    push: set(config.VAPID_PUBLIC_KEY) && set(config.VAPID_PRIVATE_KEY),
    versions: { app: appVersion, node: process.versions.node },
    secrets: SECRET_SETTINGS.map((name) => ({ name, set: set(config[name]) })),
  };
}
