import { and, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessTokens } from '../../db/schema/auth.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { users } from '../../db/schema/users.ts';
import { PushServiceUnavailable, type PushSender } from '../../integrations/push/push-sender.ts';
import { pushPayloadOf } from './push-message.ts';

/** A day: a phone offline longer finds the notification in the list instead. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface PushDeliveryOptions {
  now?: Date;
  log?: { warn(object: object, message: string): void };
}

/** The person's subscriptions whose session still lives (signed out: that device hears nothing). */
async function liveSubscriptions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(accessTokens, eq(accessTokens.id, pushSubscriptions.accessTokenId))
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
      ),
    );
}

/** Subscriptions left behind by a session that ended can never be used again: forget them. */
async function forgetEndedSessions(db: Db, userIds: string[], now: Date) {
  const ended = db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(
      and(
        inArray(accessTokens.userId, userIds),
        or(isNotNull(accessTokens.revokedAt), lte(accessTokens.expiresAt, now)),
      ),
    );
  await db
    .delete(pushSubscriptions)
    .where(and(inArray(pushSubscriptions.userId, userIds), inArray(pushSubscriptions.accessTokenId, ended)));
}

/**
 * Sends each notification to every live subscription of its person, worded in their language.
 * Notifications already read (on another device) or of deleted accounts are not pushed. A push
 * service's 404/410 removes the subscription. When any push could not be taken now (429, 5xx,
 * network), the others are still sent and then this throws, so the job runs again; a push sent
 * twice carries the same tag, and the browser shows it once.
 */
export async function deliverPushForNotifications(
  db: Db,
  pushSender: PushSender | undefined,
  notificationIds: string[],
  options: PushDeliveryOptions = {},
): Promise<void> {
  if (!pushSender || notificationIds.length === 0) return;
  const now = options.now ?? new Date();
  const rows = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      type: notifications.type,
      data: notifications.data,
      lang: users.lang,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(inArray(notifications.id, notificationIds), isNull(notifications.readAt), isNull(users.deletedAt)),
    )
    .orderBy(notifications.createdAt, notifications.id);
  if (rows.length === 0) return;
  await forgetEndedSessions(db, [...new Set(rows.map((r) => r.userId))], now);

  const failures: unknown[] = [];
  for (const row of rows) {
    const payload = JSON.stringify(pushPayloadOf(row, row.lang));
    const targets = await liveSubscriptions(db, row.userId, now);
    await Promise.all(
      targets.map(async (target) => {
        try {
          const result = await pushSender.send(
            { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
            payload,
            { ttlSeconds: PUSH_TTL_SECONDS },
          );
          if (result.outcome === 'gone')
            await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
          if (result.outcome === 'rejected')
            options.log?.warn(
              { status: result.status, notificationId: row.id },
              'push refused by the push service',
            );
        } catch (error) {
          failures.push(error);
        }
      }),
    );
  }
  if (failures.length === 0) return;
  const first = failures[0];
  if (failures.length === 1 && first instanceof PushServiceUnavailable) throw first;
  throw new PushServiceUnavailable(`${failures.length} pushes could not be delivered now`, { cause: first });
}
