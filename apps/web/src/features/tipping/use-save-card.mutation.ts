import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedCardData, type SaveCardBody, type SavedCard } from '@opentip/shared/schemas/cards.schema';
import { apiRequest } from '@/app/api/api-client';
import { useSession } from '@/app/session/use-session';
import { savedCardsQueryKey } from './use-saved-cards.query';

/** POST /cards: keeps a card the giver just entered, by its provider token (never the number). */
export function saveCard(body: SaveCardBody) {
  return apiRequest('/cards', { method: 'POST', body, schema: savedCardData });
}

export function useSaveCardMutation() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id ?? '';
  return useMutation({
    mutationFn: saveCard,
    onSuccess: ({ data }) => {
      // In the list at once: the way back to paying must not wait for the list to be asked again.
      queryClient.setQueryData<SavedCard[]>(savedCardsQueryKey(userId), (cards) => [
        data.card,
        ...(cards ?? []).filter((card) => card.id !== data.card.id),
      ]);
      return queryClient.invalidateQueries({ queryKey: savedCardsQueryKey(userId) });
    },
  });
}
