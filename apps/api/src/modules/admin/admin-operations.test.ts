import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-fixtures.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { deliverStripeEvent, stripeEvent } from '../../../test/stripe-events.ts';
import { createReceiver, giveTip, newKey, sandboxToken } from '../../../test/tips-fixtures.ts';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { tips, webhookFailures } from '../../db/schema/payments.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { CardRailProvider } from '../../integrations/payments/payment-provider.ts';
import { createSandboxProvider } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import { createInlineJobQueue } from '../../jobs/inline-job-queue.ts';

const WEBHOOK_SECRET = 'whsec_operations_test_secret';
const SECRETS = {
  STRIPE_SECRET_KEY: 'sk_test_value_that_must_not_leak',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PAYPAL_CLIENT_ID: 'paypal-client-id',
  PAYPAL_CLIENT_SECRET: 'paypal_secret_value_that_must_not_leak',
  FLUTTERWAVE_SECRET_HASH: 'flw_hash_value_that_must_not_leak',
  SMTP_URL: 'smtp://mailer:smtp_password_that_must_not_leak@mail.example.test:587',
  REDIS_URL: 'redis://:redis_password_that_must_not_leak@redis.example.test:6379',
};
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('operations (admin)', () => {
  let t: TestApp;
  let admin: { token: string; user: { id: string } };
  let person: { token: string };
  let offsetMs = 0;
  let crashAfterCharge = false;
  let mailDown = false;
  const jobs = createInlineJobQueue({ warn() {} });

  beforeAll(async () => {
    // Made once the app (and its database) exists.
    const rail: { sandbox?: CardRailProvider } = {};
    // The sandbox card rail, whose process "dies" right after charging when asked: a tip left pending.
    const payments = new Proxy({} as CardRailProvider, {
      get(_target, key: keyof CardRailProvider) {
        if (key === 'name') return 'sandbox';
        if (key === 'publishableKey') return null;
        if (key === 'charge')
          return async (request: Parameters<CardRailProvider['charge']>[0]) => {
            const outcome = await rail.sandbox!.charge(request);
            if (crashAfterCharge) throw new Error('process died after the provider charged');
            return outcome;
          };
        return (...args: unknown[]) => (rail.sandbox![key] as (...a: unknown[]) => unknown)(...args);
      },
    });
    const mailer: Mailer = {
      async send() {
        if (mailDown) throw new Error('connect ECONNREFUSED');
      },
    };
    t = await createTestApp({
      env: SECRETS,
      deps: { payments, jobs, mailer, now: () => new Date(Date.now() + offsetMs) },
    });
    rail.sandbox = createSandboxProvider(t.database.db);
    admin = await createAdmin(t.database.db);
    person = await createUser(t.database.db);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string | null = admin.token) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {} });
  const auditOf = (action: string, targetId: string) =>
    t.database.db
      .select()
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.action} = ${action} and ${adminAuditLog.targetId} = ${targetId}`);

  const accountUpdated = () =>
    stripeEvent('account.updated', { id: 'acct_unknown_here', object: 'account', charges_enabled: true });
  const deliver = (event: object, secret = WEBHOOK_SECRET) => deliverStripeEvent(t.app, event, secret);
  /** The database refuses to record webhook events, as during an outage, until healed. */
  const breakWebhookEvents = async () => {
    await t.database.db.execute(sql`
      create or replace function refuse_webhook_event() returns trigger language plpgsql as $$
      begin raise exception 'database is read-only for maintenance'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_webhook_event before insert on webhook_events
      for each row execute function refuse_webhook_event()`);
  };
  const healWebhookEvents = () =>
    t.database.db.execute(sql`drop trigger if exists refuse_webhook_event on webhook_events`);

  it('refuses every operations call to a visitor (401) and to a person who is not an admin (403)', async () => {
    const calls: ['GET' | 'POST', string][] = [
      ['GET', '/admin/operations/reconciliation'],
      ['POST', `/admin/operations/reconciliation/${MISSING}/check`],
      ['GET', '/admin/operations/webhooks'],
      ['POST', `/admin/operations/webhooks/${MISSING}/retry`],
      ['GET', '/admin/operations/jobs'],
      ['POST', `/admin/operations/jobs/mail-send/${MISSING}/retry`],
      ['GET', '/admin/operations/config'],
    ];
    for (const [method, url] of calls) {
      expect((await call(method, url, null)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(method, url, person.token);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe('This area is for administrators only.');
    }
  });

  it('records a webhook whose handler failed, answers non-2xx, and an admin retry resolves it once', async () => {
    const event = accountUpdated();
    await breakWebhookEvents();
    const failed = await deliver(event);
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    const again = await deliver(event);
    expect(again.statusCode).toBeGreaterThanOrEqual(500);

    const list = await call('GET', '/admin/operations/webhooks?state=failed');
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.webhooks.find((w: { eventId: string }) => w.eventId === event.id);
    expect(listed).toMatchObject({ provider: 'stripe', type: 'account.updated', attempts: 2 });
    expect(listed.error).toContain('read-only for maintenance');
    expect(listed.error).not.toMatch(/\n\s+at /);

    // Still broken: the retry fails, counts one more attempt and shows the error.
    const stillBroken = await call('POST', `/admin/operations/webhooks/${listed.id}/retry`);
    expect(stillBroken.statusCode).toBe(200);
    expect(stillBroken.json().data).toMatchObject({
      succeeded: false,
      webhook: { attempts: 3, resolvedAt: null },
    });

    await healWebhookEvents();
    const retried = await call('POST', `/admin/operations/webhooks/${listed.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.succeeded).toBe(true);
    expect(retried.json().data.webhook.resolvedAt).not.toBeNull();
    const resolved = await call('GET', '/admin/operations/webhooks?state=resolved');
    expect(resolved.json().data.webhooks.map((w: { id: string }) => w.id)).toContain(listed.id);

    const entries = await auditOf('webhook.retry', listed.id);
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.after)).toContainEqual(expect.objectContaining({ resolved: true }));
    expect(entries.map((e) => e.before)).toContainEqual({
      resolved: false,
      attempts: 3,
      error: expect.stringContaining('read-only'),
    });

    const twice = await call('POST', `/admin/operations/webhooks/${listed.id}/retry`);
    expect(twice.statusCode).toBe(409);
    expect(await auditOf('webhook.retry', listed.id)).toHaveLength(2);
  });

  it('a later delivery that succeeds resolves the failure; a bad signature records nothing', async () => {
    const event = accountUpdated();
    await breakWebhookEvents();
    expect((await deliver(event)).statusCode).toBeGreaterThanOrEqual(500);
    await healWebhookEvents();
    expect((await deliver(event)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(webhookFailures)
      .where(eq(webhookFailures.eventId, event.id));
    expect(row?.resolvedAt).not.toBeNull();

    const forged = accountUpdated();
    await breakWebhookEvents();
    const refused = await deliver(forged, 'whsec_somebody_else');
    await healWebhookEvents();
    expect(refused.statusCode).toBe(400);
    expect(
      await t.database.db.select().from(webhookFailures).where(eq(webhookFailures.eventId, forged.id)),
    ).toHaveLength(0);
  });

  it('answers 404 for an unknown or malformed webhook id and 400 for an unknown state', async () => {
    expect((await call('POST', `/admin/operations/webhooks/${MISSING}/retry`)).statusCode).toBe(404);
    expect((await call('POST', '/admin/operations/webhooks/nope/retry')).statusCode).toBe(404);
    expect((await call('GET', '/admin/operations/webhooks?state=lost')).statusCode).toBe(400);
  });

  it('lists a failed job and retries it; an unknown job is 404; one audit entry', async () => {
    mailDown = true;
    await jobs.send('mail-send', { to: 'giver@example.test', subject: 'Receipt', text: 'Thank you' });
    mailDown = false;
    const list = await call('GET', '/admin/operations/jobs');
    expect(list.statusCode).toBe(200);
    const [job] = list.json().data.jobs;
    expect(job).toMatchObject({ name: 'mail-send', error: 'connect ECONNREFUSED', retryCount: 0 });

    expect((await call('POST', `/admin/operations/jobs/mail-send/${MISSING}/retry`)).statusCode).toBe(404);
    expect((await call('POST', `/admin/operations/jobs/no-such-job/${job.id}/retry`)).statusCode).toBe(404);
    const retried = await call('POST', `/admin/operations/jobs/mail-send/${job.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect((await call('GET', '/admin/operations/jobs')).json().data.jobs).toEqual([]);
    expect(await auditOf('job.retry', `mail-send:${job.id}`)).toHaveLength(1);
  });

  it('lists a tip stuck pending, oldest first, and checking it settles it from the provider record', async () => {
    const receiver = (await createReceiver(t.database.db)).user;
    crashAfterCharge = true;
    const crashed = await giveTip(t.app, {
      key: newKey(),
      body: {
        payee: receiver.id,
        amount: 2500,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod: await sandboxToken(t.app),
        email: 'guest@example.com',
      },
    });
    crashAfterCharge = false;
    expect(crashed.statusCode).toBe(500);
    const [stuck] = await t.database.db.select().from(tips).where(eq(tips.receiverUserId, receiver.id));
    expect(stuck?.status).toBe('pending');

    expect((await call('GET', '/admin/operations/reconciliation')).json().data.tips).toEqual([]);
    offsetMs = 10 * 60 * 1000;
    const list = await call('GET', '/admin/operations/reconciliation');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.tips).toMatchObject([
      {
        id: stuck!.id,
        status: 'pending',
        currency: 'USD',
        provider: 'sandbox',
        receiver: { id: receiver.id },
      },
    ]);
    expect(list.json().data.tips[0].ageSeconds).toBeGreaterThanOrEqual(600);

    const checked = await call('POST', `/admin/operations/reconciliation/${stuck!.id}/check`);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toEqual({ tipId: stuck!.id, status: 'succeeded', verdict: 'settled' });
    expect((await call('GET', '/admin/operations/reconciliation')).json().data.tips).toEqual([]);
    const entries = await auditOf('tip.reconcile', stuck!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'succeeded' } });

    // Settled: nothing left to check.
    expect((await call('POST', `/admin/operations/reconciliation/${stuck!.id}/check`)).statusCode).toBe(409);
    expect((await call('POST', `/admin/operations/reconciliation/${MISSING}/check`)).statusCode).toBe(404);
    expect((await call('POST', '/admin/operations/reconciliation/nope/check')).statusCode).toBe(404);
    expect(await auditOf('tip.reconcile', stuck!.id)).toHaveLength(1);
    offsetMs = 0;
  });

  it('shows the configuration read-only, never a secret value', async () => {
    const res = await call('GET', '/admin/operations/config');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      platformFee: { bps: 500, payoutHoldHours: 24 },
      payments: { cardProvider: 'stripe' },
      mail: { smtp: true },
      redis: true,
      database: 'pglite',
    });
    expect(data.payments.providers).toContainEqual({ name: 'stripe', configured: true, webhooks: true });
    expect(data.secrets).toContainEqual({ name: 'STRIPE_SECRET_KEY', set: true });
    expect(data.secrets).toContainEqual({ name: 'DATABASE_URL', set: false });
    const text = res.body;
    for (const value of Object.values(SECRETS)) expect(text).not.toContain(value);
    for (const fragment of ['must_not_leak', 'sk_test', 'whsec_', 'smtp_password'])
      expect(text).not.toContain(fragment);
  });
});
