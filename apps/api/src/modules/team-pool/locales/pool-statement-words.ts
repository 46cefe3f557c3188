import type { PoolPolicyKind } from '@opentip/shared/schemas/team-pool.schema';

/** A line of the team pool's account over the period (see pool-summary.text.ts). */
export type SummaryKey = 'opening' | 'tips' | 'refunds' | 'sharedOut' | 'closing';

/**
 * The words of a member's pool statement (CSV and PDF), in the reader's language. Each locale
 * file is typed by this interface, so a sentence missing in one language fails the typecheck.
 * Functions take numbers and days already written for the language.
 */
export interface PoolStatementWords {
  title: string;
  /** What the statement is kept for: the UK Employment (Allocation of Tips) Act 2023. */
  tipsAct: string;
  teamCode: string;
  period: string;
  /** After the period: its days are UTC and both are in it. */
  periodNote: string;
  generated: string;
  poolFrom: (from: string, to: string) => string;
  poolEmpty: string;
  /** The pool lines as the PDF labels them. */
  summary: Record<SummaryKey, string>;
  /** The same lines as the CSV's "Run" cell names them. */
  csvSummary: Record<SummaryKey, string>;
  tipCount: (count: number) => string;
  refundCount: (count: number) => string;
  /** "Run #3", "Runs #1, #2" (`seqs` already joined). */
  runs: (seqs: string, count: number) => string;
  noShareOut: string;
  columns: {
    run: string;
    runDate: string;
    period: string;
    policy: string;
    input: string;
    poolShared: string;
    share: string;
  };
  runHash: string;
  policies: Record<PoolPolicyKind, string>;
  equalShare: string;
  hours: (hours: string) => string;
  points: (role: string, points: string) => string;
  noRole: string;
  total: string;
  shares: (count: number) => string;
  noShares: string;
  page: string;
  csv: {
    team: string;
    member: string;
    run: string;
    runDate: string;
    periodStart: string;
    periodEnd: string;
    policy: string;
    input: string;
    poolAmount: string;
    count: string;
    shareAmount: string;
    currency: string;
    runHash: string;
  };
}
