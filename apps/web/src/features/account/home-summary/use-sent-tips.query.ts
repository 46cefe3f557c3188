import { useQuery } from '@tanstack/react-query';
import { tipsPageData } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';

export const RECENT_TIPS = 5;

async function fetchSentTips() {
  const query = new URLSearchParams({ type: 'sent', page: '1', limit: String(RECENT_TIPS) });
  const { data } = await apiRequest(`/transactions?${query}`, { schema: tipsPageData });
  return data.transactions;
}

/** GET /transactions?type=sent: a giver's latest tips (the server's default window, SPEC 9's 30 days). */
export function useSentTipsQuery(userId: string) {
  return useQuery({ queryKey: ['home', 'sent-tips', userId], queryFn: fetchSentTips });
}
