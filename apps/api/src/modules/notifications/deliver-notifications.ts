import type { Db } from '../../db/client.ts';
import type { PushSender } from '../../integrations/push/push-sender.ts';
import type { LiveBus } from '../live/live-bus.ts';
import { deliverPushForNotifications } from '../push/push-delivery.ts';

/**
 * The `notifications-deliver` job: committed notifications told live to each person (every
 * instance holding one of their sockets hears it through the bus) and pushed to the devices of
 * those who subscribed one. Run at least once: a socket recognises a notification it was already
 * sent, and a push carries the notification's id as its tag, so a device shows it once.
 */
export async function deliverNotifications(
  deps: { db: Db; liveBus: LiveBus; push: PushSender | undefined },
  job: { notifications: [userId: string, id: string][]; pushIds: string[] },
  options: { now: Date; log: { warn(obj: object, msg: string): void } },
): Promise<void> {
  const byPerson = new Map<string, string[]>();
  for (const [userId, id] of job.notifications) byPerson.set(userId, [...(byPerson.get(userId) ?? []), id]);
  await Promise.all(
    [...byPerson].map(([userId, ids]) => deps.liveBus.publish([userId], { type: 'notifications', ids })),
  );
  // Without VAPID keys (push undefined) nobody can have subscribed: nothing to do.
  if (job.pushIds.length > 0) await deliverPushForNotifications(deps.db, deps.push, job.pushIds, options);
}
