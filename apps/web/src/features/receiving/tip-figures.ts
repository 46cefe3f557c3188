import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';
import { addDays, daysBetween, fromYmd, toYmd, type Ymd } from './dashboard-dates';

export type Side = 'sent' | 'received';

/** Which side of a tip the viewer is on; a tip to oneself cannot happen, a team pool's tips are received. */
export function sideOf(tip: TipTransaction, userId: string): Side {
  return tip.giver?.id === userId && tip.payee.id !== userId ? 'sent' : 'received';
}

/** What counts for the viewer: a receiver gets the net amount, a giver gave what the card was charged. */
export function amountFor(tip: TipTransaction, side: Side): number {
  return side === 'received' ? tip.amounts.net : tip.amounts.total;
}

export interface CurrencyTotal {
  currency: string;
  amount: number;
  count: number;
}

/** Sums per currency, the given currency first. */
export function totalsByCurrency(
  tips: readonly TipTransaction[],
  userId: string,
  first: string,
): CurrencyTotal[] {
  const byCurrency = new Map<string, CurrencyTotal>();
  for (const tip of tips) {
    const total = byCurrency.get(tip.currency) ?? { currency: tip.currency, amount: 0, count: 0 };
    total.amount += amountFor(tip, sideOf(tip, userId));
    total.count += 1;
    byCurrency.set(tip.currency, total);
  }
  const list = [...byCurrency.values()];
  return list.sort((a, b) =>
    a.currency === first ? -1 : b.currency === first ? 1 : a.currency.localeCompare(b.currency),
  );
}

export interface ChartBar {
  /** First local day of the bar. */
  start: Ymd;
  /** Last local day of the bar (the same as start for daily bars). */
  end: Ymd;
  amount: number;
  count: number;
}

/** At most this many bars: beyond a month, one bar covers several days. */
export const MAX_BARS = 31;

/** Amounts in one currency per local day (or per group of days) from `from` to `to`, oldest first. */
export function chartBars(
  tips: readonly TipTransaction[],
  options: { from: Ymd; to: Ymd; currency: string; userId: string },
): ChartBar[] {
  const from = fromYmd(options.from);
  const to = fromYmd(options.to);
  if (!from || !to || from > to) return [];
  const days = daysBetween(from, to) + 1;
  const perBar = Math.ceil(days / MAX_BARS);
  const bars: ChartBar[] = [];
  for (let offset = 0; offset < days; offset += perBar) {
    const last = Math.min(offset + perBar, days) - 1;
    bars.push({ start: toYmd(addDays(from, offset)), end: toYmd(addDays(from, last)), amount: 0, count: 0 });
  }
  for (const tip of tips) {
    if (tip.currency !== options.currency) continue;
    const index = Math.floor(daysBetween(from, new Date(tip.createdAt)) / perBar);
    const bar = bars[index];
    if (!bar || index < 0) continue;
    bar.amount += amountFor(tip, sideOf(tip, options.userId));
    bar.count += 1;
  }
  return bars;
}

/** Giver figures (there is no balance for what one gave): today and the whole period, per currency. */
export function givenFigures(
  tips: readonly TipTransaction[],
  options: { userId: string; currency: string; today: Date },
) {
  const today = toYmd(options.today);
  const todays = tips.filter((tip) => toYmd(new Date(tip.createdAt)) === today);
  return {
    today: totalsByCurrency(todays, options.userId, options.currency),
    period: totalsByCurrency(tips, options.userId, options.currency),
  };
}
