import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createMessageData } from '@opentip/shared/schemas/chat.schema';
import { ApiError, apiRequest } from '@/app/api/api-client';
import { errorText } from '@/app/api/api-message';
import { applyMessage } from '@/app/live/chat-cache';
import { newClientId } from '@/app/live/client-id';
import { sessionStore } from '@/app/session/session-store';

/** A message of mine shown before the server has it: sending, or failed with a retry. */
export interface PendingMessage {
  clientId: string;
  message: string;
  createdAt: string;
  status: 'sending' | 'failed';
  error?: string;
}

async function postMessage(chatRoomId: string, pending: PendingMessage) {
  const { data } = await apiRequest('/message/createMessage', {
    method: 'POST',
    body: { chatRoomId, message: pending.message, clientId: pending.clientId },
    schema: createMessageData,
  });
  return data.message;
}

/**
 * Messages on their way: each shows at once as "sending", then joins the conversation as the
 * server numbered it. A retry sends the same clientId, so the server stores it once whatever
 * happened to the first attempt.
 */
export function useOutbox(chatRoomId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const deliver = useCallback(
    async (item: PendingMessage) => {
      const sending: PendingMessage = { ...item, status: 'sending', error: undefined };
      setPending((list) => [...list.filter((p) => p.clientId !== item.clientId), sending]);
      try {
        applyMessage(queryClient, await postMessage(chatRoomId, sending));
        setPending((list) => list.filter((p) => p.clientId !== item.clientId));
      } catch (error) {
        // The session learns of it now: the composer gives way to SPEC's sentence.
        if (error instanceof ApiError && error.code === 'CHAT_DISABLED')
          sessionStore.updateUser({ chatDisabled: true });
        const failed: PendingMessage = { ...sending, status: 'failed', error: errorText(t, error) };
        setPending((list) => list.map((p) => (p.clientId === item.clientId ? failed : p)));
      }
    },
    [chatRoomId, queryClient, t],
  );

  const send = useCallback(
    (message: string) =>
      deliver({
        clientId: newClientId(),
        message,
        createdAt: new Date().toISOString(),
        status: 'sending',
      }),
    [deliver],
  );

  return { pending, send, retry: deliver };
}
