import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import { notifications, type NotificationType } from '../../db/schema/notifications.ts';
import { teamMemberships } from '../../db/schema/teams.ts';
import { users } from '../../db/schema/users.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { jobQueueOf, noteJobSent } from '../../jobs/job-scope.ts';
import { rowsOf } from '../../db/rows.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { isMailed } from './notification-mail.ts';

/** Who hears of an event: one person, the account of an address (if any), or a team's managers. */
export type Recipient = { userId: string | null } | { email: string } | { teamManagersOf: string };

export interface NotifyEvent {
  type: NotificationType;
  to: Recipient[];
  /** The person the event comes from: their user name is kept with it, as it was then. */
  fromUserId?: string | null;
  /** The team it is about: its name and code are kept with it. */
  teamId?: string | null;
  data: Record<string, unknown>;
  now: Date;
}

async function recipientIds(tx: Db, to: Recipient): Promise<string[]> {
  if ('userId' in to) return to.userId ? [to.userId] : [];
  if ('email' in to) {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, to.email.trim().toLowerCase()), isNull(users.deletedAt)));
    return rows.map((r) => r.id);
  }
  const rows = await tx
    .select({ id: teamMemberships.userId })
    .from(teamMemberships)
    .where(
      and(
        eq(teamMemberships.teamId, to.teamManagersOf),
        eq(teamMemberships.status, 'accepted'),
        inArray(teamMemberships.role, ['owner', 'admin']),
      ),
    );
  return rows.map((r) => r.id);
}

/** Who is told of an event: its recipients, never the person it comes from. No query for named people. */
export async function recipientsOf(tx: Db, event: NotifyEvent): Promise<string[]> {
  const ids = new Set<string>();
  for (const to of event.to) for (const id of await recipientIds(tx, to)) ids.add(id);
  if (event.fromUserId) ids.delete(event.fromUserId);
  return [...ids];
}

/**
 * What an event's notifications are made of, as their statement takes them: its values, or
 * placeholders standing for them in a statement built once (`notificationCtesOfShape`).
 */
interface NotificationParts {
  type: NotificationType;
  /** The event's data as JSON text. */
  data: unknown;
  /** When, as ISO text. */
  now: unknown;
  fromUserId: unknown;
  teamId: unknown;
  userIds: unknown[];
}

const partsOf = (event: NotifyEvent, userIds: string[]): NotificationParts => ({
  type: event.type,
  data: JSON.stringify(event.data),
  now: event.now.toISOString(),
  fromUserId: event.fromUserId || null,
  teamId: event.teamId || null,
  userIds,
});

/** The event's data with who it comes from and the team it is about, as they are now (SQL, no round trip). */
function dataWithContext(event: NotificationParts): SQL {
  const parts = [sql`${event.data}::jsonb`];
  if (event.fromUserId !== null)
    parts.push(sql`coalesce((select jsonb_build_object('from', jsonb_build_object('id', ${users.id}, 'username', ${users.username}))
      from ${users} where ${users.id} = ${event.fromUserId}::uuid), '{}'::jsonb)`);
  if (event.teamId !== null)
    parts.push(sql`coalesce((select jsonb_build_object('team', jsonb_build_object('id', ${teams.id}, 'name', ${teams.name}, 'code', ${teams.code}))
      from ${teams} where ${teams.id} = ${event.teamId}::uuid), '{}'::jsonb)`);
  return sql.join(parts, sql` || `);
}

interface MadeNotification {
  id: string;
  user_id: string;
  /** Whether the person subscribed a device to Web Push (then a push is owed too). */
  has_push: boolean;
  /** Whether the person has an address a mail can go to. */
  has_email: boolean;
}

/** The notifications of an event for these people, only those whose account still exists. */
function notificationsInsert(event: NotificationParts, onlyIf: SQL): SQL {
  return sql`insert into ${notifications} (user_id, type, data, created_at)
    select ${users.id}, ${event.type}::text, ${dataWithContext(event)}, ${event.now}::timestamptz
    from ${users}
    where ${users.id} in (${sql.join(
      event.userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and ${users.deletedAt} is null and ${onlyIf}
    returning id, user_id,
      exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${notifications.userId}) as has_push,
      exists (select 1 from ${users} where ${users.id} = ${notifications.userId} and ${users.email} is not null) as has_email`;
}

/** The delivery job's payload for the rows of the `notified` expression (see `notificationCtes`). */
function deliveryPayload(type: NotificationType): SQL {
  const mailed = isMailed(type)
    ? sql`coalesce((select jsonb_agg(id) from notified where has_email), '[]'::jsonb)`
    : sql`'[]'::jsonb`;
  return sql`jsonb_build_object(
    'notifications', (select jsonb_agg(jsonb_build_array(user_id, id)) from notified),
    'pushIds', coalesce((select jsonb_agg(id) from notified where has_push), '[]'::jsonb),
    'mailIds', ${mailed})`;
}

/**
 * An event's notifications and the job that delivers them, as common table expressions
 * (`notified`, `notified_delivery`) of a statement of the caller's that may do more: one round
 * trip. `onlyIf`: SQL of that statement the event depends on. Needs a queue that stores jobs in
 * SQL (`JobQueue.insertSql`); the caller notes the job sent once the statement ran.
 */
export function notificationCtes(
  event: NotifyEvent,
  userIds: string[],
  queue: Required<Pick<JobQueue, 'insertSql'>>,
  onlyIf: SQL = sql`true`,
): SQL {
  return ctesOf(partsOf(event, userIds), queue, onlyIf);
}

function ctesOf(event: NotificationParts, queue: Required<Pick<JobQueue, 'insertSql'>>, onlyIf: SQL): SQL {
  return sql`notified as (${notificationsInsert(event, onlyIf)}),
    notified_delivery as (${queue.insertSql('notifications-deliver', deliveryPayload(event.type), sql`exists (select 1 from notified)`)})`;
}

/** What the text of an event's notification statement depends on: the rest are placeholders. */
export interface NotificationShape {
  type: NotificationType;
  recipients: number;
  from: boolean;
  team: boolean;
}

export const notificationShape = (event: NotifyEvent, userIds: string[]): NotificationShape => ({
  type: event.type,
  recipients: userIds.length,
  from: Boolean(event.fromUserId),
  team: Boolean(event.teamId),
});

const notificationPlaceholder = (name: string) => sql.placeholder(`notification.${name}`);

/** `notificationCtes` for events of one shape, with placeholders that `notificationValues` fills. */
export function notificationCtesOfShape(
  shape: NotificationShape,
  queue: Required<Pick<JobQueue, 'insertSql'>>,
  onlyIf: SQL,
): SQL {
  const p = notificationPlaceholder;
  const parts: NotificationParts = {
    type: shape.type,
    data: p('data'),
    now: p('now'),
    fromUserId: shape.from ? p('fromUserId') : null,
    teamId: shape.team ? p('teamId') : null,
    userIds: Array.from({ length: shape.recipients }, (_, i) => p(`userId.${i}`)),
  };
  return ctesOf(parts, queue, onlyIf);
}

/** The values of `notificationCtesOfShape`'s placeholders for this event and its recipients. */
export function notificationValues(event: NotifyEvent, userIds: string[]): Record<string, unknown> {
  const parts = partsOf(event, userIds);
  const values: Record<string, unknown> = {
    'notification.data': parts.data,
    'notification.now': parts.now,
    'notification.fromUserId': parts.fromUserId,
    'notification.teamId': parts.teamId,
  };
  userIds.forEach((id, i) => (values[`notification.userId.${i}`] = id));
  return values;
}

/**
 * The one way a notification is made. Services call it with their own transaction, so the event,
 * its notifications and the job that delivers them (live to every instance, by Web Push, and by
 * mail for the kinds told by mail) commit, or roll back, together: nothing committed goes untold,
 * nothing undone is announced. Nobody is told of their own action.
 */
export async function notify(tx: Db, event: NotifyEvent): Promise<void> {
  const ids = await recipientsOf(tx, event);
  if (ids.length === 0) return;
  const queue = jobQueueOf(tx);
  if (queue?.insertSql) {
    // The notifications and their delivery job in one statement.
    await tx.execute(sql`with ${notificationCtes(event, ids, { insertSql: queue.insertSql })} select 1`);
    await noteJobSent(tx, 'notifications-deliver');
    return;
  }
  const made = await rowsOf<MadeNotification>(tx, notificationsInsert(partsOf(event, ids), sql`true`));
  if (made.length === 0) return;
  await queue?.send(
    'notifications-deliver',
    {
      notifications: made.map((n) => [n.user_id, n.id] as [string, string]),
      pushIds: made.filter((n) => n.has_push).map((n) => n.id),
      mailIds: isMailed(event.type) ? made.filter((n) => n.has_email).map((n) => n.id) : [],
    },
    { tx },
  );
}
