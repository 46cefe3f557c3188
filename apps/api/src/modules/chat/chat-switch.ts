import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/**
 * SPEC 6: the platform administrator switches a person's chat off (or on again), by email.
 * Answers the account changed, or null when no live account has this address.
 */
export async function setChatDisabled(
  db: Db,
  options: { email: string; disabled: boolean; now: Date },
): Promise<{ id: string; username: string } | null> {
  const [row] = await db
    .update(users)
    .set({ chatDisabled: options.disabled, updatedAt: options.now })
    .where(and(eq(sql`lower(${users.email})`, options.email.trim().toLowerCase()), isNull(users.deletedAt)))
    .returning({ id: users.id, username: users.username });
  return row ?? null;
}
