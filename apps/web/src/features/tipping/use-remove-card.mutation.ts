import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedCard } from '@opentip/shared/schemas/cards.schema';
import { apiRequest } from '@/app/api/api-client';
import { useSession } from '@/app/session/use-session';
import { savedCardsQueryKey } from './use-saved-cards.query';

/** DELETE /cards/{id}: answers "Card removed". */
export function removeCard(id: string) {
  return apiRequest(`/cards/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveCardMutation() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id ?? '';
  const key = savedCardsQueryKey(userId);
  return useMutation({
    mutationFn: removeCard,
    onSuccess: (_answer, id) => {
      // Gone from the list at once; the refetch confirms it.
      queryClient.setQueryData<SavedCard[]>(key, (cards) => cards?.filter((card) => card.id !== id));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
