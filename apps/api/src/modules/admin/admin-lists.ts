import { inArray } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminPersonRef } from '@opentip/shared/schemas/admin.schema';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/** The paging part of a console list's answer. */
export const pageOf = (page: number, total: number) => ({
  page,
  total,
  hasMore: page * ADMIN_PAGE_SIZE < total,
});

/** The people behind the ids a list shows, by id (ids of nobody are simply absent). */
export async function peopleByIds(
  db: Db,
  ids: readonly (string | null)[],
): Promise<Map<string, AdminPersonRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      uniqueId: users.uniqueId,
      username: users.username,
      email: users.email,
      fullName: users.fullName,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
