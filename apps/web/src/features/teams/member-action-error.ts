import type { TFunction } from 'i18next';
import { ApiError } from '@/app/api/api-client';
import { errorText } from '@/app/api/api-message';
import type { MemberAction } from './use-member-action.mutation';

const STATUS_CHANGES: readonly MemberAction[] = ['accept', 'reject', 'remove'];

/**
 * SPEC 8: a failed join-request status change shows "Admin Limit Reached" when the server was not
 * reached, else the server's message; other actions show the usual text.
 */
export function memberActionErrorText(t: TFunction, action: MemberAction, error: unknown): string {
  if (STATUS_CHANGES.includes(action) && error instanceof ApiError && error.code === 'NETWORK')
    return t('messages.adminLimitReached');
  return errorText(t, error);
}
