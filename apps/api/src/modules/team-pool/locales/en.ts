import type { PoolStatementWords } from './pool-statement-words.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const en: PoolStatementWords = {
  title: 'Tip pool statement',
  tipsAct:
    'Kept for the record-keeping purpose of the UK Employment (Allocation of Tips) Act 2023: how the ' +
    "team's tips were allocated to this worker, under which policy and in which share-out. Every " +
    "share-out is kept in the team's hash-chained log; the run hash identifies it there.",
  teamCode: 'Team code',
  period: 'Period',
  periodNote: 'UTC days, inclusive',
  generated: 'Generated',
  poolFrom: (from, to) => `Team pool from ${from} to ${to} (UTC)`,
  poolEmpty: 'The pool held nothing and received nothing.',
  summary: {
    opening: 'Opening balance',
    tips: 'Tips',
    refunds: 'Refunds',
    sharedOut: 'Shared out',
    closing: 'Closing balance',
  },
  csvSummary: {
    opening: 'Pool opening balance',
    tips: 'Pool tips',
    refunds: 'Pool refunds',
    sharedOut: 'Pool shared out',
    closing: 'Pool closing balance',
  },
  tipCount: (count) => plural(count, 'tip', 'tips'),
  refundCount: (count) => plural(count, 'refund', 'refunds'),
  runs: (seqs, count) => `${count === 1 ? 'Run' : 'Runs'} ${seqs}`,
  noShareOut: 'No share-out',
  columns: {
    run: 'Run',
    runDate: 'Run date (UTC)',
    period: 'Period (UTC)',
    policy: 'Policy',
    input: 'Your input',
    poolShared: 'Pool shared',
    share: 'Your share',
  },
  runHash: 'Run hash',
  policies: {
    equal: 'Equal shares',
    percent: 'Fixed percentages',
    hours: 'Hours worked',
    points: 'Points per role',
  },
  equalShare: 'Equal share',
  hours: (hours) => `${hours} h`,
  points: (role, points) => `${role}: ${points} points`,
  noRole: 'No role',
  total: 'Total',
  shares: (count) => plural(count, 'share', 'shares'),
  noShares: 'No pool shares in this period.',
  page: 'Page',
  csv: {
    team: 'Team',
    member: 'Member',
    run: 'Run',
    runDate: 'Run date (UTC)',
    periodStart: 'Period start (UTC)',
    periodEnd: 'Period end (UTC)',
    policy: 'Policy',
    input: 'Member input',
    poolAmount: 'Pool amount',
    count: 'Count',
    shareAmount: 'Share amount',
    currency: 'Currency',
    runHash: 'Run hash',
  },
};
