export const PERIODS = ['all', 'week', 'month', 'year'] as const;
export type Period = (typeof PERIODS)[number];

const DAYS: Record<Period, number | null> = { all: null, week: 7, month: 30, year: 365 };

/** The first UTC day of the period that ends today (today counts as one of its days); '' for all. */
export function periodStart(period: Period, today: Date = new Date()): string {
  const days = DAYS[period];
  if (days === null) return '';
  const start = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1)),
  );
  return start.toISOString().slice(0, 10);
}
