import type { StatementKind } from '@opentip/shared/schemas/statements.schema';

/** What a line of a statement records. */
export type LineKind = 'tip' | 'refund' | 'poolShare' | 'payout' | 'payoutReturn' | 'given' | 'allocation';
/** The per-currency totals a statement adds up (see statement-totals.ts). */
export type TotalKey =
  | 'tipsGross'
  | 'fees'
  | 'tips'
  | 'refunds'
  | 'poolShares'
  | 'payouts'
  | 'payoutReturns'
  | 'net'
  | 'given'
  | 'refundedToYou'
  | 'paid'
  | 'allocated';

/** The labels of a statement (CSV and PDF), in the reader's language. */
export interface StatementWords {
  title: Record<StatementKind, string>;
  period: string;
  generated: string;
  /** Under the heading: times are UTC and the period's days are both in it. */
  utcNote: string;
  section: { line: string; total: string; monthly: string };
  columns: {
    date: string;
    type: string;
    party: Record<StatementKind, string>;
    amount: string;
    fee: string;
    net: string;
    refunded: string;
    currency: string;
    reference: string;
  };
  kinds: Record<LineKind, string>;
  totals: Record<TotalKey, string>;
  totalsTitle: string;
  monthly: {
    title: string;
    note: string;
    month: string;
    employer: string;
    cardTips: string;
    fees: string;
    poolShares: string;
    net: string;
  };
  ownTips: string;
  nothing: string;
  /** "Page", before "2 / 5" (numbers apart from words, so right-to-left text keeps them whole). */
  page: string;
}
