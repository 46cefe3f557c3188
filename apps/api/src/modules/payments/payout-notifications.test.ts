import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { createUser } from '../../../test/fixtures.ts';
import { createInlineJobQueue } from '../../jobs/inline-job-queue.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver } from '../../../test/tips-fixtures.ts';

const SECRET = 'whsec_test_secret';
type Json = Record<string, unknown>;

/** A Connect event about a connected account, as Stripe delivers it to the platform. */
const event = (type: string, account: string, object: Json, previous?: Json) => ({
  id: `evt_${randomUUID().replaceAll('-', '')}`,
  object: 'event',
  api_version: Stripe.API_VERSION,
  // After the account row was written: an older event than what we know changes nothing.
  created: Math.floor(Date.now() / 1000) + 5,
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  account,
  type,
  data: { object, ...(previous ? { previous_attributes: previous } : {}) },
});

describe('payout notifications', () => {
  let t: TestApp;
  const jobs = createInlineJobQueue();
  beforeAll(async () => {
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: SECRET },
      deps: { jobs },
    });
  });
  afterAll(() => t.close());

  const send = (payload: Json) => {
    const body = JSON.stringify(payload);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: {
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }),
        'content-type': 'application/json',
      },
      payload: body,
    });
  };
  const notificationsOf = (userId: string) =>
    t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
  const stripeReceiver = async (accountId: string) =>
    (await createReceiver(t.database.db, {}, { provider: 'stripe', accountId })).user;

  it('tells the receiver once when payouts turn on, however often Stripe delivers the event', async () => {
    const receiver = await stripeReceiver('acct_payouts_on');
    const account = {
      id: 'acct_payouts_on',
      object: 'account',
      charges_enabled: true,
      payouts_enabled: true,
    };
    const turnedOn = event('account.updated', 'acct_payouts_on', account, { payouts_enabled: false });
    expect((await send(turnedOn)).json().result).toBe('processed');
    expect((await send(turnedOn)).json().result).toBe('duplicate');
    // A later update that does not change payouts tells nobody again.
    await send(event('account.updated', 'acct_payouts_on', account, { details_submitted: false }));
    const told = await notificationsOf(receiver.id);
    expect(told.map((n) => [n.type, n.data])).toEqual([['payoutLinked', { provider: 'stripe' }]]);
    // Its delivery job (live, and Web Push for a subscribed device) was sent in the same transaction.
    expect(jobs.sent).toContainEqual({
      name: 'notifications-deliver',
      payload: { notifications: [[receiver.id, told[0]?.id]], pushIds: [], mailIds: [] },
      inTransaction: true,
    });
  });

  it('tells the receiver why a payout failed, once', async () => {
    const receiver = await stripeReceiver('acct_payout_fails');
    const failed = event('payout.failed', 'acct_payout_fails', {
      id: 'po_1',
      object: 'payout',
      status: 'failed',
      failure_code: 'account_closed',
      failure_message: 'The bank account has been closed.',
    });
    expect((await send(failed)).json().result).toBe('processed');
    expect((await send(failed)).json().result).toBe('duplicate');
    const told = await notificationsOf(receiver.id);
    expect(told.map((n) => [n.type, n.data])).toEqual([
      ['payoutFailed', { provider: 'stripe', reason: 'The bank account has been closed.' }],
    ]);
  });

  it('ignores payout events of accounts that are not ours', async () => {
    const stranger = event('payout.failed', 'acct_unknown', {
      id: 'po_2',
      object: 'payout',
      status: 'failed',
    });
    expect((await send(stranger)).json().result).toBe('ignored');
  });
});

describe('payout linked in the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('tells a receiver once, when their first link makes them able to receive tips', async () => {
    const me = await createUser(t.database.db, { userType: 'payee', accountType: 'individual' });
    const link = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/checkStripAccount',
        headers: { authorization: `Bearer ${me.token}` },
      });
    expect((await link()).statusCode).toBe(200);
    expect((await link()).statusCode).toBe(200);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, me.user.id));
    expect(told.map((n) => [n.type, n.data])).toEqual([['payoutLinked', { provider: 'sandbox' }]]);
  });
});
