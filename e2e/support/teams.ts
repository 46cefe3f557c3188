import { expect, type APIRequestContext } from '@playwright/test';
import { createVerifiedUser } from './accounts';

export type Session = Awaited<ReturnType<typeof createVerifiedUser>>['session'];
export const bearer = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

/**
 * A team whose owner can be tipped (linked sandbox payout account) and accepted members who share
 * its pool by the hours given (hundredths of an hour), each member with a linked account or not.
 */
export async function teamSharingByHours(
  request: APIRequestContext,
  options: { teamName: string; members: { prefix: string; hoursHundredths: number }[]; linkMembers: boolean },
) {
  const { session: owner } = await createVerifiedUser(request, 'owner', {
    userType: 'payee',
    accountType: 'team',
    teamName: options.teamName,
    occupation: 'housekeeping',
    firstName: 'Sofia',
    lastName: 'Marin',
    phone: '+351912345670',
  });
  const link = async (session: Session) =>
    expect((await request.post('/api/v1/user/checkStripAccount', { headers: bearer(session) })).ok()).toBe(
      true,
    );
  await link(owner);
  const teams = await request.get('/api/v1/teams', { headers: bearer(owner) });
  const team = ((await teams.json()) as { data: { teams: { id: string; code: string }[] } }).data.teams[0]!;
  const members: Session[] = [];
  for (const { prefix } of options.members) {
    const { session } = await createVerifiedUser(request, prefix);
    if (options.linkMembers) await link(session);
    await request.post('/api/v1/teams/joinTeamRequest', {
      headers: bearer(session),
      data: { teamCode: team.code },
    });
    const accepted = await request.put('/api/v1/user/teamjoinApproval', {
      headers: bearer(owner),
      data: { teamCode: team.code, userId: session.user.id, status: 'accept' },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
    members.push(session);
  }
  const policy = await request.put('/api/v1/teams/pool/policy', {
    headers: bearer(owner),
    data: {
      teamId: team.id,
      kind: 'hours',
      frequency: 'onDemand',
      members: options.members.map((m, i) => ({
        userId: members[i]!.user.id,
        hoursHundredths: m.hoursHundredths,
      })),
    },
  });
  expect(policy.ok(), await policy.text()).toBe(true);
  const payeeCode = (owner.user as unknown as { payeeCode: string }).payeeCode;
  return { owner, members, team, payeeCode };
}
