import { useQuery } from '@tanstack/react-query';
import { savedCardsData } from '@opentip/shared/schemas/cards.schema';
import { apiRequest } from '@/app/api/api-client';
import { useSession } from '@/app/session/use-session';

/** GET /cards: the signed-in giver's saved cards, newest first (brand, last 4, expiry; no number). */
export async function fetchSavedCards() {
  const { data } = await apiRequest('/cards', { schema: savedCardsData });
  return data.cards;
}

/** Per user, so one giver's cards are never shown to the next one signed in on this browser. */
export const savedCardsQueryKey = (userId: string) => ['cards', userId] as const;

/** Guests have no saved cards: nothing is asked for them. */
export function useSavedCardsQuery() {
  const userId = useSession()?.user.id ?? '';
  return useQuery({
    queryKey: savedCardsQueryKey(userId),
    queryFn: fetchSavedCards,
    enabled: userId !== '',
    staleTime: 60_000,
  });
}
