import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type {
  PoolMemberInput,
  PoolPolicy,
  PoolPolicyBody,
  PoolPolicyMember,
  PoolRole,
} from '@opentip/shared/schemas/team-pool.schema';
import type { Db } from '../../db/client.ts';
import { teamPoolPolicies, type TeamPoolPolicyRow } from '../../db/schema/team-pool.ts';
import { teamMemberships } from '../../db/schema/teams.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest } from '../../lib/app-error.ts';

export type PolicySettings = Pick<
  TeamPoolPolicyRow,
  'kind' | 'frequency' | 'roles' | 'members' | 'hoursSource'
> & {
  updatedAt: Date | null;
};

/** A team that never wrote a policy shares equally, when a manager asks. */
export const DEFAULT_POLICY: PolicySettings = {
  kind: 'equal',
  frequency: 'onDemand',
  roles: [],
  members: [],
  hoursSource: 'typed',
  updatedAt: null,
};

export async function policySettings(db: Db, teamId: string): Promise<PolicySettings> {
  const [row] = await db.select().from(teamPoolPolicies).where(eq(teamPoolPolicies.teamId, teamId));
  return row ?? DEFAULT_POLICY;
}

export interface SharingPerson {
  userId: string;
  username: string;
  fullName: string | null;
  profileImg: string | null;
}

/**
 * Who shares the pool: the team's accepted members except its owner. The owner membership is the
 * team's own account, which receives the guests' tips into the pool; admins work in the team and share.
 */
export async function sharingPeople(db: Db, teamId: string): Promise<SharingPerson[]> {
  return db
    .select({
      userId: users.id,
      username: users.username,
      fullName: users.fullName,
      profileImg: users.profileImg,
    })
    .from(teamMemberships)
    .innerJoin(users, eq(users.id, teamMemberships.userId))
    .where(
      and(
        eq(teamMemberships.teamId, teamId),
        eq(teamMemberships.status, 'accepted'),
        ne(teamMemberships.role, 'owner'),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.username), asc(users.id));
}

/** What a member's share is proportional to under the policy (0 = no share). */
export function weightOf(
  settings: Pick<PolicySettings, 'kind' | 'roles'>,
  input: PoolMemberInput | undefined,
) {
  switch (settings.kind) {
    case 'equal':
      return 1;
    case 'percent':
      return input?.percentBps ?? 0;
    case 'hours':
      return input?.hoursHundredths ?? 0;
    case 'points':
      return settings.roles.find((r) => r.name === input?.role)?.points ?? 0;
  }
}

/** Every sharing member with their input and weight; inputs of people no longer sharing are dropped. */
export function policyMembers(settings: PolicySettings, people: SharingPerson[]): PoolPolicyMember[] {
  const inputs = new Map(settings.members.map((m) => [m.userId, m]));
  return people.map((person) => {
    const input = inputs.get(person.userId);
    return {
      ...person,
      role: input?.role ?? null,
      percentBps: input?.percentBps ?? null,
      hoursHundredths: input?.hoursHundredths ?? null,
      weight: weightOf(settings, input),
    };
  });
}

export async function readPolicy(db: Db, teamId: string): Promise<PoolPolicy> {
  const settings = await policySettings(db, teamId);
  return presentPolicy(settings, await sharingPeople(db, teamId));
}

export const presentPolicy = (settings: PolicySettings, people: SharingPerson[]): PoolPolicy => ({
  kind: settings.kind,
  frequency: settings.frequency,
  roles: settings.roles,
  members: policyMembers(settings, people),
  hoursSource: settings.hoursSource,
  updatedAt: settings.updatedAt?.toISOString() ?? null,
});

function checkPolicy(body: PoolPolicyBody, people: SharingPerson[]) {
  const sharing = new Set(people.map((p) => p.userId));
  const listed = new Set<string>();
  for (const member of body.members) {
    if (!sharing.has(member.userId)) throw badRequest('poolMemberNotInTeam', 'POOL_MEMBER_NOT_IN_TEAM');
    if (listed.has(member.userId)) throw badRequest('invalidRequest');
    listed.add(member.userId);
  }
  const roleNames = new Set<string>();
  for (const role of body.roles) {
    const name = role.name.toLowerCase();
    if (roleNames.has(name)) throw badRequest('poolRoleDuplicate', 'POOL_ROLE_DUPLICATE');
    roleNames.add(name);
  }
  const exact = new Set(body.roles.map((r: PoolRole) => r.name));
  if (body.members.some((m) => m.role !== undefined && !exact.has(m.role)))
    throw badRequest('poolRoleUnknown', 'POOL_ROLE_UNKNOWN');
  if (body.kind === 'percent') {
    const total = body.members.reduce((sum, m) => sum + (m.percentBps ?? 0), 0);
    if (total !== 10_000) throw badRequest('poolPercentTotal', 'POOL_PERCENT_TOTAL');
  }
}

/**
 * Writes the team's policy (the caller has checked that they are its owner and holds the team
 * lock, so the members checked here are the members a run will see).
 */
export async function savePolicy(
  tx: Db,
  options: { teamId: string; body: PoolPolicyBody; byUserId: string; now: Date },
): Promise<PoolPolicy> {
  const { teamId, body, now } = options;
  const people = await sharingPeople(tx, teamId);
  checkPolicy(body, people);
  const values = {
    kind: body.kind,
    frequency: body.frequency,
    roles: body.roles,
    members: body.members,
    hoursSource: body.hoursSource,
    updatedBy: options.byUserId,
    updatedAt: now,
  };
  await tx
    .insert(teamPoolPolicies)
    .values({ teamId, ...values })
    .onConflictDoUpdate({ target: teamPoolPolicies.teamId, set: values });
  return presentPolicy(values, people);
}
