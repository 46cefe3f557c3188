import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tipsPageData, type TipTransaction } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';

export type TipDirection = 'all' | 'sent' | 'received';

/** GET /transactions query (SPEC 7); dates are ISO date-times of local day starts. */
export interface TransactionsParams {
  type: TipDirection;
  search?: string;
  startDate: string;
  endDate: string;
  /** A team owner sees the tips of the team pool. */
  teamLogin?: boolean;
}

const PAGE_SIZE = 100;
/** Enough for a busy month of one receiver; beyond it the view says it shows the latest only. */
export const MAX_PAGES = 10;

export interface TransactionsResult {
  transactions: TipTransaction[];
  total: number;
  /** More tips matched than were loaded. */
  truncated: boolean;
}

function queryString(params: TransactionsParams, page: number): string {
  const query = new URLSearchParams({
    type: params.type,
    startDate: params.startDate,
    endDate: params.endDate,
  });
  if (params.search) query.set('search', params.search);
  if (params.teamLogin) query.set('teamLogin', 'true');
  query.set('page', String(page));
  query.set('limit', String(PAGE_SIZE));
  return query.toString();
}

/** Every page of the window (up to MAX_PAGES): the chart and the totals need the whole period. */
export async function fetchTransactions(params: TransactionsParams): Promise<TransactionsResult> {
  const transactions: TipTransaction[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { data } = await apiRequest(`/transactions?${queryString(params, page)}`, { schema: tipsPageData });
    transactions.push(...data.transactions);
    if (!data.hasMore) return { transactions, total: data.total, truncated: false };
    if (page === MAX_PAGES) return { transactions, total: data.total, truncated: true };
  }
  return { transactions, total: transactions.length, truncated: false };
}

export function useTransactionsQuery(params: TransactionsParams | null) {
  return useQuery({
    queryKey: ['receiving', 'transactions', params],
    queryFn: () => fetchTransactions(params as TransactionsParams),
    enabled: params !== null,
    // Changing a filter keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
