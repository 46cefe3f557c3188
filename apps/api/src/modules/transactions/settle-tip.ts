import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tips, type StoredResponse, type TipRow } from '../../db/schema/payments.ts';
import {
  FAILURE_MESSAGE_KEYS,
  REQUEST_FAILURES,
  failureErrorCode,
} from '../../integrations/payments/failure-messages.ts';
import type { FinalOutcome } from '../../integrations/payments/payment-provider.ts';
import { newOpaqueToken, sha256 } from '../../lib/tokens.ts';
import { ok } from '../../lib/reply.ts';
import { accountKeys, tipLines, type TipAmounts } from '../ledger/ledger-lines.ts';
import { postLedgerTransaction } from '../ledger/ledger.service.ts';
import { tipReceived } from '../notifications/notification-events.ts';
import { notify } from '../notifications/notify.ts';
import { loadPeople } from './tip-people.ts';
import { owedReceipt } from './tip-receipt.ts';
import { presentTip, type PersonSummary } from './tip.presenter.ts';

/** The tip's amounts as the ledger sees them. */
export function tipAmountsOf(tip: TipRow): TipAmounts {
  const credit =
    tip.creditTo === 'teamPool' && tip.toTeamId
      ? { accountKey: accountKeys.teamPool(tip.toTeamId), kind: 'teamPool' as const }
      : { accountKey: accountKeys.receiver(tip.receiverUserId, tip.provider), kind: 'receiver' as const };
  return {
    provider: tip.provider,
    currency: tip.currency,
    total: tip.totalAmount,
    fee: tip.feeAmount,
    net: tip.netAmount,
    credit,
  };
}

/** The states a tip is settled from: it was not decided yet (by a retry, a webhook or reconciliation). */
const UNSETTLED = ['pending', 'requiresAction'] as const;

function failureResponse(outcome: Extract<FinalOutcome, { status: 'failed' }>): StoredResponse {
  return {
    statusCode: REQUEST_FAILURES.has(outcome.code) ? 400 : 402,
    code: failureErrorCode(outcome.code),
    key: FAILURE_MESSAGE_KEYS[outcome.code],
  };
}

export interface Settlement {
  tip: TipRow;
  response: StoredResponse;
  /** Whether this call settled it (false: it was settled already, by a retry or a webhook). */
  settledNow: boolean;
}

/**
 * Records what the provider did with a pending tip (or one waiting for 3-D Secure), once: the tip's
 * final state, its answer for retries and, for a payment, the ledger transaction and what the
 * payment owes (the receiver's notification, the giver's receipt), all in one database transaction.
 */
export async function settleTip(
  db: Db,
  options: {
    tip: TipRow;
    outcome: FinalOutcome;
    now: Date;
    /** A provider's later word that a charge did succeed also settles a tip recorded as failed. */
    lateSuccess?: boolean;
    /** The giver and receiver, when the caller has them at hand already. */
    people?: ReadonlyMap<string, PersonSummary>;
  },
): Promise<Settlement> {
  const { tip, outcome, now } = options;
  // Read before the transaction opens, so it holds its row locks as briefly as possible.
  const people =
    outcome.status === 'succeeded'
      ? (options.people ?? (await loadPeople(db, [tip.receiverUserId, tip.giverUserId])))
      : null;
  const from =
    outcome.status === 'succeeded' && options.lateSuccess
      ? [...UNSETTLED, 'failed' as const]
      : [...UNSETTLED];
  const settled = await db.transaction(async (tx) => {
    if (outcome.status === 'failed') {
      const response = failureResponse(outcome);
      const [row] = await tx
        .update(tips)
        .set({
          status: 'failed',
          providerPaymentId: outcome.paymentId,
          failureCode: outcome.code,
          failureMessage: outcome.message,
          cardBrand: outcome.card?.brand ?? tip.cardBrand,
          cardLast4: outcome.card?.last4 ?? tip.cardLast4,
          response,
          completedAt: now,
        })
        .where(and(eq(tips.id, tip.id), inArray(tips.status, from)))
        .returning();
      return row ?? null;
    }
    const feedbackToken = newOpaqueToken();
    const paid: TipRow = {
      ...tip,
      status: 'succeeded',
      providerPaymentId: outcome.paymentId,
      // A webhook's intent carries no card; the one learnt when the charge was made stays.
      cardBrand: outcome.card?.brand ?? tip.cardBrand,
      cardLast4: outcome.card?.last4 ?? tip.cardLast4,
      completedAt: now,
    };
    const body = ok('transactionSuccessful', {
      transaction: presentTip(paid, people ?? new Map()),
      feedbackToken,
      nextAction: null,
    });
    const [row] = await tx
      .update(tips)
      .set({
        status: 'succeeded',
        providerPaymentId: paid.providerPaymentId,
        cardBrand: paid.cardBrand,
        cardLast4: paid.cardLast4,
        feedbackTokenHash: sha256(feedbackToken),
        response: { statusCode: 200, body },
        completedAt: now,
      })
      .where(and(eq(tips.id, tip.id), inArray(tips.status, from)))
      .returning();
    if (!row) return null;
    await postLedgerTransaction(tx, {
      kind: 'tip',
      reference: `tip:${tip.id}`,
      tipId: tip.id,
      lines: tipLines(tipAmountsOf(row)),
      at: now,
    });
    await notify(tx, tipReceived(row, now));
    await owedReceipt(tx, row, people?.get(row.receiverUserId)?.username);
    return row;
  });
  if (settled?.response) return { tip: settled, response: settled.response, settledNow: true };
  const [current] = await db.select().from(tips).where(eq(tips.id, tip.id));
  if (!current?.response) throw new Error(`tip ${tip.id} is neither pending nor settled`);
  return { tip: current, response: current.response, settledNow: false };
}
