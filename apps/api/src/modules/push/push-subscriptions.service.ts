import { ECDH } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  PUSH_SUBSCRIPTIONS_PER_PERSON,
  type PushSubscriptionBody,
} from '@opentip/shared/schemas/push.schema';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { badRequest } from '../../lib/app-error.ts';
import { isAcceptedPushEndpoint, type EndpointRules } from '../../integrations/push/push-endpoints.ts';

/** The browser's key must be a point of P-256, or no payload can ever be encrypted for it. */
function isP256PublicKey(base64Url: string): boolean {
  try {
    const key = Buffer.from(base64Url, 'base64url');
    ECDH.convertKey(key, 'prime256v1');
    return key.length === 65 && key[0] === 4;
  } catch {
    return false;
  }
}

/**
 * POST /notifications/push-subscription: this browser is notified of the caller's notifications
 * while this session lives. An endpoint registered before (by anyone) moves to the caller, so a
 * device signed into by someone else stops receiving the previous person's pushes. Past the limit
 * the person's least recently registered device is dropped: browsers that were wiped never say so.
 */
export async function registerPushSubscription(
  db: Db,
  options: {
    userId: string;
    accessTokenId: string;
    body: PushSubscriptionBody;
    now: Date;
    rules: EndpointRules;
  },
): Promise<{ endpoint: string; subscribed: true }> {
  const { userId, accessTokenId, body, now } = options;
  if (!isAcceptedPushEndpoint(body.endpoint, options.rules))
    throw badRequest('pushEndpointInvalid', 'PUSH_ENDPOINT_INVALID');
  if (!isP256PublicKey(body.keys.p256dh)) throw badRequest('pushKeysInvalid', 'PUSH_KEYS_INVALID');
  const keys = { p256dh: body.keys.p256dh.replace(/=+$/, ''), auth: body.keys.auth.replace(/=+$/, '') };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, accessTokenId, endpoint: body.endpoint, ...keys, createdAt: now, registeredAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, accessTokenId, ...keys, registeredAt: now },
      });
    const beyondLimit = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.registeredAt), desc(pushSubscriptions.id))
      .offset(PUSH_SUBSCRIPTIONS_PER_PERSON);
    if (beyondLimit.length > 0)
      await tx.delete(pushSubscriptions).where(
        inArray(
          pushSubscriptions.id,
          beyondLimit.map((row) => row.id),
        ),
      );
  });
  return { endpoint: body.endpoint, subscribed: true };
}

/** DELETE /notifications/push-subscription: only the caller's own; someone else's stays as it is. */
export async function removePushSubscription(
  db: Db,
  options: { userId: string; endpoint: string },
): Promise<{ endpoint: string; removed: boolean }> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.userId, options.userId), eq(pushSubscriptions.endpoint, options.endpoint)),
    )
    .returning({ id: pushSubscriptions.id });
  return { endpoint: options.endpoint, removed: removed.length > 0 };
}
