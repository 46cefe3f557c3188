import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { webhookFailures } from '../../db/schema/payments.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import {
  handlingWebhook,
  replayWebhookFailure,
  webhookErrorMessage,
  WebhookRejected,
  type WebhookReplayers,
} from './webhook-failures.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

describe('webhook failures', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const event = (eventId: string) => ({
    provider: 'stripe' as const,
    eventId,
    type: 'payment_intent.succeeded',
    payload: { id: eventId, data: { object: { amount: 500 } } },
  });
  const rowOf = async (eventId: string) =>
    (await database.db.select().from(webhookFailures).where(eq(webhookFailures.eventId, eventId)))[0];

  it('counts each failed delivery of one event on one row, then a later success resolves it', async () => {
    const failing = async () => {
      throw new Error('database unavailable');
    };
    await expect(handlingWebhook(database.db, event('evt_1'), at(0), failing)).rejects.toThrow(
      'database unavailable',
    );
    await expect(handlingWebhook(database.db, event('evt_1'), at(5), failing)).rejects.toThrow();
    expect(await rowOf('evt_1')).toMatchObject({
      attempts: 2,
      error: 'database unavailable',
      firstFailedAt: at(0),
      lastFailedAt: at(5),
      resolvedAt: null,
      payload: event('evt_1').payload,
    });
    expect(await handlingWebhook(database.db, event('evt_1'), at(9), async () => 'processed')).toBe(
      'processed',
    );
    expect((await rowOf('evt_1'))?.resolvedAt).toEqual(at(9));
  });

  it('a rejected event is kept for the console and answered, not thrown', async () => {
    const rejecting = async () => {
      throw new WebhookRejected('names a tip it does not fit');
    };
    expect(await handlingWebhook(database.db, event('evt_rejected'), at(0), rejecting)).toBe('rejected');
    expect(await handlingWebhook(database.db, event('evt_rejected'), at(2), rejecting)).toBe('rejected');
    expect(await rowOf('evt_rejected')).toMatchObject({
      attempts: 2,
      error: 'names a tip it does not fit',
      resolvedAt: null,
    });
  });

  it('a success with no earlier failure records nothing', async () => {
    await handlingWebhook(database.db, event('evt_fine'), at(0), async () => 'processed');
    expect(await rowOf('evt_fine')).toBeUndefined();
  });

  it('keeps the message only: no stack, and not the parameters of a failed query', () => {
    const cause = new Error('connection terminated');
    const wrapped = new Error('Failed query: insert into x values ($1)\nparams: sk_live_secret', { cause });
    expect(webhookErrorMessage(wrapped)).toBe('connection terminated');
    const plain = new Error('boom');
    expect(webhookErrorMessage(plain)).toBe('boom');
    expect(webhookErrorMessage('x'.repeat(2000))).toHaveLength(500);
  });

  it('runs a stored event again: a deferred or failing run counts an attempt, a success resolves', async () => {
    await handlingWebhook(database.db, event('evt_2'), at(0), async () => {
      throw new Error('first');
    }).catch(() => undefined);
    const stored = (await rowOf('evt_2'))!;
    const seen: unknown[] = [];
    let answer: () => Promise<string> = async () => 'deferred';
    const replayers: WebhookReplayers = {
      stripe: async (payload) => {
        seen.push(payload);
        return answer();
      },
      paypal: async () => 'ignored',
      flutterwave: async () => 'ignored',
    };
    const inTx = (change: (tx: typeof database.db) => Promise<typeof stored>) =>
      database.db.transaction(change);

    const deferred = await replayWebhookFailure(stored, replayers, at(3), inTx);
    expect(deferred.succeeded).toBe(false);
    expect(deferred.after).toMatchObject({
      attempts: 2,
      resolvedAt: null,
      error: expect.stringContaining('deferred'),
    });
    expect(seen).toEqual([stored.payload]);

    answer = async () => 'processed';
    const done = await replayWebhookFailure(deferred.after, replayers, at(4), inTx);
    expect(done.succeeded).toBe(true);
    expect(done.after.resolvedAt).toEqual(at(4));
    expect(done.before.resolvedAt).toBeNull();
  });
});
