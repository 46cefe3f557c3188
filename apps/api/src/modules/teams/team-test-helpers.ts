import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import { teamMemberships } from '../../db/schema/teams.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTeam } from '../../../test/tips-fixtures.ts';
import { requestToJoin } from './join-request.service.ts';
import { decideRequest, makeAdmin } from './team-decisions.service.ts';
import type { TeamRow } from './team-lookup.ts';

export interface Person {
  user: UserRow;
  token: string;
}

export interface TestTeam {
  team: TeamRow;
  owner: Person;
}

/** A team (owner account type "team", linked payout account) with its owner's membership. */
export async function newTeam(db: Db): Promise<TestTeam> {
  const { teamId, owner } = await createTeam(db);
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team) throw new Error('team not created');
  return { team, owner };
}

/**
 * A person in the team at the given stage: 'pending' (asked, not yet decided), 'member' or
 * 'admin' (accepted by the owner). Pass `person` to use an existing account.
 */
export async function addToTeam(
  db: Db,
  t: TestTeam,
  stage: 'pending' | 'member' | 'admin',
  person?: Person,
): Promise<Person> {
  const who = person ?? (await createUser(db, { accountType: 'teamMember' }));
  const now = new Date();
  await requestToJoin(db, { user: who.user, teamCode: t.team.code, now });
  const body = { teamId: t.team.id, userId: who.user.id };
  if (stage !== 'pending')
    await decideRequest(db, { user: t.owner.user, body: { ...body, status: 'accept' }, now });
  if (stage === 'admin') await makeAdmin(db, { user: t.owner.user, body, now, adminLimit: 1000 });
  return who;
}

export async function membershipRow(db: Db, teamId: string, userId: string) {
  const [row] = await db
    .select()
    .from(teamMemberships)
    .where(and(eq(teamMemberships.teamId, teamId), eq(teamMemberships.userId, userId)));
  return row ?? null;
}

export async function userRow(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error('user not found');
  return row;
}

/** One API call as the given person (no token: a visitor). */
export function call(
  app: FastifyInstance,
  options: { method: 'GET' | 'POST' | 'PUT'; url: string; token?: string; payload?: object },
) {
  return app.inject({
    method: options.method,
    url: `/api/v1${options.url}`,
    headers: options.token ? bearer(options.token) : {},
    ...(options.payload ? { payload: options.payload } : {}),
  });
}
