import { useQuery } from '@tanstack/react-query';
import { savedCardsData } from '@opentip/shared/schemas/cards.schema';
import { apiRequest } from '@/app/api/api-client';

/** Per user, the same key as the tipping screens use, so a card saved anywhere shows everywhere. */
export const cardsQueryKey = (userId: string) => ['cards', userId] as const;

/** GET /cards: the owner's saved cards, newest first (brand, last 4, expiry; never the number). */
export function useBusinessCardsQuery(userId: string) {
  return useQuery({
    queryKey: cardsQueryKey(userId),
    queryFn: async () => (await apiRequest('/cards', { schema: savedCardsData })).data.cards,
    staleTime: 60_000,
  });
}
