import { sql } from 'drizzle-orm';
import { toMajorString } from '@opentip/shared/money';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../../test/fixtures.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** A signed amount in minor units as the CSV writes it: decimal major units with a dot. */
/** GET /statements as the token's person, with the query given. */
export const requestStatement = (app: FastifyInstance, token: string, query: Record<string, string>) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/statements?${new URLSearchParams(query).toString()}`,
    headers: bearer(token),
  });

export const csvMoney = (amount: number, currency: string) =>
  amount < 0 ? `-${toMajorString(-amount, currency)}` : toMajorString(amount, currency);

export interface LedgerMove {
  at: string;
  kind: string;
  currency: string;
  /** Credit-positive: what the movement added to the account. */
  amount: number;
}

const DAY_MS = 86_400_000;
const window = (from: string, to: string) => ({
  start: `${from}T00:00:00.000Z`,
  end: new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString(),
});

/** The ledger entries on the accounts named by `keys`, from..to (UTC days), oldest first. */
export async function ledgerMoves(db: Db, keys: string[], from: string, to: string): Promise<LedgerMove[]> {
  const { start, end } = window(from, to);
  const rows = await rowsOf<{ at: string; kind: string; currency: string; amount: string }>(
    db,
    sql`select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
          t.kind, e.currency, (-e.amount)::text as amount
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        join ledger_transactions t on t.id = e.transaction_id
        where a.key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}) and e.created_at >= ${start} and e.created_at < ${end}
        order by e.created_at, e.id`,
  );
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

/** What a giver's tips moved at the providers (charged +, refunded -), per ledger transaction. */
export async function giverMoves(db: Db, giverId: string, from: string, to: string): Promise<LedgerMove[]> {
  const { start, end } = window(from, to);
  const rows = await rowsOf<{ at: string; kind: string; currency: string; amount: string }>(
    db,
    sql`select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
          t.kind, e.currency, sum(e.amount)::text as amount
        from ledger_transactions t join tips on tips.id = t.tip_id
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.kind = 'providerClearing'
        where tips.giver_user_id = ${giverId} and t.created_at >= ${start} and t.created_at < ${end}
        group by t.id, t.created_at, t.kind, e.currency
        order by t.created_at, t.id`,
  );
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

/** Per currency, the sum of the moves. */
export function sums(moves: LedgerMove[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const move of moves) out.set(move.currency, (out.get(move.currency) ?? 0) + move.amount);
  return out;
}
