import { eq } from 'drizzle-orm';
import type { FeedbackBody } from '@opentip/shared/schemas/tips.schema';
import type { Db } from '../../db/client.ts';
import { tipFeedback, type TipFeedbackRow } from '../../db/schema/feedback.ts';
import { tips, type TipRow } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { safeEqualHex, sha256 } from '../../lib/tokens.ts';
import { feedbackReceived } from '../notifications/notification-events.ts';
import { notify } from '../notifications/notify.ts';

/** Whoever gave the tip: the signed-in giver, or the holder of the tip's feedback token. */
function gaveTip(tip: TipRow, caller: UserRow | null, feedbackToken: string | undefined): boolean {
  if (tip.giverUserId && caller?.id === tip.giverUserId) return true;
  return Boolean(
    feedbackToken && tip.feedbackTokenHash && safeEqualHex(sha256(feedbackToken), tip.feedbackTokenHash),
  );
}

/** POST /transactions/feedback: one rating per tip, by the person who gave it. */
export async function giveFeedback(options: {
  db: Db;
  caller: UserRow | null;
  body: FeedbackBody;
  now: Date;
}): Promise<TipFeedbackRow> {
  const { db, caller, body } = options;
  const [tip] = await db.select().from(tips).where(eq(tips.id, body.transactionId));
  if (!tip || !gaveTip(tip, caller, body.feedbackToken))
    throw notFound('transactionNotFound', 'TRANSACTION_NOT_FOUND');
  if (tip.status !== 'succeeded') throw conflict('feedbackOnlyForPaidTips', 'TIP_NOT_PAID');
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tipFeedback)
      .values({
        tipId: tip.id,
        receiverUserId: tip.receiverUserId,
        rating: body.rating,
        cannedComments: body.cannedComments,
        comment: body.comment || null,
        createdAt: options.now,
      })
      .onConflictDoNothing({ target: tipFeedback.tipId })
      .returning();
    if (row) await notify(tx, feedbackReceived(tip, row, options.now));
    return row;
  });
  if (!saved) throw conflict('feedbackAlreadyGiven', 'FEEDBACK_ALREADY_GIVEN');
  return saved;
}

export function presentFeedback(row: TipFeedbackRow) {
  return {
    id: row.id,
    transactionId: row.tipId,
    rating: row.rating,
    cannedComments: row.cannedComments,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}
