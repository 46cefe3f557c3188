import { eq } from 'drizzle-orm';
import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';
import type { Db } from '../../db/client.ts';
import { tipFeedback } from '../../db/schema/feedback.ts';
import type { TipRow } from '../../db/schema/payments.ts';
import { loadPeople } from './tip-people.ts';
import { presentTip } from './tip.presenter.ts';

/** One tip as the API shows it: with its giver, receiver and feedback. */
export async function tipView(db: Db, tip: TipRow): Promise<TipTransaction> {
  const people = await loadPeople(db, [tip.receiverUserId, tip.giverUserId]);
  const [feedback] = await db.select().from(tipFeedback).where(eq(tipFeedback.tipId, tip.id));
  return presentTip(tip, people, feedback ?? null);
}
