import type { UserRow } from '../../db/schema/users.ts';
import { notFound } from '../../lib/app-error.ts';

/**
 * A user may act on their own account only. Any other id, existing or not, answers the same
 * "not found", so the endpoint cannot be used to learn which accounts exist.
 */
export function requireOwnAccount(options: { caller: UserRow; id: string }): UserRow {
  if (options.id.toLowerCase() !== options.caller.id.toLowerCase()) {
    throw notFound('userNotFound', 'USER_NOT_FOUND');
  }
  return options.caller;
}
