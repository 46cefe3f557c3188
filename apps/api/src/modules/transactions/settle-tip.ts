import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { builtPerShape, columnsSet, placeholdersFor, preparedStatement } from '../../db/built-once.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { jobQueueOf, noteJobSent } from '../../jobs/job-scope.ts';
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
import {
  addMissingEntries,
  postingCounts,
  postingCtesOfShape,
  postingValues,
  postLedgerTransaction,
} from '../ledger/ledger.service.ts';
import { tipReceived } from '../notifications/notification-events.ts';
import {
  notificationCtesOfShape,
  notificationShape,
  notificationValues,
  notify,
  recipientsOf,
  type NotificationShape,
} from '../notifications/notify.ts';
import { loadPeople } from './tip-people.ts';
import { owedReceipt, receiptJob } from './tip-receipt.ts';
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
 * payment owes (the receiver's notification, the giver's receipt), all or nothing.
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
  const settled =
    outcome.status === 'failed'
      ? await recordFailure(db, { tip, outcome, now, from })
      : await settlePayment(db, { tip, outcome, now, from, people: people ?? new Map() });
  if (settled?.response) return { tip: settled, response: settled.response, settledNow: true };
  const [current] = await db.select().from(tips).where(eq(tips.id, tip.id));
  if (!current?.response) throw new Error(`tip ${tip.id} is neither pending nor settled`);
  return { tip: current, response: current.response, settledNow: false };
}

/** A failed charge: one statement, nothing else is owed. */
async function recordFailure(
  db: Db,
  options: {
    tip: TipRow;
    outcome: Extract<FinalOutcome, { status: 'failed' }>;
    now: Date;
    from: TipRow['status'][];
  },
): Promise<TipRow | null> {
  const { tip, outcome } = options;
  const [row] = await db
    .update(tips)
    .set({
      status: 'failed',
      providerPaymentId: outcome.paymentId,
      failureCode: outcome.code,
      failureMessage: outcome.message,
      cardBrand: outcome.card?.brand ?? tip.cardBrand,
      cardLast4: outcome.card?.last4 ?? tip.cardLast4,
      response: failureResponse(outcome),
      completedAt: options.now,
    })
    .where(and(eq(tips.id, tip.id), inArray(tips.status, options.from)))
    .returning();
  return row ?? null;
}

/** What a paid tip's row becomes, and the answer its request (and every retry) gets. */
function paidChanges(
  tip: TipRow,
  outcome: Extract<FinalOutcome, { status: 'succeeded' }>,
  options: {
    now: Date;
    people: ReadonlyMap<string, PersonSummary>;
  },
) {
  const feedbackToken = newOpaqueToken();
  const paid: TipRow = {
    ...tip,
    status: 'succeeded',
    providerPaymentId: outcome.paymentId,
    // A webhook's intent carries no card; the one learnt when the charge was made stays.
    cardBrand: outcome.card?.brand ?? tip.cardBrand,
    cardLast4: outcome.card?.last4 ?? tip.cardLast4,
    completedAt: options.now,
  };
  const body = ok('transactionSuccessful', {
    transaction: presentTip(paid, options.people),
    feedbackToken,
    nextAction: null,
  });
  return {
    status: 'succeeded' as const,
    providerPaymentId: paid.providerPaymentId,
    cardBrand: paid.cardBrand,
    cardLast4: paid.cardLast4,
    feedbackTokenHash: sha256(feedbackToken),
    response: { statusCode: 200, body } satisfies StoredResponse,
    completedAt: options.now,
  };
}

interface PaymentSettling {
  tip: TipRow;
  outcome: Extract<FinalOutcome, { status: 'succeeded' }>;
  now: Date;
  from: TipRow['status'][];
  people: ReadonlyMap<string, PersonSummary>;
}

/** What a payment owes once recorded: its money movement, the receiver's notification, the receipt. */
function paymentDues(paidTip: TipRow, options: PaymentSettling) {
  return {
    posting: {
      transactionId: randomUUID(),
      kind: 'tip' as const,
      reference: `tip:${paidTip.id}`,
      tipId: paidTip.id,
      lines: tipLines(tipAmountsOf(paidTip)),
      at: options.now,
    },
    notification: tipReceived(paidTip, options.now),
    receipt: receiptJob(paidTip, options.people.get(paidTip.receiverUserId)?.username),
  };
}

/**
 * Records a payment: the tip paid with its answer, the ledger transaction, the receiver's
 * notification and its delivery job, the giver's receipt job; all or nothing, and nothing if the
 * tip was settled meanwhile (null then). Where the job queue stores jobs in SQL (pg-boss on the
 * app's database), that is one statement, one round trip, not a transaction of six
 * (docs/busy-night.md); otherwise the same in a transaction.
 */
async function settlePayment(db: Db, options: PaymentSettling): Promise<TipRow | null> {
  const { tip, from } = options;
  const changes = paidChanges(tip, options.outcome, options);
  const paidTip: TipRow = { ...tip, ...changes };
  const dues = paymentDues(paidTip, options);
  const queue = jobQueueOf(db);
  const unsettled = and(eq(tips.id, tip.id), inArray(tips.status, from));
  if (queue?.insertSql) {
    try {
      return await settleInOneStatement(db, {
        ...dues,
        changes,
        from,
        paidTip,
        queue: { insertSql: queue.insertSql },
      });
    } catch (error) {
      // A receiver account made by a concurrent first tip after the statement began: its line is
      // missing and the balance check refused the commit. The transaction below adds it.
      if (!isUnbalancedPosting(error)) throw error;
    }
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.update(tips).set(changes).where(unsettled).returning();
    if (!row) return null;
    await postLedgerTransaction(tx, dues.posting);
    await notify(tx, dues.notification);
    await owedReceipt(tx, row, options.people.get(row.receiverUserId)?.username);
    return row;
  });
}

/** What the text of a settlement's statement depends on; everything else is a placeholder. */
interface SettlementShape {
  /** The tip's columns it sets (`columnsSet`). */
  changed: string;
  /** How many statuses it may settle the tip from. */
  from: number;
  lines: number;
  notification: NotificationShape | null;
  receipt: boolean;
}

type InsertSql = Required<Pick<JobQueue, 'insertSql'>>;

/** The statement of `settleInOneStatement`, built once per shape. */
const settlementStatement = builtPerShape(
  (db, { shape, queue }: { shape: SettlementShape; queue: InsertSql }) => {
    const p = sql.placeholder;
    const from = Array.from({ length: shape.from }, (_, i) => p(`from.${i}`));
    const update = db
      .update(tips)
      .set(placeholdersFor(shape.changed) as Partial<TipRow>)
      .where(and(eq(tips.id, p('tipId')), inArray(tips.status, from)))
      .returning({ id: tips.id });
    const paid = sql`exists (select 1 from paid)`;
    const ctes = [
      sql`paid as (${update.getSQL()})`,
      postingCtesOfShape(shape.lines, paid),
      ...(shape.notification ? [notificationCtesOfShape(shape.notification, queue, paid)] : []),
      ...(shape.receipt
        ? [sql`receipt as (${queue.insertSql('mail-send', sql`${p('receipt')}::jsonb`, paid)})`]
        : []),
    ];
    return preparedStatement(
      db,
      sql`with ${sql.join(ctes, sql`, `)} select (select count(*) from paid)::int as paid, ${postingCounts}`,
    );
  },
  // pg-boss's insertSql is one function: the shape alone tells statements apart.
  ({ shape }) => JSON.stringify(shape),
);

async function settleInOneStatement(
  db: Db,
  options: ReturnType<typeof paymentDues> & {
    changes: ReturnType<typeof paidChanges>;
    from: TipRow['status'][];
    paidTip: TipRow;
    queue: InsertSql;
  },
): Promise<TipRow | null> {
  const { posting, notification, receipt, changes, from, queue } = options;
  const recipients = await recipientsOf(db, notification);
  const shape: SettlementShape = {
    changed: columnsSet(changes),
    from: from.length,
    lines: posting.lines.length,
    notification: recipients.length > 0 ? notificationShape(notification, recipients) : null,
    receipt: receipt !== null,
  };
  const values = {
    ...changes,
    tipId: options.paidTip.id,
    ...Object.fromEntries(from.map((status, i) => [`from.${i}`, status])),
    ...postingValues(posting),
    ...(recipients.length > 0 ? notificationValues(notification, recipients) : {}),
    ...(receipt ? { receipt: JSON.stringify(receipt) } : {}),
  };
  const [counts] = await settlementStatement(db, { shape, queue }).rows<{
    paid: number;
    posted: number;
    entries: number;
  }>(values);
  if (!counts || counts.paid === 0) return null;
  // Inside a caller's transaction the balance is checked at its commit: the missing lines go in now.
  if (counts.entries < posting.lines.length) await addMissingEntries(db, posting);
  if (recipients.length > 0) await noteJobSent(db, 'notifications-deliver');
  if (receipt) await noteJobSent(db, 'mail-send');
  return options.paidTip;
}

/** The ledger's commit-time check refusing a transaction whose entries do not sum to zero. */
function isUnbalancedPosting(error: unknown): boolean {
  for (let current = error, depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const fields = current as Error & { code?: unknown };
    if (fields.code === '23514' && /does not balance/.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
