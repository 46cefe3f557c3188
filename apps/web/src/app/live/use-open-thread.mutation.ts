import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { openThreadData, type OpenThreadBody } from '@opentip/shared/schemas/chat.schema';
import { apiRequest } from '../api/api-client';
import { useNotify } from '../use-notify';
import { chatKeys } from './chat-cache';
import { chatPathFor, useWideScreen } from './use-wide-screen';

export async function openThread(body: OpenThreadBody) {
  const { data } = await apiRequest('/user/chat/thread', { method: 'POST', body, schema: openThreadData });
  return data.thread;
}

/**
 * POST /user/chat/thread (the conversation a tip or a team allows, new or the pair's existing
 * one), then the conversation on screen. Used from outside chat, such as a tip's details.
 */
export function useOpenThreadMutation() {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const wide = useWideScreen();
  return useMutation({
    mutationFn: openThread,
    onSuccess: (thread) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.threadLists });
      void navigate(chatPathFor(thread.id, wide));
    },
    onError: (error) => notify.apiError(error),
  });
}
