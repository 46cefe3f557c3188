export const PERIOD_CHOICES = [
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'lastQuarter',
  'thisYear',
  'lastYear',
  'ukTaxYear',
  'lastUkTaxYear',
  'custom',
] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

export interface Period {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar day of the reader's calendar as YYYY-MM-DD (months roll over as Date does). */
const day = (year: number, month: number, date: number) => {
  const d = new Date(year, month, date);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * The whole calendar period a choice names, around `today` in the reader's calendar. A calendar
 * year is the tax year in most countries; the UK's runs from 6 April to 5 April.
 */
export function periodOf(choice: Exclude<PeriodChoice, 'custom'>, today: Date): Period {
  const year = today.getFullYear();
  const month = today.getMonth();
  const quarter = month - (month % 3);
  const ukStart = today >= new Date(year, 3, 6) ? year : year - 1;
  switch (choice) {
    case 'thisMonth':
      return { from: day(year, month, 1), to: day(year, month + 1, 0) };
    case 'lastMonth':
      return { from: day(year, month - 1, 1), to: day(year, month, 0) };
    case 'thisQuarter':
      return { from: day(year, quarter, 1), to: day(year, quarter + 3, 0) };
    case 'lastQuarter':
      return { from: day(year, quarter - 3, 1), to: day(year, quarter, 0) };
    case 'thisYear':
      return { from: day(year, 0, 1), to: day(year, 11, 31) };
    case 'lastYear':
      return { from: day(year - 1, 0, 1), to: day(year - 1, 11, 31) };
    case 'ukTaxYear':
      return { from: day(ukStart, 3, 6), to: day(ukStart + 1, 3, 5) };
    case 'lastUkTaxYear':
      return { from: day(ukStart - 1, 3, 6), to: day(ukStart, 3, 5) };
  }
}

const DAY_MS = 86_400_000;
/** The longest statement the API gives: a year, leap day included. */
export const MAX_STATEMENT_DAYS = 366;

/** A custom period the API accepts: two real days, in order, at most a year apart. */
export function isValidPeriod({ from, to }: Period): boolean {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return false;
  if (Number.isNaN(start) || Number.isNaN(end) || start > end) return false;
  return (end - start) / DAY_MS + 1 <= MAX_STATEMENT_DAYS;
}
