import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import { teams } from '../src/db/schema/businesses.ts';
import { paymentAccounts } from '../src/db/schema/payments.ts';
import { teamMemberships } from '../src/db/schema/teams.ts';
import { users, type UserRow } from '../src/db/schema/users.ts';
import { bearer, createUser } from './fixtures.ts';

/** A tip receiver with a linked sandbox account, ready to be tipped. */
export async function createReceiver(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
  options: { provider?: 'sandbox' | 'stripe'; accountId?: string } = {},
): Promise<{ user: UserRow; token: string }> {
  const created = await createUser(db, { userType: 'payee', accountType: 'individual', ...overrides });
  const accountId = options.accountId ?? `acct_sandbox_${randomBytes(8).toString('hex')}`;
  await db.insert(paymentAccounts).values({
    userId: created.user.id,
    provider: options.provider ?? 'sandbox',
    accountId,
    chargesEnabled: true,
    detailsSubmitted: true,
  });
  await db.update(users).set({ stripeConnectedAccountId: accountId }).where(eq(users.id, created.user.id));
  // A receiver made in a team is an accepted member (an admin with isTeamAdmin), as approval makes them.
  if (overrides.teamId)
    await db.insert(teamMemberships).values({
      teamId: overrides.teamId,
      userId: created.user.id,
      role: overrides.isTeamAdmin ? 'admin' : 'member',
      status: 'accepted',
    });
  return created;
}

export const createGiver = (db: Db, overrides: Partial<typeof users.$inferInsert> = {}) =>
  createUser(db, { userType: 'payer', accountType: null, occupation: null, ...overrides });

/** A team owned by a new receiver (account type "team"), whose tips go to the team pool. */
export async function createTeam(
  db: Db,
): Promise<{ teamId: string; owner: { user: UserRow; token: string } }> {
  const owner = await createReceiver(db, { accountType: 'team', isTeamOwner: true });
  const [team] = await db
    .insert(teams)
    .values({
      ownerId: owner.user.id,
      name: `Team ${owner.user.username}`,
      code: randomBytes(4).toString('hex'),
    })
    .returning();
  if (!team) throw new Error('team not created');
  await db.update(users).set({ teamId: team.id }).where(eq(users.id, owner.user.id));
  return { teamId: team.id, owner: { ...owner, user: { ...owner.user, teamId: team.id } } };
}

export const TEST_CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002500003155',
  noFunds: '4000000000009995',
} as const;

/** What the browser does before paying in sandbox mode: a card becomes a token. */
export async function sandboxToken(
  app: FastifyInstance,
  cardNumber: string = TEST_CARDS.ok,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/tokens',
    payload: { type: 'card', cardNumber, expMonth: 12, expYear: 2099, cvc: '123' },
  });
  if (res.statusCode !== 200) throw new Error(`tokenize failed: ${res.body}`);
  return res.json().data.paymentMethod.token as string;
}

export interface TipCall {
  key?: string | null;
  token?: string;
  body: Record<string, unknown>;
}

export function giveTip(app: FastifyInstance, call: TipCall) {
  const headers: Record<string, string> = {};
  if (call.key !== null) headers['idempotency-key'] = call.key ?? randomUUID();
  if (call.token) Object.assign(headers, bearer(call.token));
  return app.inject({
    method: 'POST',
    url: '/api/v1/transactions/createtransactions',
    headers,
    payload: call.body,
  });
}

/** Rows of raw SQL; both drivers answer { rows }. */
export { rowsOf };

/** Every ledger transaction balances per currency (what the double-entry rule promises). */
export async function unbalancedLedgerTransactions(db: Db): Promise<unknown[]> {
  return rowsOf(
    db,
    sql`select transaction_id, currency from ledger_entries group by transaction_id, currency having sum(amount) <> 0`,
  );
}

/** The balance of a ledger account, as the sum of its entries, or 0 when it has none. */
export async function ledgerBalance(db: Db, key: string, currency = 'USD'): Promise<number> {
  const [row] = await rowsOf<{ sum: string }>(
    db,
    sql`select coalesce(sum(e.amount), 0)::text as sum from ledger_entries e
        join ledger_accounts a on a.id = e.account_id where a.key = ${key} and a.currency = ${currency}`,
  );
  return Number(row?.sum ?? 0);
}

export async function countRows(
  db: Db,
  table: 'sandbox_charges' | 'ledger_transactions' | 'tips',
): Promise<number> {
  const [row] = await rowsOf<{ n: string }>(
    db,
    sql`select count(*)::text as n from ${sql.identifier(table)}`,
  );
  return Number(row?.n ?? 0);
}

export const newKey = () => randomUUID();
