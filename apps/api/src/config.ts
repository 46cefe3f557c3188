import { z } from 'zod';

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
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_ACCOUNT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'a two-letter country code such as US')
    .default('US'),
  PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(5000).default(500),
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
  return {
    ...c,
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    paymentProvider: c.PAYMENT_PROVIDER ?? (c.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox'),
  };
}
