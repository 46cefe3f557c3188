import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { openRedis } from './lib/redis-connection.ts';
import { createDevMailbox } from './integrations/mail/dev-mailbox.ts';
import { createSmtpMailer } from './integrations/mail/smtp-mailer.ts';
import { createGoogleVerifier } from './integrations/google/google-token-verifier.ts';
import { createDiskImageStore } from './integrations/storage/image-store.ts';
import { createConfiguredPushSender } from './integrations/push/configured-push-sender.ts';
import { openSandboxDatabase } from './integrations/payments/sandbox/sandbox-database.ts';

const here = dirname(fileURLToPath(import.meta.url));
const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
// The sandbox card provider on a pool of its own, as a remote provider would be (PostgreSQL only).
const sandboxDatabase = await openSandboxDatabase(config, database);
const redis = config.REDIS_URL ? openRedis(config.REDIS_URL) : undefined;

const app = await buildApp({
  config: { ...config, WEB_DIST_DIR: config.WEB_DIST_DIR ?? resolve(here, '../../web/dist') },
  db: database.db,
  sandboxDb: sandboxDatabase?.db,
  redis,
  mailer: config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createDevMailbox(database.db, log),
  google: createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL }),
  images: createDiskImageStore(join(config.DATA_DIR, 'uploads')),
  push: createConfiguredPushSender(config, log),
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await sandboxDatabase?.close();
  await database.close();
  redis?.disconnect();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `OpenTip on ${config.PUBLIC_URL} (database: ${database.kind}, live and rate limits: ${redis ? 'redis' : 'in process'}, payments: ${config.paymentProvider}, mail: ${config.SMTP_URL ? 'smtp' : 'development mailbox'})`,
);
