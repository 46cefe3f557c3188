import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookFailures } from '../../db/schema/payments.ts';

export type WebhookProvider = 'stripe' | 'paypal' | 'flutterwave';

/** A provider's event whose signature was verified: what is kept to run it again. */
export interface VerifiedWebhook {
  provider: WebhookProvider;
  eventId: string;
  type: string;
  payload: unknown;
}

export type WebhookFailureRow = typeof webhookFailures.$inferSelect;

/**
 * Thrown by a handler for a verified event that names something it does not fit (another
 * provider's tip, a payment we never recorded, another amount or currency, a refund larger than
 * the charge): nothing is changed, the event is kept for the console, and the provider gets a 2xx
 * answer, since delivering it again cannot make it fit.
 */
export class WebhookRejected extends Error {
  override readonly name = 'WebhookRejected';
}

const MAX_ERROR_LENGTH = 500;

/**
 * The error's message only: a stack or a provider's error object can carry keys and addresses,
 * and a failed query's message its parameters (the database's own error is its cause).
 */
export function webhookErrorMessage(error: unknown): string {
  const failedQuery = error instanceof Error && error.message.startsWith('Failed query');
  const root = failedQuery && error.cause instanceof Error ? error.cause : error;
  const message = root instanceof Error ? root.message : String(root);
  return message.slice(0, MAX_ERROR_LENGTH) || 'unknown error';
}

/** Records one more failed delivery of the event (the first one stores it). */
export async function recordWebhookFailure(
  db: Db,
  event: VerifiedWebhook,
  error: unknown,
  now: Date,
): Promise<void> {
  const message = webhookErrorMessage(error);
  await db
    .insert(webhookFailures)
    .values({
      provider: event.provider,
      eventId: event.eventId,
      type: event.type,
      payload: event.payload,
      error: message,
      attempts: 1,
      firstFailedAt: now,
      lastFailedAt: now,
    })
    .onConflictDoUpdate({
      target: [webhookFailures.provider, webhookFailures.eventId],
      set: {
        error: message,
        attempts: sql`${webhookFailures.attempts} + 1`,
        lastFailedAt: now,
        resolvedAt: null,
      },
    });
}

/** A later delivery of the event went through: its failure, if any, is resolved. */
export async function resolveWebhookFailure(db: Db, event: VerifiedWebhook, now: Date): Promise<void> {
  await db
    .update(webhookFailures)
    .set({ resolvedAt: now })
    .where(
      and(
        eq(webhookFailures.provider, event.provider),
        eq(webhookFailures.eventId, event.eventId),
        isNull(webhookFailures.resolvedAt),
      ),
    );
}

/**
 * Runs a verified event through its handler: a failure is recorded and thrown on (so the route
 * answers non-2xx and the provider delivers it again), a rejection is recorded and answered
 * 'rejected' (2xx: no delivery can change it); a success resolves an earlier failure of the event.
 */
export async function handlingWebhook<T>(
  db: Db,
  event: VerifiedWebhook,
  now: Date,
  handle: () => Promise<T>,
): Promise<T | 'rejected'> {
  let result: T;
  try {
    result = await handle();
  } catch (error) {
    if (error instanceof WebhookRejected) {
      await recordWebhookFailure(db, event, error, now);
      return 'rejected';
    }
    await recordWebhookFailure(db, event, error, now).catch(() => undefined);
    throw error;
  }
  await resolveWebhookFailure(db, event, now);
  return result;
}

/** Each provider's handler, given a stored event; 'deferred' means not ours to apply yet. */
export type WebhookReplayers = Record<WebhookProvider, (payload: unknown) => Promise<string>>;

export interface ReplayOutcome {
  before: WebhookFailureRow;
  after: WebhookFailureRow;
  succeeded: boolean;
}

/**
 * Runs a stored event again through the same handler. Success resolves it; a failure (or an
 * event still deferred) counts one more attempt with its error. `record` writes the outcome's
 * change (and the caller's audit entry) in one transaction.
 */
export async function replayWebhookFailure(
  failure: WebhookFailureRow,
  replayers: WebhookReplayers,
  now: Date,
  record: (change: (tx: Db) => Promise<WebhookFailureRow>) => Promise<WebhookFailureRow>,
): Promise<ReplayOutcome> {
  let error: unknown = null;
  try {
    const result = await replayers[failure.provider as WebhookProvider](failure.payload);
    if (result === 'deferred') error = new Error('deferred: the payment is still being recorded');
  } catch (thrown) {
    error = thrown ?? new Error('unknown error');
  }
  const after = await record(async (tx) => {
    const [row] = await tx
      .update(webhookFailures)
      .set(
        error === null
          ? { resolvedAt: now }
          : {
              error: webhookErrorMessage(error),
              attempts: sql`${webhookFailures.attempts} + 1`,
              lastFailedAt: now,
            },
      )
      .where(eq(webhookFailures.id, failure.id))
      .returning();
    return row ?? failure;
  });
  return { before: failure, after, succeeded: error === null };
}
