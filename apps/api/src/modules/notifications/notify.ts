import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import { notifications, type NotificationType } from '../../db/schema/notifications.ts';
import { teamMemberships } from '../../db/schema/teams.ts';
import { users } from '../../db/schema/users.ts';
import { currentJobQueue } from '../../jobs/job-scope.ts';

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

/**
 * The one way a notification is made. Services call it with their own transaction, so the event
 * and its notifications commit (or roll back) together. Nobody is told of their own action.
 */
export async function notify(tx: Db, event: NotifyEvent): Promise<void> {
  const ids = new Set<string>();
  for (const to of event.to) for (const id of await recipientIds(tx, to)) ids.add(id);
  if (event.fromUserId) ids.delete(event.fromUserId);
  if (ids.size === 0) return;
  const data = { ...event.data, ...(await context(tx, event)) };
  const live = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
  if (live.length === 0) return;
  const made = await tx
    .insert(notifications)
    .values(live.map((u) => ({ userId: u.id, type: event.type, data, createdAt: event.now })))
    .returning({ id: notifications.id, userId: notifications.userId });
  await signalCommitted(tx, made);
  // In the same transaction: the push job exists exactly when the notifications do.
  await currentJobQueue()?.send('notification-push', { notificationIds: made.map((n) => n.id) }, { tx });
}

/** PostgreSQL channel that tells every API instance which notifications were made. */
export const NOTIFICATIONS_CHANNEL = 'opentip_notifications';
// NOTIFY payloads stop at 8000 bytes: one pair is about 80.
const PAIRS_PER_SIGNAL = 80;

/**
 * pg_notify is transactional: PostgreSQL delivers it to the listening instances only once the
 * transaction commits, and never if it rolls back, so live delivery cannot announce what may still
 * be undone, nor miss what committed (docs/conversations.md, "Live delivery").
 */
async function signalCommitted(tx: Db, made: { id: string; userId: string }[]): Promise<void> {
  for (let i = 0; i < made.length; i += PAIRS_PER_SIGNAL) {
    const pairs = made.slice(i, i + PAIRS_PER_SIGNAL).map((n) => [n.userId, n.id]);
    await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(pairs)})`);
  }
}
