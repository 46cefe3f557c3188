import { messageText, type MessageKey } from '@opentip/shared/messages';

/** The success envelope of DESIGN.md: { success, message, data }. */
export function ok<T extends object>(key: MessageKey, data: T) {
  return { success: true as const, message: messageText(key), data };
}
