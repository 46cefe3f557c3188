import { aliasedTable, and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatThreads, type ChatThreadRow } from '../../db/schema/chat.ts';
import { tips } from '../../db/schema/payments.ts';
import { teamMemberships } from '../../db/schema/teams.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';

export const roomNotFound = () => notFound('chatRoomNotFound', 'CHAT_ROOM_NOT_FOUND');
export const chatNotAllowed = () => forbidden('chatNotAllowed', 'CHAT_NOT_ALLOWED');

/** SPEC 6: an administrator may switch a person's chat off; they may still read, not send or open. */
export function assertMayChat(user: UserRow): void {
  if (user.chatDisabled) throw forbidden('chatDisabled', 'CHAT_DISABLED');
}

/** A pair is stored in id order, so each pair has one row. */
export const orderedPair = (a: string, b: string) =>
  a < b ? { userLowId: a, userHighId: b } : { userLowId: b, userHighId: a };

export const otherPersonOf = (thread: ChatThreadRow, userId: string) =>
  thread.userLowId === userId ? thread.userHighId : thread.userLowId;

export const isLow = (thread: ChatThreadRow, userId: string) => thread.userLowId === userId;

/**
 * The room, when the caller is one of its two people. Anyone else gets the same 404 as for a room
 * that does not exist, so room ids reveal nothing.
 */
export async function requireRoom(
  db: Db,
  options: { userId: string; roomId: string; lock?: boolean },
): Promise<ChatThreadRow> {
  const query = db
    .select()
    .from(chatThreads)
    .where(
      and(
        eq(chatThreads.id, options.roomId),
        or(eq(chatThreads.userLowId, options.userId), eq(chatThreads.userHighId, options.userId)),
      ),
    );
  const [room] = options.lock ? await query.for('update') : await query;
  if (!room) throw roomNotFound();
  return room;
}

/** A paid tip between the two, either way: what lets a giver and a receiver talk. */
export async function tipBetween(db: Db, a: string, b: string): Promise<string | null> {
  const [tip] = await db
    .select({ id: tips.id })
    .from(tips)
    .where(
      and(
        eq(tips.status, 'succeeded'),
        or(
          and(eq(tips.giverUserId, a), eq(tips.receiverUserId, b)),
          and(eq(tips.giverUserId, b), eq(tips.receiverUserId, a)),
        ),
      ),
    )
    .orderBy(tips.createdAt, tips.id)
    .limit(1);
  return tip?.id ?? null;
}

/** A team both belong to as accepted members (owner, admins and members alike). */
export async function teamBetween(db: Db, a: string, b: string): Promise<string | null> {
  const other = aliasedTable(teamMemberships, 'other_membership');
  const [shared] = await db
    .select({ teamId: teamMemberships.teamId })
    .from(teamMemberships)
    .innerJoin(other, eq(other.teamId, teamMemberships.teamId))
    .where(
      and(
        eq(teamMemberships.userId, a),
        eq(teamMemberships.status, 'accepted'),
        eq(other.userId, b),
        eq(other.status, 'accepted'),
      ),
    )
    .orderBy(teamMemberships.teamId)
    .limit(1);
  return shared?.teamId ?? null;
}
