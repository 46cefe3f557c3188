import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@opentip/shared/messages';
import { useToasts } from '@/ui/toasts';
import { errorText, translateMessage } from './api/api-message';

/** SPEC 9: API results stay 5000 ms, every other notice 2000 ms. */
export const API_TOAST_MS = 5000;
export const INFO_TOAST_MS = 2000;

export function useNotify() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return useMemo(
    () => ({
      /** A successful call: the server's message, or the given key's text when it sent none. */
      apiSuccess(message: string, fallbackKey?: MessageKey) {
        const text = translateMessage(t, message, fallbackKey);
        if (text) toasts.show(text, { tone: 'success', durationMs: API_TOAST_MS });
      },
      apiError(error: unknown) {
        toasts.show(errorText(t, error), { tone: 'error', durationMs: API_TOAST_MS });
      },
      info(text: string) {
        toasts.show(text, { tone: 'info', durationMs: INFO_TOAST_MS });
      },
    }),
    [t, toasts],
  );
}
