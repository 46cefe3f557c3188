import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { hasFaults, parseSandboxFaults } from './integrations/payments/sandbox/sandbox-fault-settings.ts';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalMatching = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().regex(pattern, message).optional())
    .optional();

/** Every environment variable the server reads, validated once at start-up. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Proxies in front of the server (a load balancer): `true`, a number of hops, or their
   * addresses/CIDRs comma-separated. Rate limits then count the client's address, not the proxy's.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .transform((v): boolean | string | ((address: string, hop: number) => boolean) => {
      if (v === '' || v === 'false') return false;
      if (v === 'true') return true;
      // A number of hops: trust that many proxies nearest to the server.
      if (/^\d+$/.test(v)) return (_address, hop) => hop < Number(v);
      return v;
    }),
  /** The address people open; QR codes and mail links point here. Defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  /** The built web app to serve; main.ts points it at apps/web/dist when unset. */
  WEB_DIST_DIR: optionalText,
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('OpenTip <no-reply@opentip.local>'),
  /** Where Contact us messages go. */
  SUPPORT_EMAIL: z.email().default('support@opentip.local'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Google Places (business addresses, Google review connection); the local catalogue without it. */
  GOOGLE_MAPS_API_KEY: optionalText,
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  /** The sandbox provider's records on a pool of their own; DATABASE_URL's database when unset. */
  SANDBOX_DATABASE_URL: optionalUrl,
  /** Faults the sandbox provider plays, for benches and load tests (sandbox/sandbox-fault-settings.ts). */
  SANDBOX_FAULTS: z
    .string()
    .trim()
    .default('')
    .transform((text, ctx) => {
      try {
        return parseSandboxFaults(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message, input: text });
        return z.NEVER;
      }
    }),
  /** How long a call to the sandbox provider may take before it fails, like a real SDK's timeout. */
  SANDBOX_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_ACCOUNT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'a two-letter country code such as US')
    .default('US'),
  /** Flutterwave (bank and mobile-money receivers): its local sandbox runs while the secret key is unset. */
  FLUTTERWAVE_PUBLIC_KEY: optionalText,
  FLUTTERWAVE_SECRET_KEY: optionalText,
  /** The "Secret hash" set on Flutterwave's webhook page: every webhook carries it as verif-hash. */
  FLUTTERWAVE_SECRET_HASH: optionalText,
  FLUTTERWAVE_API_BASE: z
    .string()
    .trim()
    .transform((v) => v || 'https://api.flutterwave.com/')
    .pipe(z.url())
    .default('https://api.flutterwave.com/'),
  /** PayPal REST app credentials; without them PayPal runs as a local sandbox (docs/paypal.md). */
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  /** The id PayPal gave the webhook subscribed to /api/v1/webhooks/paypal (signature verification). */
  PAYPAL_WEBHOOK_ID: optionalText,
  /** Which PayPal the credentials belong to: its sandbox (api-m.sandbox.paypal.com) or live. */
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  /** The seller on business invoices (docs/businesses.md "Invoices"): name, postal address (lines split by "|"), tax id. */
  INVOICE_SELLER_NAME: z.string().trim().min(1).default('OpenTip'),
  INVOICE_SELLER_ADDRESS: optionalText,
  INVOICE_SELLER_TAX_ID: optionalText,
  /** A tax included in subscription prices, printed on invoices: its name ("VAT") and rate in basis points (2000 = 20 %). */
  INVOICE_TAX_NAME: optionalText,
  INVOICE_TAX_RATE_BPS: z.coerce.number().int().min(1).max(10_000).optional(),
  PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(5000).default(500),
  /** Tips stay pending this long before they can be withdrawn, so a quick refund or dispute finds the money still there (docs/payouts.md). */
  PAYOUT_HOLD_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .default(24),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  /** Admins a team may have besides its owner (SPEC 4 "Admin Limit Reached"). */
  TEAM_ADMIN_LIMIT: z.coerce.number().int().min(0).max(1000).default(3),
  /** Days after a share-out during which a member who had a share in it may contest it. */
  POOL_CONTEST_WINDOW_DAYS: z.coerce.number().int().min(1).max(366).default(14),
  /** How often an idle instance looks for background jobs, in seconds (pg-boss: 0.5 at the least). */
  JOBS_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Web Push (VAPID, RFC 8292), as `npx web-push generate-vapid-keys` prints them; both or neither. */
  VAPID_PUBLIC_KEY: optionalMatching(
    /^B[A-Za-z0-9_-]{86}$/,
    'a P-256 public key in base64url (87 characters)',
  ),
  VAPID_PRIVATE_KEY: optionalMatching(
    /^[A-Za-z0-9_-]{43}$/,
    'a P-256 private key in base64url (43 characters)',
  ),
  /** Contact for push services: mailto: or https:. Defaults to the address of MAIL_FROM. */
  VAPID_SUBJECT: optionalMatching(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'a mailto: or https: URL'),
  /**
   * The bearer token Prometheus sends for GET /metrics. In production /metrics answers 404 without
   * it; elsewhere it is open unless this is set.
   */
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(16, 'at least 16 characters').optional())
    .optional(),
});

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  paymentProvider: 'sandbox' | 'stripe';
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  // The development mailbox prints every mail, sign-in codes included, to the log.
  if (c.NODE_ENV === 'production' && !c.SMTP_URL)
    throw new Error('Invalid configuration: SMTP_URL: production needs a mail server');
  checkVapidPair(c.VAPID_PUBLIC_KEY, c.VAPID_PRIVATE_KEY);
  if (Boolean(c.INVOICE_TAX_NAME) !== (c.INVOICE_TAX_RATE_BPS !== undefined))
    throw new Error('Invalid configuration: INVOICE_TAX_NAME, INVOICE_TAX_RATE_BPS: set both or neither');
  const paymentProvider = c.PAYMENT_PROVIDER ?? (c.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  // Faults of a provider that is not running would silently do nothing: say so at start-up.
  if (paymentProvider !== 'sandbox' && (hasFaults(c.SANDBOX_FAULTS) || env.SANDBOX_TIMEOUT_MS?.trim()))
    throw new Error(
      'Invalid configuration: SANDBOX_FAULTS, SANDBOX_TIMEOUT_MS: only for PAYMENT_PROVIDER=sandbox',
    );
  return { ...c, PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`, paymentProvider };
}

/** A key pair that does not match would have every push refused: stop at start-up instead. */
function checkVapidPair(publicKey: string | undefined, privateKey: string | undefined): void {
  if (!publicKey && !privateKey) return;
  if (!publicKey || !privateKey)
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  let derived: string | undefined;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    derived = ecdh.getPublicKey('base64url', 'uncompressed');
  } catch {
    derived = undefined;
  }
  if (derived !== publicKey)
    throw new Error('Invalid configuration: VAPID_PRIVATE_KEY: does not belong to VAPID_PUBLIC_KEY');
}
