import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedCardData, type SaveCardBody } from '@opentip/shared/schemas/cards.schema';
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCardsQueryKey(userId) }),
  });
}
