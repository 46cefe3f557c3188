import { teams } from '../../apps/api/src/db/schema/businesses.ts';
import { teamMemberships } from '../../apps/api/src/db/schema/teams.ts';
import { users } from '../../apps/api/src/db/schema/users.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import { issueAccessToken } from '../../apps/api/src/lib/sessions.ts';
import { benchPayee } from './bench-data.ts';

export interface ChatPerson {
  id: string;
  token: string;
}

const INSERT_BATCH = 500;

/**
 * `count` people who may chat with each other: accepted members of one team (answered with them),
 * each with a session token. Written straight to the database: sign-up and sign-in throttle per
 * address and mail a confirmation, neither of which is what the bench measures.
 */
export async function seedChatPeople(
  db: Db,
  count: number,
): Promise<{ people: ChatPerson[]; teamId: string }> {
  const person = (i: number, accountType: 'team' | 'individual') =>
    benchPayee({ name: 'chat', firstId: 50_000_000 }, i, accountType);
  const [owner] = await db.insert(users).values(person(0, 'team')).returning({ id: users.id });
  const [team] = await db
    .insert(teams)
    .values({ ownerId: owner!.id, name: 'Bench chat team', code: 'BENCHCHAT1' })
    .returning({ id: teams.id });
  const people: { id: string }[] = [];
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const size = Math.min(INSERT_BATCH, count - start);
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          ...person(start + i + 1, 'individual'),
          teamId: team!.id,
        })),
      )
      .returning({ id: users.id });
    await db.insert(teamMemberships).values(
      rows.map((r) => ({
        teamId: team!.id,
        userId: r.id,
        role: 'member' as const,
        status: 'accepted' as const,
      })),
    );
    people.push(...rows);
  }
  const withTokens: ChatPerson[] = [];
  for (let start = 0; start < people.length; start += 50) {
    const batch = people.slice(start, start + 50);
    const tokens = await Promise.all(
      batch.map((p) => issueAccessToken(db, { userId: p.id, now: new Date(), ttlDays: 1 })),
    );
    withTokens.push(...batch.map((p, i) => ({ id: p.id, token: tokens[i]! })));
  }
  return { people: withTokens, teamId: team!.id };
}
