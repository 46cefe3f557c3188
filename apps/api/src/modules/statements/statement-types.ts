import type { Language } from '@opentip/shared/occupations';
import type { StatementKind } from '@opentip/shared/schemas/statements.schema';
import type { LineKind, TotalKey } from './locales/statement-words.ts';

/**
 * One line of a statement, from one ledger movement (or one pool share). Amounts are integers in
 * minor units of `currency`: `amount` the gross (a tip as charged, a refund as returned, a payout
 * as it left the balance), `fee` the platform's (or the payout provider's) part, `net` the signed
 * effect on what the statement adds up (a receiver's balance, a giver's spending, a pool share-out).
 */
export interface StatementLine {
  at: string;
  kind: LineKind;
  /**
   * The team a tip or pool share came through, or the provider of a payout (received); the
   * receiver (given); the member and their team (allocated).
   */
  party: string | null;
  amount: number;
  fee: number;
  net: number;
  /** How much of the tip has been refunded so far (tips only). */
  refunded: number | null;
  currency: string;
  /** The provider's reference (payment, refund, payout) or the share-out's number. */
  reference: string;
}

export interface CurrencyTotals {
  currency: string;
  lines: { key: TotalKey; count: number | null; amount: number }[];
}

/** Form 4070's monthly line: one per month, employer (team) and currency. */
export interface MonthlyLine {
  month: string;
  employer: string | null;
  currency: string;
  cardTips: number;
  fees: number;
  poolShares: number;
  net: number;
}

export interface Statement {
  kind: StatementKind;
  lang: Language;
  person: { username: string; fullName: string | null };
  /** UTC days, inclusive. */
  from: string;
  to: string;
  lines: StatementLine[];
  /** Per currency, sorted by code. */
  totals: CurrencyTotals[];
  monthly: MonthlyLine[];
  generatedAt: string;
}
