/** Local calendar days as YYYY-MM-DD: what a date input shows and what the filters keep. */
export type Ymd = string;

const pad = (n: number) => String(n).padStart(2, '0');

export function toYmd(date: Date): Ymd {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Midnight of a local day; undefined for anything that is not a real date. */
export function fromYmd(ymd: Ymd): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : undefined;
}

export function addDays(date: Date, days: number): Date {
  // Calendar arithmetic, not milliseconds: a daylight-saving change keeps days whole.
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Whole local days from a to b (b later). */
export function daysBetween(a: Date, b: Date): number {
  return Math.round(
    (Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) -
      Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) /
      86_400_000,
  );
}

/** SPEC 9: the transactions view covers the last 30 days, today included. */
export const DEFAULT_DAYS = 30;

export function lastDays(today: Date, days = DEFAULT_DAYS): { from: Ymd; to: Ymd } {
  return { from: toYmd(addDays(today, 1 - days)), to: toYmd(today) };
}
