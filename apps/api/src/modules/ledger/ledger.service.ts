import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { isBalanced, type LedgerLine } from './ledger-lines.ts';

const pairKey = (key: string, currency: string) => `${key}\u0000${currency}`;

/** The ids of the accounts the lines name, creating the ones that do not exist yet. */
async function accountIds(db: Db, lines: LedgerLine[]): Promise<Map<string, string>> {
  const wanted = new Map(lines.map((l) => [pairKey(l.accountKey, l.currency), l]));
  const find = async () => {
    const keys = [...new Set(lines.map((l) => l.accountKey))];
    const rows = await db
      .select({ id: ledgerAccounts.id, key: ledgerAccounts.key, currency: ledgerAccounts.currency })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.key, keys));
    return new Map(rows.map((r) => [pairKey(r.key, r.currency), r.id]));
  };
  let ids = await find();
  const missing = [...wanted.entries()].filter(([pair]) => !ids.has(pair)).map(([, line]) => line);
  if (missing.length === 0) return ids;
  // DO NOTHING rather than an upsert: a hot account (the fee account) is then never row-locked.
  await db
    .insert(ledgerAccounts)
    .values(missing.map((l) => ({ key: l.accountKey, kind: l.kind, currency: l.currency })))
    .onConflictDoNothing();
  ids = await find();
  return ids;
}

export interface PostOptions {
  kind: 'tip' | 'refund';
  /** Unique cause of the movement: posting the same reference twice posts it once. */
  reference: string;
  tipId: string | null;
  lines: LedgerLine[];
  at: Date;
}

/**
 * Writes one balanced transaction. Run it inside the database transaction that records what
 * caused it, so the cause and its money movement commit together. Returns false if the
 * reference was already posted.
 */
export async function postLedgerTransaction(db: Db, options: PostOptions): Promise<boolean> {
  const { lines, at } = options;
  if (!isBalanced(lines)) throw new Error(`unbalanced ledger transaction ${options.reference}`);
  const [posted] = await db
    .insert(ledgerTransactions)
    .values({ kind: options.kind, reference: options.reference, tipId: options.tipId, createdAt: at })
    .onConflictDoNothing({ target: ledgerTransactions.reference })
    .returning({ id: ledgerTransactions.id });
  if (!posted) return false;
  const ids = await accountIds(db, lines);
  await db.insert(ledgerEntries).values(
    lines.map((line) => {
      const accountId = ids.get(pairKey(line.accountKey, line.currency));
      if (!accountId) throw new Error(`ledger account ${line.accountKey} missing`);
      return {
        transactionId: posted.id,
        accountId,
        currency: line.currency,
        amount: line.amount,
        createdAt: at,
      };
    }),
  );
  return true;
}

/** Sums from PostgreSQL arrive as text; money stays integral all the way. */
export function toSafeInteger(value: string | number | null | undefined): number {
  const n = BigInt(value ?? 0);
  if (n > BigInt(Number.MAX_SAFE_INTEGER) || n < BigInt(Number.MIN_SAFE_INTEGER))
    throw new RangeError('sum too large');
  return Number(n);
}

/** The balance of an account: the sum of its entries (debit-positive), per currency. */
export async function accountBalances(db: Db, options: { accountKey: string }): Promise<Map<string, number>> {
  const rows = await db
    .select({
      currency: ledgerAccounts.currency,
      sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(eq(ledgerAccounts.key, options.accountKey))
    .groupBy(ledgerAccounts.currency);
  return new Map(rows.map((r) => [r.currency, toSafeInteger(r.sum)]));
}

export interface ReceivedSummary {
  currency: string;
  tipsToday: number;
  receivedToday: number;
  totalReceived: number;
  available: number;
}

/**
 * What a receiver (or team pool) account has been credited, from its ledger entries only:
 * tips today (count and amount), all tips ever, and the balance after refunds.
 */
export async function receivedSummaries(
  db: Db,
  options: { accountKey: string; since: Date },
): Promise<ReceivedSummary[]> {
  const isTip = sql`${ledgerTransactions.kind} = 'tip'`;
  const today = sql`${ledgerEntries.createdAt} >= ${options.since.toISOString()}`;
  const rows = await db
    .select({
      currency: ledgerAccounts.currency,
      tipsToday: sql<string>`count(*) filter (where ${isTip} and ${today})`,
      receivedToday: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${isTip} and ${today}), 0)`,
      totalReceived: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${isTip}), 0)`,
      available: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerAccounts.key, options.accountKey)))
    .groupBy(ledgerAccounts.currency);
  return rows.map((r) => ({
    currency: r.currency,
    tipsToday: toSafeInteger(r.tipsToday),
    receivedToday: toSafeInteger(r.receivedToday),
    totalReceived: toSafeInteger(r.totalReceived),
    available: toSafeInteger(r.available),
  }));
}
