import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type LedgerTransactionKind,
} from '../../db/schema/ledger.ts';
import { isBalanced, type LedgerLine } from './ledger-lines.ts';

export interface PostOptions {
  kind: LedgerTransactionKind;
  /** Unique cause of the movement: posting the same reference twice posts it once. */
  reference: string;
  tipId: string | null;
  lines: LedgerLine[];
  at: Date;
}

/** A line's values, or placeholders standing for them in a statement built once (db/built-once.ts). */
type LineParts = Record<keyof LedgerLine, unknown>;

const linesTable = (lines: LineParts[]) =>
  sql.join(
    lines.map((l) => sql`(${l.accountKey}::text, ${l.kind}::text, ${l.currency}::text, ${l.amount}::bigint)`),
    sql`, `,
  );

/** One balanced transaction to post, its id chosen beforehand. */
export interface Posting extends PostOptions {
  transactionId: string;
}

/**
 * The common table expressions that post one transaction (`lines`, `created`, `accounts`,
 * `posted`, `entries`), for a statement of the caller's: the accounts the lines name are created
 * when missing (DO NOTHING, so the hot fee account is never row-locked), the transaction row is
 * inserted unless its reference exists, and its entries beside it. `onlyIf`, SQL of the same
 * statement, lets the posting depend on what the statement did before it (a tip settled by it).
 */
export function ledgerPostingCtes(posting: Posting, onlyIf: SQL = sql`true`): SQL {
  if (!isBalanced(posting.lines)) throw new Error(`unbalanced ledger transaction ${posting.reference}`);
  return postingCtes({ ...posting, at: posting.at.toISOString() }, onlyIf);
}

/** A posting's values as its statement takes them, or placeholders standing for them. */
type PostingParts = Record<'transactionId' | 'kind' | 'reference' | 'tipId' | 'at', unknown> & {
  lines: LineParts[];
};

/** `ledgerPostingCtes` without its balance check, for values or placeholders. */
function postingCtes(posting: PostingParts, onlyIf: SQL): SQL {
  const { lines, at } = posting;
  return sql`
    lines (key, kind, currency, amount) as (values ${linesTable(lines)}),
    created as (
      insert into ledger_accounts (key, kind, currency)
      select distinct key, kind, currency from lines
      where ${onlyIf} and not exists (
        select 1 from ledger_accounts a where a.key = lines.key and a.currency = lines.currency)
      on conflict do nothing
      returning id, key, currency),
    accounts as (
      select a.id, a.key, a.currency from ledger_accounts a
      where (a.key, a.currency) in (select key, currency from lines)
      union all select id, key, currency from created),
    posted as (
      insert into ledger_transactions (id, kind, reference, tip_id, created_at)
      select ${posting.transactionId}::uuid, ${posting.kind}::text, ${posting.reference}::text,
        ${posting.tipId}::uuid, ${at}::timestamptz
      where ${onlyIf}
      on conflict (reference) do nothing
      returning id),
    entries as (
      insert into ledger_entries (transaction_id, account_id, currency, amount, created_at)
      select posted.id, accounts.id, lines.currency, lines.amount, ${at}
      from posted cross join lines
      join accounts on accounts.key = lines.key and accounts.currency = lines.currency
      returning 1)`;
}

const LINE_FIELDS = ['accountKey', 'kind', 'currency', 'amount'] as const;
const postingPlaceholder = (name: string) => sql.placeholder(`posting.${name}`);

/** `ledgerPostingCtes` for a posting of `lineCount` lines, with placeholders that `postingValues` fills. */
export function postingCtesOfShape(lineCount: number, onlyIf: SQL): SQL {
  const p = postingPlaceholder;
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    accountKey: p(`${i}.accountKey`),
    kind: p(`${i}.kind`),
    currency: p(`${i}.currency`),
    amount: p(`${i}.amount`),
  }));
  const at = p('at');
  return postingCtes(
    {
      transactionId: p('transactionId'),
      kind: p('kind'),
      reference: p('reference'),
      tipId: p('tipId'),
      at,
      lines,
    },
    onlyIf,
  );
}

/** The values of `postingCtesOfShape`'s placeholders for this posting, checked to balance. */
export function postingValues(posting: Posting): Record<string, unknown> {
  if (!isBalanced(posting.lines)) throw new Error(`unbalanced ledger transaction ${posting.reference}`);
  const values: Record<string, unknown> = {
    'posting.transactionId': posting.transactionId,
    'posting.kind': posting.kind,
    'posting.reference': posting.reference,
    'posting.tipId': posting.tipId,
    'posting.at': posting.at.toISOString(),
  };
  posting.lines.forEach((line, i) => {
    for (const field of LINE_FIELDS) values[`posting.${i}.${field}`] = line[field];
  });
  return values;
}

/** Whether a posting's statement posted it, and with how many of its lines. */
export const postingCounts = sql`(select count(*) from posted)::int as posted, (select count(*) from entries)::int as entries`;

/**
 * Writes one balanced transaction. Run it inside the database transaction that records what
 * caused it, so the cause and its money movement commit together. Returns false if the
 * reference was already posted. One round trip on the hot path of every tip.
 */
export async function postLedgerTransaction(db: Db, options: PostOptions): Promise<boolean> {
  const posting = { ...options, transactionId: randomUUID() };
  const [counts] = await rowsOf<{ posted: number; entries: number }>(
    db,
    sql`with ${ledgerPostingCtes(posting)} select ${postingCounts}`,
  );
  if (!counts || Number(counts.posted) === 0) return false;
  // An account created by a concurrent transaction after this statement's snapshot was taken is
  // seen by neither half of it: add those lines now (the commit-time check wants them all).
  if (Number(counts.entries) < options.lines.length) await addMissingEntries(db, posting);
  return true;
}

/** The lines a posting statement could not add (see postLedgerTransaction), added in the same transaction. */
export async function addMissingEntries(
  db: Db,
  options: { transactionId: string; lines: LedgerLine[]; at: Date },
): Promise<void> {
  const { transactionId, lines, at } = options;
  await db.execute(sql`
    with lines (key, kind, currency, amount) as (values ${linesTable(lines)})
    insert into ledger_entries (transaction_id, account_id, currency, amount, created_at)
    select ${transactionId}, a.id, lines.currency, lines.amount, ${at.toISOString()}
    from lines join ledger_accounts a on a.key = lines.key and a.currency = lines.currency
    where not exists (
      select 1 from ledger_entries e where e.transaction_id = ${transactionId} and e.account_id = a.id)`);
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
  /** Shares of team pools credited to the account ever (already part of `available`). */
  poolShares: number;
}

/**
 * What a receiver (or team pool) account has been credited, from its ledger entries only:
 * tips today (count and amount), all tips ever, pool shares ever, and the balance after refunds.
 */
export async function receivedSummaries(
  db: Db,
  options: { accountKey: string; since: Date },
): Promise<ReceivedSummary[]> {
  const isTip = sql`${ledgerTransactions.kind} = 'tip'`;
  const today = sql`${ledgerEntries.createdAt} >= ${options.since.toISOString()}`;
  // Credits only (entries are debit-positive): a pool's own debits when it shares out are not shares.
  const poolShareCredit = sql`${ledgerTransactions.kind} = 'poolShare' and ${ledgerEntries.amount} < 0`;
  const rows = await db
    .select({
      currency: ledgerAccounts.currency,
      tipsToday: sql<string>`count(*) filter (where ${isTip} and ${today})`,
      receivedToday: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${isTip} and ${today}), 0)`,
      totalReceived: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${isTip}), 0)`,
      available: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)`,
      poolShares: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${poolShareCredit}), 0)`,
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
    poolShares: toSafeInteger(r.poolShares),
  }));
}
