import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import type { TipFeedbackRow } from '../../db/schema/feedback.ts';
import { tips } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { googleReviewLink } from '../../integrations/places/place-directory.ts';
import { businessEntitlement } from '../billing/entitlement.ts';

/**
 * The Google review link offered to whoever just gave feedback, whatever their rating (Google
 * forbids asking only happy customers): the receiver's connected place, else that of the owner of
 * the team the tip was given through (a venue that connects once covers its staff). null when
 * neither has connected one. A business's link is one of its plan's features (docs/businesses.md):
 * offered in its trial, paid or grace period only. Nothing of the feedback itself goes to Google.
 */
export async function reviewLinkAfterFeedback(
  db: Db,
  feedback: TipFeedbackRow,
  now: Date,
): Promise<string | null> {
  const [receiver] = await db
    .select({
      id: users.id,
      placeId: users.placeId,
      accountType: users.accountType,
      toTeamId: tips.toTeamId,
    })
    .from(tips)
    .innerJoin(users, eq(users.id, tips.receiverUserId))
    .where(eq(tips.id, feedback.tipId));
  if (!receiver) return null;
  if (receiver.placeId) return linkOf(db, receiver, now);
  if (!receiver.toTeamId) return null;
  const [owner] = await db
    .select({ id: users.id, placeId: users.placeId, accountType: users.accountType })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.ownerId))
    .where(eq(teams.id, receiver.toTeamId));
  return owner?.placeId ? linkOf(db, owner, now) : null;
}

async function linkOf(
  db: Db,
  holder: { id: string; placeId: string | null; accountType: string | null },
  now: Date,
): Promise<string | null> {
  if (!holder.placeId) return null;
  if (holder.accountType === 'business' && !(await businessEntitlement(db, holder.id, now)).entitled)
    return null;
  return googleReviewLink(holder.placeId);
}
