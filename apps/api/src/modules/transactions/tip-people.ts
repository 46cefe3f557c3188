import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { PersonSummary } from './tip.presenter.ts';

/** Name and picture of the givers and receivers of some tips, by user id. */
export async function loadPeople(db: Db, ids: Iterable<string | null>): Promise<Map<string, PersonSummary>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, profileImg: users.profileImg })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}
