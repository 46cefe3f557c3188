import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/app-deps.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import type { Mailer, MailMessage } from '../src/integrations/mail/mailer.ts';
import { createGoogleVerifier } from '../src/integrations/google/google-token-verifier.ts';
import { createDiskImageStore } from '../src/integrations/storage/image-store.ts';
import { createInlineJobQueue } from '../src/jobs/inline-job-queue.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Every mail the app sent, oldest first. */
  mails: MailMessage[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  deps?: Partial<AppDeps>;
  /** A database another test app already uses (two instances, one database): not closed with this one. */
  sharedDatabase?: Database;
}

/** A mailer that keeps what it is given, so tests read codes the way a user reads their inbox. */
function createMemoryMailer(mails: MailMessage[]): Mailer {
  return {
    async send(message) {
      mails.push(message);
    },
  };
}

/** A mailer whose SMTP server cannot be reached: every send fails as nodemailer's would. */
export const unreachableMailer: Mailer = {
  async send() {
    throw new Error('connect ECONNREFUSED');
  },
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.sharedDatabase ?? (await openTestDatabase());
  const uploads = mkdtempSync(join(tmpdir(), 'opentip-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '10000',
    ...options.env,
  });
  const mails: MailMessage[] = [];
  const app = await buildApp({
    config,
    db: database.db,
    mailer: createMemoryMailer(mails),
    google: createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL }),
    images: createDiskImageStore(uploads),
    // Jobs run inline unless a test brings a real queue (src/jobs/*.test.ts).
    jobs: createInlineJobQueue(),
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    database,
    mails,
    async close() {
      await app.close();
      if (!options.sharedDatabase) await database.close();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}
