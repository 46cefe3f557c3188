import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import { notifications, type NotificationType } from '../../db/schema/notifications.ts';
import { teamMemberships } from '../../db/schema/teams.ts';
import { users } from '../../db/schema/users.ts';
import { currentJobQueue } from '../../jobs/job-scope.ts';
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

async function context(tx: Db, event: NotifyEvent): Promise<Record<string, unknown>> {
  const extra: Record<string, unknown> = {};
  if (event.fromUserId) {
    const [from] = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.id, event.fromUserId));
    if (from) extra.from = from;
  }
  if (event.teamId) {
    const [team] = await tx
      .select({ id: teams.id, name: teams.name, code: teams.code })
      .from(teams)
      .where(eq(teams.id, event.teamId));
    if (team) extra.team = team;
  }
  return extra;
}

interface MadeNotification {
  id: string;
  user_id: string;
  /** Whether the person subscribed a device to Web Push (then a push is owed too). */
  has_push: boolean;
  /** Whether the person has an address a mail can go to. */
  has_email: boolean;
}

/**
 * The one way a notification is made. Services call it with their own transaction, so the event,
 * its notifications and the job that delivers them (live to every instance, by Web Push, and by
 * mail for the kinds told by mail)
 * commit, or roll back, together: nothing committed goes untold, nothing undone is announced.
 * Nobody is told of their own action.
 */
export async function notify(tx: Db, event: NotifyEvent): Promise<void> {
  const ids = new Set<string>();
  for (const to of event.to) for (const id of await recipientIds(tx, to)) ids.add(id);
  if (event.fromUserId) ids.delete(event.fromUserId);
  if (ids.size === 0) return;
  const data = { ...event.data, ...(await context(tx, event)) };
  // One statement: only people whose account still exists, and whether each has a push device.
  const made = await rowsOf<MadeNotification>(
    tx,
    sql`insert into ${notifications} (user_id, type, data, created_at)
        select ${users.id}, ${event.type}, ${JSON.stringify(data)}::jsonb, ${event.now.toISOString()}::timestamptz
        from ${users}
        where ${users.id} in (${sql.join(
          [...ids].map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and ${users.deletedAt} is null
        returning id, user_id,
          exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${notifications.userId}) as has_push,
          exists (select 1 from ${users} where ${users.id} = ${notifications.userId} and ${users.email} is not null) as has_email`,
  );
  if (made.length === 0) return;
  await currentJobQueue()?.send(
    'notifications-deliver',
    {
      notifications: made.map((n) => [n.user_id, n.id] as [string, string]),
      pushIds: made.filter((n) => n.has_push).map((n) => n.id),
      mailIds: isMailed(event.type) ? made.filter((n) => n.has_email).map((n) => n.id) : [],
    },
    { tx },
  );
}
