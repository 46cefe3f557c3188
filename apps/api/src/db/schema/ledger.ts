import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tips } from './payments.ts';

export const LEDGER_ACCOUNT_KINDS = ['providerClearing', 'receiver', 'teamPool', 'platformFee'] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];
/** payout: a receiver's withdrawal leaves their balance; payoutReturn: a failed one comes back. */
export const LEDGER_TRANSACTION_KINDS = ['tip', 'refund', 'poolShare', 'payout', 'payoutReturn'] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

/**
 * Double-entry ledger. An account holds one currency; `key` names its owner
 * ("receiver:<userId>", "teamPool:<teamId>", "providerClearing:stripe", "platformFee").
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_currency_key').on(t.key, t.currency),
    // Target of the entries' (account, currency) reference: an entry is in its account's currency.
    unique('ledger_accounts_id_currency_key').on(t.id, t.currency),
  ],
);

/** One movement of money; its entries sum to zero per currency (checked at commit by a trigger). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: LEDGER_TRANSACTION_KINDS }).notNull(),
    /** What caused it, unique, so one event is never posted twice ("tip:<id>", "refund:<id>:<n>"). */
    reference: text('reference').notNull(),
    tipId: uuid('tip_id').references(() => tips.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_reference_key').on(t.reference),
    index('ledger_transactions_tip_idx').on(t.tipId),
  ],
);

/** Signed amounts in minor units: debits positive, credits negative. Never updated or deleted. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'ledger_entries_account_currency_fk',
      columns: [t.accountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    index('ledger_entries_account_created_idx').on(t.accountId, t.createdAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_nonzero_check', sql`${t.amount} <> 0`),
  ],
);
