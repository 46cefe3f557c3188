import type { AccountUserType } from '@opentip/shared/schemas/user.schema';
import { addDays, fromYmd, lastDays, type Ymd } from './dashboard-dates';
import type { TipDirection, TransactionsParams } from './use-transactions.query';

export interface DashboardFilters {
  type: TipDirection;
  from: Ymd;
  to: Ymd;
  search: string;
}

/** A giver starts on what they gave, a receiver on what they received, over the last 30 days. */
export function defaultFilters(userType: AccountUserType, today: Date): DashboardFilters {
  return { type: userType === 'payer' ? 'sent' : 'received', ...lastDays(today), search: '' };
}

export function isDefault(filters: DashboardFilters, defaults: DashboardFilters): boolean {
  return (
    filters.type === defaults.type &&
    filters.from === defaults.from &&
    filters.to === defaults.to &&
    filters.search.trim() === ''
  );
}

export type FiltersProblem = 'dateInvalid' | 'dateRangeInvalid';

/** The API query of the filters, or what is wrong with them (a MESSAGES key). */
export function paramsOf(
  filters: DashboardFilters,
  options: { teamLogin: boolean },
): { params: TransactionsParams } | { problem: FiltersProblem } {
  const from = fromYmd(filters.from);
  const to = fromYmd(filters.to);
  if (!from || !to) return { problem: 'dateInvalid' };
  if (from > to) return { problem: 'dateRangeInvalid' };
  const search = filters.search.trim();
  return {
    params: {
      type: filters.type,
      // Whole local days: from the first day's midnight to the midnight after the last day.
      startDate: from.toISOString(),
      endDate: addDays(to, 1).toISOString(),
      ...(search ? { search } : {}),
      ...(options.teamLogin ? { teamLogin: true } : {}),
    },
  };
}
