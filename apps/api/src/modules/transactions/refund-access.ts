import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tips, type TipRow } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireTeamManager } from '../payees/team-access.ts';

const transactionNotFound = () => notFound('transactionNotFound', 'TRANSACTION_NOT_FOUND');

/** Whether the caller holds the money of a tip: its receiver, or for a team pool its owner or an admin. */
async function mayRefund(db: Db, caller: UserRow, tip: TipRow): Promise<boolean> {
  if (tip.creditTo === 'receiver') return tip.receiverUserId === caller.id;
  if (!tip.toTeamId) return false;
  try {
    await requireTeamManager(db, { user: caller, teamId: tip.toTeamId });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return false;
    throw error;
  }
}

/** The tip the caller may refund; anyone else's answers exactly like a missing one. */
export async function requireRefundableTip(
  db: Db,
  options: { caller: UserRow; tipId: string },
): Promise<TipRow> {
  const [tip] = await db.select().from(tips).where(eq(tips.id, options.tipId));
  if (!tip || !(await mayRefund(db, options.caller, tip))) throw transactionNotFound();
  return tip;
}
