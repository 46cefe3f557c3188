import { and, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminTipsQuery } from '@opentip/shared/schemas/admin.schema';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { tips, type TipRow } from '../../db/schema/payments.ts';
import { tipRefunds } from '../../db/schema/refunds.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../lib/app-error.ts';
import { providerKeyOf } from '../transactions/create-tip.service.ts';
import { refundTip } from '../transactions/refund-tip.service.ts';
import type { TipProviders } from '../transactions/tip-providers.ts';
import { pageOf, peopleByIds } from './admin-lists.ts';
import type { AdminPersonRef } from '@opentip/shared/schemas/admin.schema';
import { recordAdminAction } from './audit-log.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const presentTip = (row: TipRow, people: Map<string, AdminPersonRef>) => ({
  id: row.id,
  status: row.status,
  provider: row.provider,
  providerPaymentId: row.providerPaymentId,
  currency: row.currency,
  tipAmount: row.tipAmount,
  feeAmount: row.feeAmount,
  netAmount: row.netAmount,
  totalAmount: row.totalAmount,
  refundedAmount: row.refundedAmount,
  giverUserId: row.giverUserId,
  giverEmail: row.giverEmail,
  receiverUserId: row.receiverUserId,
  receiver: (row.receiverUserId && people.get(row.receiverUserId)) || null,
  toTeamId: row.toTeamId,
  creditTo: row.creditTo,
  createdAt: row.createdAt.toISOString(),
});

/** The receiver as typed by the administrator: an id, a unique ID or a user name. */
function receiverMatch(receiver: string): SQL {
  const byName = or(eq(users.uniqueId, receiver), eq(sql`lower(${users.username})`, receiver.toLowerCase()));
  const who = UUID.test(receiver) ? or(eq(users.id, receiver), byName) : byName;
  return inArray(tips.receiverUserId, sql`(select ${users.id} from ${users} where ${who})`);
}

/** A guest giver's email is on the tip; a signed-in giver's on their account. */
function giverEmailMatch(email: string): SQL {
  const accounts = sql`(select ${users.id} from ${users} where lower(${users.email}) = ${email})`;
  return or(eq(sql`lower(${tips.giverEmail})`, email), inArray(tips.giverUserId, accounts)) as SQL;
}

export async function listTips(db: Db, query: AdminTipsQuery) {
  const filters: SQL[] = [];
  if (query.receiver) filters.push(receiverMatch(query.receiver));
  if (query.giverEmail) filters.push(giverEmailMatch(query.giverEmail.toLowerCase()));
  if (query.amount !== undefined) filters.push(eq(tips.totalAmount, query.amount));
  if (query.currency) filters.push(eq(tips.currency, query.currency));
  if (query.from) filters.push(gte(tips.createdAt, query.from));
  if (query.to) filters.push(lte(tips.createdAt, query.to));
  if (query.status) filters.push(eq(tips.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db
    .select()
    .from(tips)
    .where(where)
    .orderBy(desc(tips.createdAt), desc(tips.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  const [totals] = await db.select({ total: count() }).from(tips).where(where);
  const people = await peopleByIds(
    db,
    rows.map((row) => row.receiverUserId),
  );
  return { tips: rows.map((row) => presentTip(row, people)), ...pageOf(query.page, totals?.total ?? 0) };
}

async function requireTip(db: Db, id: string): Promise<TipRow> {
  const [tip] = await db.select().from(tips).where(eq(tips.id, id));
  if (!tip) throw notFound('transactionNotFound', 'TRANSACTION_NOT_FOUND');
  return tip;
}

/** What the provider says of the charge, read-only; an unreachable provider is shown, not thrown. */
async function providerRecordOf(providers: TipProviders, tip: TipRow) {
  try {
    const found = await providers
      .named(tip.provider)
      .findCharge({ intentId: tip.id, idempotencyKey: providerKeyOf(tip), paymentId: tip.providerPaymentId });
    return {
      reachable: true,
      found: found !== null,
      status: found?.status ?? null,
      paymentId: found?.paymentId ?? null,
    };
  } catch {
    return { reachable: false, found: false, status: null, paymentId: null };
  }
}

export async function getTip(db: Db, providers: TipProviders, id: string) {
  const tip = await requireTip(db, id);
  const transactions = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.tipId, id))
    .orderBy(ledgerTransactions.createdAt, ledgerTransactions.id);
  const entries = transactions.length
    ? await db
        .select({
          transactionId: ledgerEntries.transactionId,
          accountKey: ledgerAccounts.key,
          currency: ledgerEntries.currency,
          amount: ledgerEntries.amount,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(
          inArray(
            ledgerEntries.transactionId,
            transactions.map((t) => t.id),
          ),
        )
        .orderBy(ledgerEntries.id)
    : [];
  const refunds = await db
    .select()
    .from(tipRefunds)
    .where(eq(tipRefunds.tipId, id))
    .orderBy(tipRefunds.createdAt, tipRefunds.id);
  return {
    tip: presentTip(tip, await peopleByIds(db, [tip.receiverUserId])),
    ledger: transactions.map((t) => ({
      id: t.id,
      kind: t.kind,
      reference: t.reference,
      createdAt: t.createdAt.toISOString(),
      entries: entries
        .filter((e) => e.transactionId === t.id)
        .map(({ accountKey, currency, amount }) => ({ accountKey, currency, amount })),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: r.amount,
      refundedTotal: r.refundedTotal,
      status: r.status,
      requestedBy: r.requestedBy,
      providerRefundId: r.providerRefundId,
      createdAt: r.createdAt.toISOString(),
      completedAt: iso(r.completedAt),
    })),
    providerRecord: await providerRecordOf(providers, tip),
  };
}

/** The receiver's refund service, run by an administrator: its audit entry commits with the ledger. */
export async function refundTipAsAdmin(options: {
  db: Db;
  providers: TipProviders;
  now: Date;
  adminUserId: string;
  tipId: string;
  amount?: number;
  reason: string;
  log?: { error(obj: object, msg: string): void };
}) {
  const before = await requireTip(options.db, options.tipId);
  const after = await refundTip({
    db: options.db,
    providers: options.providers,
    tipId: before.id,
    amount: options.amount,
    requestedBy: options.adminUserId,
    now: options.now,
    log: options.log,
    onRecorded: (tx, refund, tip) =>
      recordAdminAction(tx, {
        adminUserId: options.adminUserId,
        action: 'tip.refund',
        targetType: 'tip',
        targetId: tip.id,
        // `tip` is as it was locked, before this refund was recorded.
        before: { refundedAmount: tip.refundedAmount },
        after: { refundedAmount: refund.refundedTotal, refundId: refund.id, amount: refund.amount },
        reason: options.reason,
        at: options.now,
      }),
  });
  return { tip: presentTip(after, await peopleByIds(options.db, [after.receiverUserId])) };
}
