import type { TFunction } from 'i18next';
import { MESSAGES, isMessageKey, type MessageKey } from '@opentip/shared/messages';
import { ApiError } from './api-error';

const KEY_BY_TEXT = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The MESSAGES key of an English server text, when it is one of ours. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return isMessageKey(text) ? text : KEY_BY_TEXT.get(text);
}

/** A server message in the reader's language when we know it, else as the server wrote it. */
export function translateMessage(t: TFunction, text: string, fallbackKey?: MessageKey): string {
  const key = messageKeyOf(text) ?? (text ? undefined : fallbackKey);
  return key ? t(`messages.${key}`) : text;
}

/** SPEC 8: the server message of a failure, "Network error" when the server was not reached. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK') return t('messages.networkError');
    const key = error.key ?? messageKeyOf(error.message);
    if (key) return t(`messages.${key}`);
    return error.message || t('messages.internalError');
  }
  return t('messages.internalError');
}
