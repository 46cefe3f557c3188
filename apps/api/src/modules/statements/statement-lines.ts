import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { accountKeys } from '../ledger/ledger-lines.ts';
import { toSafeInteger } from '../ledger/ledger.service.ts';
import type { LineKind } from './locales/statement-words.ts';
import type { StatementLine } from './statement-types.ts';

export interface Period {
  start: Date;
  end: Date;
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The sum of a ledger transaction's lines on one kind of account, in one currency. */
const sideOf = (kind: string, currency: SQL) => sql`(select sum(s.amount) from ledger_entries s
  join ledger_accounts sa on sa.id = s.account_id
  where s.transaction_id = t.id and sa.kind = ${kind} and s.currency = ${currency})`;

/** Every account a receiver is owed money on: the card rail's and those of PayPal and Flutterwave. */
export const receiverKeys = (userId: string) => [
  accountKeys.receiver(userId),
  accountKeys.receiver(userId, 'paypal'),
  accountKeys.receiver(userId, 'flutterwave'),
];

interface Row {
  at: string;
  kind: 'tip' | 'refund' | 'poolShare' | 'payout' | 'payoutReturn';
  currency: string;
  net: string;
  gross: string | null;
  fee: string | null;
  refunded: string | null;
  tip_ref: string | null;
  refund_ref: string | null;
  payout_amount: string | null;
  payout_fee: string | null;
  payout_ref: string | null;
  party: string | null;
  run_seq: number | null;
}

const num = (value: string | null) => (value === null ? 0 : toSafeInteger(value));

function referenceOf(row: Row): string {
  if (row.kind === 'tip') return row.tip_ref ?? '';
  if (row.kind === 'refund') return row.refund_ref ?? row.tip_ref ?? '';
  if (row.kind === 'poolShare') return row.run_seq === null ? '' : `#${row.run_seq}`;
  return row.payout_ref ?? '';
}

function lineOf(row: Row, kind: LineKind): StatementLine {
  const payout = row.kind === 'payout' || row.kind === 'payoutReturn';
  const net = num(row.net);
  return {
    at: row.at,
    kind,
    party: row.party,
    amount: payout ? num(row.payout_amount) : row.gross === null ? Math.abs(net) : Math.abs(num(row.gross)),
    fee: payout ? num(row.payout_fee) : Math.abs(num(row.fee)),
    net,
    refunded: row.kind === 'tip' ? num(row.refunded) : null,
    currency: row.currency,
    reference: referenceOf(row),
  };
}

/** What the ledger row's transaction was caused by: the tip, refund, payout or share-out. */
const causes = sql`
  left join tips tp on tp.id = t.tip_id
  left join tip_refunds rf on t.kind = 'refund' and rf.tip_id = t.tip_id
    and rf.refunded_total::text = split_part(t.reference, ':', 3)
  left join payouts po on t.kind in ('payout', 'payoutReturn') and po.id::text = split_part(t.reference, ':', 2)
  left join team_pool_runs r on t.kind = 'poolShare' and r.id::text = split_part(t.reference, ':', 2)`;

const causeColumns = sql`tp.refunded_amount::text as refunded, tp.provider_payment_id as tip_ref,
  rf.provider_refund_id as refund_ref, po.amount::text as payout_amount, po.fee::text as payout_fee,
  po.provider_payout_id as payout_ref, r.seq as run_seq`;

/**
 * A receiver's statement lines: every entry on their receiver accounts in the period (the ledger
 * is the record), each with what caused it. `net` is the entry as it moved their balance.
 */
export async function receivedLines(db: Db, options: { userId: string; period: Period }) {
  const { start, end } = options.period;
  const keys = sql.join(
    receiverKeys(options.userId).map((key) => sql`${key}`),
    sql`, `,
  );
  const rows = await rowsOf<Row>(
    db,
    sql`with mine as (
        select e.id, e.transaction_id, e.currency, e.amount, e.created_at
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.key in (${keys}) and e.created_at >= ${start.toISOString()}
          and e.created_at < ${end.toISOString()})
      select ${iso(sql`m.created_at`)} as at, t.kind, m.currency, (-m.amount)::text as net,
        ${sideOf('providerClearing', sql`m.currency`)}::text as gross,
        ${sideOf('platformFee', sql`m.currency`)}::text as fee,
        coalesce(pt.name, rt.name, po.provider) as party, ${causeColumns}
      from mine m join ledger_transactions t on t.id = m.transaction_id
      ${causes}
      left join teams pt on pt.id = tp.to_team_id
      left join teams rt on rt.id = r.team_id
      order by m.created_at, m.id`,
  );
  return rows.map((row) => lineOf(row, row.kind));
}

/**
 * A giver's receipts: their paid tips and the refunds of them in the period, from the ledger's
 * provider side (what was charged, what came back). `net` is what it cost them: + a tip, - a refund.
 */
export async function givenLines(db: Db, options: { userId: string; period: Period }) {
  const { start, end } = options.period;
  const rows = await rowsOf<Row>(
    db,
    sql`select ${iso(sql`t.created_at`)} as at, t.kind, tp.currency,
        ${sideOf('providerClearing', sql`tp.currency`)}::text as net, null as gross,
        ${sideOf('platformFee', sql`tp.currency`)}::text as fee,
        coalesce(u.full_name, u.username) as party, ${causeColumns}
      from ledger_transactions t ${causes}
      join users u on u.id = tp.receiver_user_id
      where tp.giver_user_id = ${options.userId} and t.kind in ('tip', 'refund')
        and t.created_at >= ${start.toISOString()} and t.created_at < ${end.toISOString()}
      order by t.created_at, t.id`,
  );
  return rows.map((row) => lineOf(row, row.kind === 'tip' ? 'given' : 'refund'));
}

interface ShareRow {
  at: string;
  currency: string;
  amount: string;
  member: string;
  team: string;
  run_seq: number;
  run_hash: string;
}

/** The share-outs of the given teams' pools in the period: who got what, when, in which run. */
export async function allocatedLines(
  db: Db,
  options: { teamIds: string[]; period: Period },
): Promise<StatementLine[]> {
  if (options.teamIds.length === 0) return [];
  const { start, end } = options.period;
  const teams = sql.join(
    options.teamIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await rowsOf<ShareRow>(
    db,
    sql`select ${iso(sql`s.created_at`)} as at, s.currency, s.amount::text as amount,
        coalesce(u.full_name, u.username) as member, tm.name as team, r.seq as run_seq, r.hash as run_hash
      from team_pool_shares s join team_pool_runs r on r.id = s.run_id
      join users u on u.id = s.user_id join teams tm on tm.id = s.team_id
      where s.team_id in (${teams}) and s.created_at >= ${start.toISOString()}
        and s.created_at < ${end.toISOString()}
      order by s.created_at, tm.name, r.seq, s.currency, u.username`,
  );
  return rows.map((row) => {
    const amount = toSafeInteger(row.amount);
    return {
      at: row.at,
      kind: 'allocation',
      party: `${row.member} (${row.team})`,
      amount,
      fee: 0,
      net: amount,
      refunded: null,
      currency: row.currency,
      reference: `#${row.run_seq} ${row.run_hash.slice(0, 16)}`,
    };
  });
}
