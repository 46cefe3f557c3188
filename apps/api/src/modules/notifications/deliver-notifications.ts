import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import type { PushSender } from '../../integrations/push/push-sender.ts';
import type { LiveBus } from '../live/live-bus.ts';
import { deliverPushForNotifications } from '../push/push-delivery.ts';
import { notificationMail } from './notification-mail.ts';

export interface DeliverNotificationsDeps {
  db: Db;
  liveBus: LiveBus;
  push: PushSender | undefined;
  /** Stores a `mail-send` job: the mail goes out once by its key, retried while the server is down. */
  sendMail: (message: MailMessage & { key: string }) => Promise<void>;
  publicUrl: string;
}

/** Each notification owed a mail, worded in its person's language, to their address as it is now. */
async function mailNotifications(deps: DeliverNotificationsDeps, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await deps.db
    .select({
      id: notifications.id,
      type: notifications.type,
      data: notifications.data,
      email: users.email,
      lang: users.lang,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(inArray(notifications.id, ids), isNull(users.deletedAt), isNotNull(users.email)));
  for (const row of rows) {
    const mail = notificationMail({ ...row, email: row.email ?? '' }, deps.publicUrl);
    if (mail) await deps.sendMail({ ...mail, key: `notification:${row.id}` });
  }
}

/**
 * The `notifications-deliver` job: committed notifications told live to each person (every
 * instance holding one of their sockets hears it through the bus), mailed when their kind is told
 * by mail, and pushed to the devices of those who subscribed one. Run at least once: a socket
 * recognises a notification it was already sent, a mail's key makes it one mail, and a push
 * carries the notification's id as its tag, so a device shows it once.
 */
export async function deliverNotifications(
  deps: DeliverNotificationsDeps,
  job: { notifications: [userId: string, id: string][]; pushIds: string[]; mailIds: string[] },
  options: { now: Date; log: { warn(obj: object, msg: string): void } },
): Promise<void> {
  const byPerson = new Map<string, string[]>();
  for (const [userId, id] of job.notifications) byPerson.set(userId, [...(byPerson.get(userId) ?? []), id]);
  await Promise.all(
    [...byPerson].map(([userId, ids]) => deps.liveBus.publish([userId], { type: 'notifications', ids })),
  );
  await mailNotifications(deps, job.mailIds);
  // Without VAPID keys (push undefined) nobody can have subscribed: nothing to do.
  if (job.pushIds.length > 0) await deliverPushForNotifications(deps.db, deps.push, job.pushIds, options);
}
